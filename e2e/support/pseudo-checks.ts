import type { Locator } from '@playwright/test'

/**
 * What the pseudo-locale run looks for under one part of a screen: words that bypassed the
 * catalogs (plain ASCII words: every letter of a pseudo message is accented), and text the
 * layout cuts (a box narrower than its text while it hides the overflow, or ellipsis).
 * `except` is a selector for text that is data, not the app's words (a version, an address, an
 * item's name): data may be cut on purpose, with the whole of it in its title.
 */
export async function untranslatedWords(
  root: Locator,
  except = '',
  names: readonly string[] = [],
): Promise<string[]> {
  return root.evaluate(
    (element, { skip, names: properNames }) => {
      const found: string[] = []
      // Proper names (a language in its own words, a game, a catalog's status code) are no words
      // to translate: taken out before a text is read.
      const ascii = /[A-Za-z]{2,}/
      // The app puts data it names inside a message in “ ” (an error row's words, a name): the
      // message around them is accented, what is quoted stays as the catalog or team wrote it.
      const QUOTED_DATA = /“[^”]*”/g
      const english = {
        test: (text: string) =>
          ascii.test(
            properNames.reduce((rest, name) => rest.split(name).join(''), text).replace(QUOTED_DATA, ''),
          ),
      }
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
    },
    { skip: except, names: [...names] },
  )
}

export async function cutText(root: Locator, except = ''): Promise<string[]> {
  return root.evaluate((element, skip) => {
    const found: string[] = []
    for (const box of [element, ...element.querySelectorAll('*')]) {
      if (!(box instanceof HTMLElement) || box.offsetParent === null) continue
      if (skip !== '' && box.closest(skip) !== null) continue
      // Visually hidden for screen readers (a 1px box): heard whole, not cut.
      if (box.clientWidth <= 1 && box.clientHeight <= 1) continue
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
  }, except)
}
