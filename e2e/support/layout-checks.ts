import type { Locator } from '@playwright/test'

/**
 * The boxes the app makes to scroll sideways: the lookup's table, whose rows keep one line so
 * a short window shows six of them (its choice line stays in view: error-choice.css).
 */
export const WIDE_TABLES = '.bulk__scroll'

/** What a screen shows on purpose that the measures below would otherwise count as a fault. */
export interface AllowedInLayout {
  /**
   * A selector for text that is data, not the app's words (the app's version on the connect
   * screen): it may be cut, yet is never drawn over another.
   */
  readonly data?: string
  /** A selector for the boxes made to scroll sideways; `WIDE_TABLES` unless told. */
  readonly scrollsSideways?: string
}

/**
 * What a reader sees as broken in a part of a screen, measured in the page as it is drawn:
 *
 * - a text cut: wider or taller than what its boxes show of it (a box that hides its overflow,
 *   an ellipsis, a clamp to two lines), unless the whole text is in the `title` of its box or a
 *   box around it and its first line's first letters stay in view (an ellipsised label, never
 *   one shrunk to a dot);
 * - a text wider than its box: it spills out where nothing hides it;
 * - a word broken across lines (`P r o d u c t i o n` in a box too narrow for it), or Chinese
 *   squeezed to a character or two a line; words of 25 letters or more (addresses, hashes) may
 *   break;
 * - two texts drawn over each other, or a text over a form control (what a layer with a
 *   background covers, a menu or a drawer, is not drawn);
 * - a select whose chosen option, or an empty field whose placeholder, is wider than the box;
 * - a box that scrolls sideways, and the page itself scrolling sideways.
 *
 * Each fault is one line naming the text and its measures, so a failure says what to fix.
 */
export async function layoutFaults(root: Locator, allowed: AllowedInLayout = {}): Promise<string[]> {
  const { data = '', scrollsSideways = WIDE_TABLES } = allowed
  return root.evaluate(
    (element, { dataSelector, sidewaysSelector }) => {
      interface Box {
        left: number
        top: number
        right: number
        bottom: number
      }
      const faults: string[] = []
      const px = (value: number) => Math.round(value)
      const short = (text: string) => {
        const line = text.replace(/\s+/g, ' ').trim()
        return line.length > 60 ? `${line.slice(0, 57)}…` : line
      }
      const meet = (a: Box, b: Box): Box => ({
        left: Math.max(a.left, b.left),
        top: Math.max(a.top, b.top),
        right: Math.min(a.right, b.right),
        bottom: Math.min(a.bottom, b.bottom),
      })
      const width = (box: Box) => box.right - box.left
      const height = (box: Box) => box.bottom - box.top
      const empty = (box: Box) => width(box) <= 0.5 || height(box) <= 0.5
      const boxOf = (rect: DOMRect): Box => ({
        left: rect.left,
        top: rect.top,
        right: rect.right,
        bottom: rect.bottom,
      })
      const isData = (node: Element) => dataSelector !== '' && node.closest(dataSelector) !== null
      const viewport: Box = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight }

      /**
       * What hides a box's text. Up to the nearest box that scrolls, a box that hides its overflow
       * cuts the text (`hard`); past it, what hides the scrolling box only hides it from view
       * (`scrolled`), as the rows of a table scrolled out of its area are.
       */
      const clipsOf = (node: Element): { hard: Box; scrolled: Box; hidden: boolean } => {
        let hard: Box = { left: -1e9, top: -1e9, right: 1e9, bottom: 1e9 }
        let scrolled = viewport
        let hidden = false
        let pastScroller = false
        for (let at: Element | null = node; at; at = at.parentElement) {
          const style = getComputedStyle(at)
          const rect = at.getBoundingClientRect()
          const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible'
          // A visually hidden box (a screen reader's words): heard whole, never seen.
          if ((clips || style.clipPath !== 'none') && rect.width <= 1 && rect.height <= 1) hidden = true
          if (clips) {
            const inside: Box = {
              left: rect.left + at.clientLeft,
              top: rect.top + at.clientTop,
              right: rect.left + at.clientLeft + at.clientWidth,
              bottom: rect.top + at.clientTop + at.clientHeight,
            }
            const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY)
            if (scrolls || pastScroller) scrolled = meet(scrolled, inside)
            else hard = meet(hard, inside)
            if (scrolls) pastScroller = true
          }
          // A fixed box, and a modal dialog in the top layer, are clipped by nothing around them.
          if (style.position === 'fixed' || (at instanceof HTMLDialogElement && at.matches(':modal'))) break
        }
        return { hard, scrolled, hidden }
      }

      /** Whether `owner` is drawn at (x, y), not under a layer with a background of its own. */
      const drawnAt = (owner: Element, x: number, y: number) => {
        for (const hit of document.elementsFromPoint(x, y)) {
          if (hit === owner || owner.contains(hit) || hit.contains(owner)) return true
          const background = getComputedStyle(hit).backgroundColor
          const alpha = /rgba?\([^)]*?,\s*([\d.]+)\)$/.exec(background)?.[1]
          if (background !== 'transparent' && (alpha === undefined || Number(alpha) > 0.5)) return false
        }
        return false
      }

      /** The box a text is measured against: its nearest parent that is not an inline run. */
      const blockOf = (node: Element) => {
        let at: Element = node
        while (at.parentElement && getComputedStyle(at).display.startsWith('inline') && at !== element)
          at = at.parentElement
        return at
      }

      const titled = (node: Element, text: string) => {
        for (let at: Element | null = node; at; at = at.parentElement) {
          const title = at.getAttribute('title')
          if (title && title.replace(/\s+/g, ' ').includes(text.replace(/\s+/g, ' ').trim())) return true
        }
        return false
      }

      const CHINESE = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]/u
      const WORD = /[^\s\-‐‑–—/\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]+/gu
      const linesOf = (rects: readonly Box[]) => {
        const tops: number[] = []
        for (const rect of rects) if (!tops.some((top) => Math.abs(top - rect.top) < 2)) tops.push(rect.top)
        return tops.length
      }

      interface Drawn {
        readonly owner: Element
        readonly text: string
        readonly box: Box
      }
      const drawn: Drawn[] = []
      const range = document.createRange()
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        const owner = node.parentElement
        if (!owner || text.trim() === '' || owner.closest('script, style, option, [hidden]')) continue
        if (!owner.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
        range.selectNodeContents(node)
        const rects = [...range.getClientRects()].map(boxOf).filter((rect) => !empty(rect))
        if (rects.length === 0) continue
        const clips = clipsOf(owner)
        if (clips.hidden) continue
        const whole = rects.reduce((all, rect) => ({
          left: Math.min(all.left, rect.left),
          top: Math.min(all.top, rect.top),
          right: Math.max(all.right, rect.right),
          bottom: Math.max(all.bottom, rect.bottom),
        }))
        const seen = meet(whole, clips.hard)
        const style = getComputedStyle(owner)
        // Spaces at the end of a line may hang past a box that keeps them (pre-wrap).
        const hanging = /pre-wrap|break-spaces/.test(style.whiteSpace) ? 0.5 : 0
        const slack = { x: 1 + parseFloat(style.fontSize) * hanging, y: parseFloat(style.fontSize) * 0.3 }
        const data = isData(owner)
        const label = short(text)
        const cutX = width(whole) - Math.max(0, width(seen))
        const cutY = height(whole) - Math.max(0, height(seen))
        if (!data && (cutX > slack.x || cutY > slack.y)) {
          const letters = [...text.trim()].length
          const firstLettersShown = width(seen) >= Math.min(width(whole), (width(whole) / letters) * 8) - 1
          if (!(titled(owner, text) && firstLettersShown && height(seen) > 0))
            faults.push(
              `cut: “${label}” shows ${px(width(seen))}×${px(height(seen))} of ${px(width(whole))}×${px(height(whole))} px`,
            )
        }
        // A box that hides its overflow cuts what is wider (the rule above), never lets it spill.
        const block = blockOf(owner)
        const frame = boxOf(block.getBoundingClientRect())
        const spills = getComputedStyle(block).overflowX === 'visible'
        if (
          !data &&
          spills &&
          cutX <= slack.x &&
          cutY <= slack.y &&
          (whole.left < frame.left - slack.x ||
            whole.right > frame.right + slack.x ||
            whole.bottom > frame.bottom + slack.y)
        ) {
          faults.push(`wider than its box: “${label}” ${px(width(whole))} px in ${px(width(frame))} px`)
        }
        if (!data && rects.length > 1) {
          if (CHINESE.test(text)) {
            const characters = [...text.trim()].length
            if (linesOf(rects) >= 3 && characters / linesOf(rects) <= 2)
              faults.push(`squeezed: “${label}” in ${linesOf(rects)} lines`)
          }
          for (const word of text.matchAll(WORD)) {
            if ([...word[0]].length >= 25) continue
            range.setStart(node, word.index)
            range.setEnd(node, word.index + word[0].length)
            const parts = [...range.getClientRects()].map(boxOf).filter((rect) => !empty(rect))
            if (linesOf(parts) > 1) {
              faults.push(`word broken across lines: “${word[0]}” in “${label}”`)
              break
            }
          }
        }
        for (const rect of rects) {
          const shown = meet(meet(rect, clips.hard), clips.scrolled)
          if (!empty(shown)) drawn.push({ owner, text: label, box: shown })
        }
      }

      // Form controls: their own words (a chosen option, a placeholder) and their box.
      const canvas = document.createElement('canvas').getContext('2d')
      for (const control of element.querySelectorAll('input, select, textarea')) {
        if (!(control instanceof HTMLElement) || !control.checkVisibility({ visibilityProperty: true }))
          continue
        const clips = clipsOf(control)
        if (clips.hidden) continue
        const rect = boxOf(control.getBoundingClientRect())
        if (empty(rect)) continue
        const type = control.getAttribute('type') ?? ''
        if (!/checkbox|radio|hidden/.test(type)) {
          const shown = meet(meet(rect, clips.hard), clips.scrolled)
          if (!empty(shown)) drawn.push({ owner: control, text: `<${control.localName}>`, box: shown })
        }
        // A textarea's placeholder wraps as its text does: only a select's and a field's are one line.
        const words =
          control instanceof HTMLSelectElement
            ? (control.selectedOptions[0]?.textContent ?? '')
            : control instanceof HTMLInputElement && control.value === ''
              ? control.placeholder
              : ''
        if (!canvas || words.trim() === '' || isData(control)) continue
        const style = getComputedStyle(control)
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const needed = canvas.measureText(words.trim()).width
        // A select draws its arrow inside its right padding, or past it where it has none.
        const arrow = control instanceof HTMLSelectElement && parseFloat(style.paddingRight) < 16 ? 16 : 0
        const room =
          control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow
        if (needed > room + 1 && !titled(control, words))
          faults.push(
            `cut: <${control.localName}> “${short(words)}” needs ${px(needed)} px, has ${px(room)} px`,
          )
      }

      // Pairs of texts (and controls) drawn over each other, read top to bottom.
      drawn.sort((a, b) => a.box.top - b.box.top)
      const reported = new Set<string>()
      for (let i = 0; i < drawn.length; i += 1) {
        const a = drawn[i]!
        for (let j = i + 1; j < drawn.length && drawn[j]!.box.top < a.box.bottom; j += 1) {
          const b = drawn[j]!
          if (a.owner === b.owner || a.owner.contains(b.owner) || b.owner.contains(a.owner)) continue
          const both = meet(a.box, b.box)
          const slackY = Math.min(height(a.box), height(b.box)) * 0.25
          if (width(both) <= 1 || height(both) <= slackY) continue
          const x = (both.left + both.right) / 2
          const y = (both.top + both.bottom) / 2
          if (!drawnAt(a.owner, x, y) || !drawnAt(b.owner, x, y)) continue
          const pair = `drawn over each other: “${a.text}” and “${b.text}”`
          if (!reported.has(pair)) faults.push(`${pair} (${px(width(both))}×${px(height(both))} px)`)
          reported.add(pair)
        }
      }

      // Boxes that scroll sideways: the reader has to find what is off to the side.
      for (const box of [element, ...element.querySelectorAll('*')]) {
        if (!(box instanceof HTMLElement)) continue
        const style = getComputedStyle(box)
        if (!/auto|scroll/.test(style.overflowX) || box.scrollWidth <= box.clientWidth + 1) continue
        if (sidewaysSelector !== '' && box.matches(sidewaysSelector)) continue
        if (!box.checkVisibility()) continue
        faults.push(
          `scrolls sideways: <${box.localName} class="${box.className}"> ${box.scrollWidth} px in ${box.clientWidth} px`,
        )
      }
      if (document.documentElement.scrollWidth > window.innerWidth) faults.push('the page scrolls sideways')
      return faults
    },
    { dataSelector: data, sidewaysSelector: scrollsSideways },
  )
}
