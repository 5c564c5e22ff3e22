import type { Locator } from '@playwright/test'
import { parse, TYPE } from '@formatjs/icu-messageformat-parser'
import type { AppLanguage } from '../../src/shared/i18n/app-languages'
import { MESSAGE_CATALOGS } from '../../src/shared/i18n/message-catalogs'

/**
 * The app's English phrases a screen in `language` must not show: every message of two words or
 * more with no argument in it, whose translation is not the same words (a message a language
 * writes as English does, or a proper name, is no sign of a word left untranslated).
 */
export function englishPhrases(language: AppLanguage): string[] {
  const english = MESSAGE_CATALOGS.en
  const translated = MESSAGE_CATALOGS[language]
  return Object.entries(english).flatMap(([id, message]) => {
    const elements = parse(message)
    const [only] = elements
    const literal = elements.length === 1 && only?.type === TYPE.literal ? only.value.trim() : null
    if (!literal || !/\S\s+\S/.test(literal)) return []
    return translated[id as keyof typeof translated].includes(literal) ? [] : [literal]
  })
}

/**
 * The English phrases of the app's own left under `root`: its text (what is hidden included,
 * since a screen reader reads it) without the parts marked with another `lang` (a customer reply
 * in its reply language) and without what a person typed.
 */
export async function englishLeft(root: Locator, language: AppLanguage): Promise<string[]> {
  const text = await root.evaluate((element) => {
    const copy = element.cloneNode(true) as Element
    const pageLanguage = document.documentElement.lang
    for (const other of copy.querySelectorAll('[lang], textarea, input, script, style')) {
      if (other.getAttribute('lang') !== pageLanguage) other.remove()
    }
    const labels = [...copy.querySelectorAll('[aria-label], [title]')].flatMap((labelled) =>
      ['aria-label', 'title'].map((name) => labelled.getAttribute(name) ?? ''),
    )
    return [copy.textContent ?? '', ...labels].join('\n')
  })
  return englishPhrases(language).filter((phrase) => text.includes(phrase))
}
