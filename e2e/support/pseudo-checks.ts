import type { Locator } from '@playwright/test'

/**
 * What the pseudo-locale run looks for under one part of a screen besides its layout
 * (layout-checks.ts): words that bypassed the catalogs (plain ASCII words: every letter of a
 * pseudo message is accented). `except` is a selector for text that is data, not the app's
 * words (a version, an address, an item's name).
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
