import type { Locator, Page } from '@playwright/test'
import { FRAME_MARK, INPUT_MARK, workUntilFrame, type MainThreadWork } from './main-thread-work'

// In-page instruments, installed over CDP so the app's CSP and code stay untouched.
/** `fetched`: requests for what is shown that started after the click and ended before it showed. */
export type PaintTiming = { readonly ms: number; readonly firstId: number; readonly fetched: number }
/** What a click should bring on screen: a page of the list (its `items:list`) or an item (its `items:get`). */
export type Shown = { readonly page: number; readonly limit: number } | { readonly item: number }

type Call = { channel: string; page?: number; limit?: number; id?: number; start: number; end: number | null }
type Marks = { start: number; commit: number; end: number; firstId: number } | { error: string }
type Probe = { inflight: number; lastChange: number; calls: Call[]; pending: Promise<Marks> | null }
type ProbeWindow = Window & { __catalogInvoke?: Invoke; __bench?: Probe }
type Invoke = (channel: string, payload: unknown) => Promise<unknown>
type ElementTiming = PerformanceEntry & { identifier: string; renderTime: number; loadTime: number }

/** The item ID among the detail pane's fields (not the trade URL's): its data is on screen. */
export const DETAIL_ID_SELECTOR = '.detail dl.fields:not(.fields--trade) .fields__content .num'

/** Requests in flight over the harness's transport, if any; only the last 64 kept, not to grow the heap. */
export async function installProbe(page: Page): Promise<void> {
  // tsx compiles with esbuild's keepNames, whose `__name` helper the page lacks.
  await page.evaluate('globalThis.__name ??= (fn) => fn')
  await page.evaluate(() => {
    const w = window as ProbeWindow
    const probe: Probe = { inflight: 0, lastChange: performance.now(), calls: [], pending: null }
    w.__bench = probe
    const original = w.__catalogInvoke
    if (!original) return
    w.__catalogInvoke = (channel: string, payload: unknown) => {
      const { query, id } = (payload ?? {}) as { query?: { page?: number; limit?: number }; id?: number }
      const [pageNumber, limit, start] = [query?.page, query?.limit, performance.now()]
      const call: Call = { channel, page: pageNumber, limit, id, start, end: null }
      probe.calls.push(call)
      if (probe.calls.length > 64) probe.calls.shift()
      probe.inflight += 1
      probe.lastChange = call.start
      return original(channel, payload).finally(() => {
        probe.inflight -= 1
        probe.lastChange = call.end = performance.now()
      })
    }
  })
}

export async function waitIdle(page: Page, quietMs = 250): Promise<void> {
  const idle = (quiet: number) => {
    const probe = (window as ProbeWindow).__bench
    return probe !== undefined && probe.inflight === 0 && performance.now() - probe.lastChange >= quiet
  }
  await page.waitForFunction(idle, quietMs, { polling: 50, timeout: 20_000 })
}

/** Fonts loaded, two frames, an idle period: a measured click must not inherit pending work. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 }))
  })
}

/** Arms a timer from the next click to another item's paint, on the page's clock (no CDP round trips). */
export async function armPaintTimer(page: Page, shown: Shown): Promise<void> {
  const target = 'item' in shown ? 'detail' : 'rows'
  const args = { target, detailSelector: DETAIL_ID_SELECTOR, frameMark: FRAME_MARK, inputMark: INPUT_MARK }
  await page.evaluate(({ target, detailSelector, frameMark, inputMark }) => {
    const probe = (window as ProbeWindow).__bench
    if (!probe) throw new Error('the probe is not installed')
    const shownElement = () =>
      target === 'rows'
        ? document.querySelector('table[aria-label="Items"] tbody tr:not([aria-hidden="true"]) :is(td, th)')
        : document.querySelector(detailSelector)
    const idOf = (element: Element | null) => {
      const text = element?.textContent?.trim() ?? ''
      return /^\d+$/.test(text) ? Number(text) : null
    }
    const before = idOf(shownElement())
    const painted = new WeakSet(document.querySelectorAll('*'))
    probe.pending = new Promise((resolve) => {
      let start: number | null = null
      const onClick = (event: MouseEvent) => (start ??= event.timeStamp)
      const observer = new MutationObserver(() => {
        const shown = shownElement()
        const id = idOf(shown)
        if (start === null || shown === null || id === null || id === before) return
        cleanup()
        const [clickedAt, commit] = [start, performance.now()]
        // Element Timing credits text to its block ancestor: the inline ID's field is marked up to the list.
        const mark = `bench-${id}-${Math.round(commit)}`
        const marked = [shown, ...shown.querySelectorAll('*')]
        for (
          let up = shown.parentElement;
          target === 'detail' && up && !marked.at(-1)?.matches('dl');
          up = up.parentElement
        )
          marked.push(up)
        // Element Timing reports an element's first paint only: elements the last item showed in
        // too (the pane's, kept from item to item) would make this wait out `giveUp` every run.
        const observable = marked.some((element) => !painted.has(element))
        if (observable) for (const element of marked) element.setAttribute('elementtiming', mark)
        const presented = new Promise<number | null>((done) => {
          if (!observable) return done(null)
          const giveUp = setTimeout(() => done(null), 3_000)
          new PerformanceObserver((list, observer) => {
            const entry = list.getEntries().find((e) => (e as ElementTiming).identifier === mark)
            if (!entry) return
            clearTimeout(giveUp)
            observer.disconnect()
            const { renderTime, loadTime } = entry as ElementTiming
            done(renderTime || loadTime || null)
          }).observe({ type: 'element', buffered: false })
        })
        requestAnimationFrame(() => {
          // The frame that shows the change: the measured work ends with its task.
          performance.mark(frameMark)
          performance.clearMarks(frameMark)
          requestAnimationFrame(() => {
            const frameEnd = performance.now()
            void presented.then((at) =>
              resolve({ start: clickedAt, commit, end: at ?? frameEnd, firstId: id }),
            )
          })
        })
      })
      const timeout = setTimeout(() => {
        cleanup()
        const showing = `${location.pathname} shows ${idOf(shownElement()) ?? 'no item'}`
        const waiting = `waiting for ${target}; ${showing}, ${probe.inflight} requests in flight`
        resolve({ error: `nothing new on screen within 15 s of the click (${waiting})` })
      }, 15_000)
      const cleanup = () => {
        clearTimeout(timeout)
        observer.disconnect()
        window.removeEventListener('click', onClick, true)
      }
      // Where the measured work starts: the input's own time, not when tracing began.
      const onPointerDown = (event: PointerEvent) => {
        performance.mark(inputMark, { startTime: event.timeStamp })
        performance.clearMarks(inputMark)
      }
      window.addEventListener('pointerdown', onPointerDown, { capture: true, once: true })
      window.addEventListener('click', onClick, true)
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
  }, args)
}

export async function paintTiming(page: Page, expected: Shown): Promise<PaintTiming> {
  const outcome = await page.evaluate(async (wanted) => {
    const probe = (window as ProbeWindow).__bench
    if (!probe?.pending) return { error: 'the paint timer was not armed' }
    const marks = await probe.pending
    probe.pending = null
    if ('error' in marks) return marks
    const asked = (call: Call) =>
      'item' in wanted
        ? call.channel === 'items:get' && call.id === wanted.item
        : call.channel === 'items:list' && call.page === wanted.page && call.limit === wanted.limit
    const fetched = probe.calls.filter(
      (call) => asked(call) && call.start >= marks.start && call.end !== null && call.end <= marks.commit,
    ).length
    return { ms: marks.end - marks.start, firstId: marks.firstId, fetched }
  }, expected)
  if ('error' in outcome) throw new Error(outcome.error)
  if ('item' in expected && outcome.firstId !== expected.item)
    throw new Error(`expected item ${expected.item} in the details, they show ${outcome.firstId}`)
  return outcome
}

export type Point = { readonly x: number; readonly y: number }

export async function centreOf(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`nothing to click at ${locator.toString()}`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A CDP mouse click (a locator's actionability scripts would count as the page's work) until painted. */
export async function clickAt(page: Page, work: MainThreadWork, point: Point, shown: Shown) {
  await armPaintTimer(page, shown)
  let timing: PaintTiming | undefined
  const ms = await workUntilFrame(work, async () => {
    await page.mouse.click(point.x, point.y)
    timing = await paintTiming(page, shown)
  })
  return { work: ms, timing: timing as PaintTiming }
}

/** The least a click → paint takes here: a click on the results bar, changing nothing, to its 2nd frame. */
export async function frameFloorMs(page: Page): Promise<number> {
  const armed = page.evaluate(() => {
    return new Promise<number>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('no click within 5 s')), 5_000)
      const onClick = (event: MouseEvent) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timeout)
            resolve(performance.now() - event.timeStamp)
          }),
        )
      window.addEventListener('click', onClick, { capture: true, once: true })
    })
  })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  const resultsBar = page.locator('.results-bar').first()
  await resultsBar.click({ position: { x: 4, y: 4 } })
  return armed
}
