import type { Locator } from '@playwright/test'

/**
 * What the pseudo-locale run looks for under one part of a screen: words that bypassed the
 * catalogs (plain ASCII words: every letter of a pseudo message is accented), and text the
 * layout cuts (a box narrower than its text while it hides the overflow, or ellipsis).
 * `except` is a selector for text that is data, not the app's words (a version, an address).
 */
export async function untranslatedWords(root: Locator, except = ''): Promise<string[]> {
  return root.evaluate((element, skip) => {
    const found: string[] = []
    const english = /[A-Za-z]{2,}/
    const skipped = (node: Element | null) => (skip !== '' && node?.closest(skip) !== null) || false
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const parent = node.parentElement
      if (!parent || skipped(parent) || parent.closest('[hidden], script, style') !== null) continue
      if (english.test(text)) found.push(text.trim())
    }
    for (const labelled of element.querySelectorAll('[aria-label], [title]')) {
      if (skipped(labelled)) continue
      for (const name of ['aria-label', 'title']) {
        const value = labelled.getAttribute(name)
        if (value && english.test(value)) found.push(`${name}="${value}"`)
      }
    }
    return found
  }, except)
}

export async function cutText(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const found: string[] = []
    for (const box of [element, ...element.querySelectorAll('*')]) {
      if (!(box instanceof HTMLElement) || box.offsetParent === null) continue
      const hasText = [...box.childNodes].some(
        (child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim(),
      )
      if (!hasText) continue
      const style = getComputedStyle(box)
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
      if (hides && box.scrollWidth > box.clientWidth + 1) found.push(box.textContent?.trim() ?? '')
    }
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page scrolls sideways')
    return found
  })
}
