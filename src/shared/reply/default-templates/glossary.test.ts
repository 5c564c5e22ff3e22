import { describe, expect, it } from 'vitest'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from '../../i18n/languages'
import { unnamedAt } from '../item-names'
import { GLOSSARY } from './glossary'
import { LANGUAGE_PACKS } from '.'

/** Whole-word where words have letters around them; a plain substring in Chinese. */
function says(text: string, phrase: string, language: ReplyLanguage): boolean {
  if (language === 'zh-CN') return text.includes(phrase)
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu').test(text)
}

describe.each(REPLY_LANGUAGE_CODES)('the %s templates and the glossary', (language) => {
  const texts = Object.values(LANGUAGE_PACKS[language].templates)
  const all = texts.join('\n')

  it.each(Object.entries(GLOSSARY[language].terms))('say "%s" one way only', (_concept, { term, not }) => {
    // The term is a stem where the language inflects it: found as written, letters may follow.
    expect(all.toLowerCase(), term).toContain(term.toLowerCase())
    for (const other of not) expect(says(all, other, language), `"${other}" beside "${term}"`).toBe(false)
  })

  it('name the trade hold by the glossary’s term wherever a trade hold is meant', () => {
    const { term } = GLOSSARY[language].terms.trade_hold
    for (const key of ['send.trade_hold', 'accept.trade_hold', 'stopped.trade_hold'] as const) {
      expect(LANGUAGE_PACKS[language].templates[key].toLowerCase(), key).toContain(term.toLowerCase())
    }
  })
})

/**
 * The languages whose grammar needs a name's case, article or gender: each default template
 * names the item with the noun in its case right before `{name}`, so an item without a
 * readable name is named by the noun alone ("für den Gegenstand (ID 5)"). English and Chinese
 * name the item by `{name}` alone, and an unnamed one by their stand-in.
 */
const NOUN_BEFORE_NAME: readonly ReplyLanguage[] = ['de', 'es', 'pt-BR', 'ru']

/** The text before each `{name}` of a template, with every count choice in its one form and in its other. */
function beforeNames(template: string): string[] {
  return [0, 1].flatMap((form) => {
    const chosen = template.replace(
      /\{([^{}|]*(?:\|[^{}|]*)+)\}/g,
      (_all, forms: string) => forms.split('|')[form]!,
    )
    return chosen.split('{name}').slice(0, -1)
  })
}

describe.each(NOUN_BEFORE_NAME)('the %s templates name an item by its noun', (language) => {
  const { templates } = LANGUAGE_PACKS[language]

  it.each(Object.entries(templates).filter(([, text]) => text.includes('{name}')))(
    '%s puts the noun in its case before {name}',
    (_key, template) => {
      for (const before of beforeNames(template))
        expect(unnamedAt(before, language, LANGUAGE_PACKS[language])).toBe('')
    },
  )

  it('say the noun only in the glossary’s words', () => {
    const { itemNouns, terms } = GLOSSARY[language]
    expect(itemNouns[0]!.toLowerCase()).toContain(terms.item.term.toLowerCase())
    for (const noun of itemNouns)
      for (const other of terms.item.not) expect(says(noun, other, language)).toBe(false)
  })
})
