import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { KNOWN_STATUSES } from '../../catalog/status-words'
import { unnamedAt } from '../../reply/item-names'
import { LANGUAGE_PACKS } from '../../reply/default-templates'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from '../languages'
import { MESSAGE_CATALOGS } from '../message-catalogs'
import { GLOSSARY, type Concept } from './glossary'
import { CONCEPTS } from './types'

/** Whole-word where words have letters around them; a plain substring in Chinese. */
function says(text: string, phrase: string, language: ReplyLanguage): boolean {
  if (language === 'zh-CN') return text.includes(phrase)
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu').test(text)
}

/** Found as written, letters may follow: a term is a stem where the language inflects it. */
function hasTerm(text: string, term: string): boolean {
  return text.toLowerCase().includes(term.toLowerCase())
}

/**
 * The concepts a translation must name by the glossary's term wherever English names them: the
 * ones a paraphrase gets wrong. An item, an account, a lookup or a sign-in may be said by a
 * pronoun or a verb's form, so those are held by `not` alone.
 */
const NAMED_WHEREVER_ENGLISH_NAMES: readonly Concept[] = [
  'trade_offer',
  'trade_hold',
  'trade_url',
  'inventory',
  'catalog',
]

/** The lookup's states a glossary words beside the statuses (the `lookup.state` select). */
const LOOKUP_STATES = ['lookup.pending', 'lookup.not_found', 'lookup.failed']

/** The words a message writes itself: arguments' values (a `{catalog}` name) are not its words. */
function ownWords(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value
      if (element.type === TYPE.tag) return ownWords(element.children)
      if (element.type === TYPE.plural || element.type === TYPE.select)
        return Object.values(element.options)
          .map((option) => ownWords(option.value))
          .join(' ')
      return ' '
    })
    .join('')
}

/** Names that hold the word and are no concept of it: the product, the service, an address. */
const NAMES =
  /Catalog Browser|Item Catalog Service|catalog-browser:|[\w.-]*catalog[\w-]*\.[\w.]+|window\.catalog/gi

const messagesIn = (language: ReplyLanguage): Readonly<Record<string, string>> => MESSAGE_CATALOGS[language]

describe.each(REPLY_LANGUAGE_CODES)('the %s glossary', (language) => {
  const glossary = GLOSSARY[language]

  it('words every concept, with the reason for its word', () => {
    expect(Object.keys(glossary.terms).sort()).toStrictEqual([...CONCEPTS].sort())
    for (const [concept, { term, why }] of Object.entries(glossary.terms)) {
      expect({ concept, term: term.trim() !== '', why: why.trim() !== '' }).toStrictEqual({
        concept,
        term: true,
        why: true,
      })
    }
  })

  it('says what each status and lookup state means to a native reader', () => {
    expect(Object.keys(glossary.statuses).sort()).toStrictEqual([...KNOWN_STATUSES, ...LOOKUP_STATES].sort())
    for (const note of Object.values(glossary.statuses)) expect(note.trim()).not.toBe('')
  })
})

describe.each(REPLY_LANGUAGE_CODES)('the %s templates and the glossary', (language) => {
  const texts = Object.values(LANGUAGE_PACKS[language].templates)
  const all = texts.join('\n')

  it.each(['trade_offer', 'trade_hold', 'trade_url', 'inventory', 'item', 'account'] as const)(
    'say %s one way only',
    (concept) => {
      const { term, not } = GLOSSARY[language].terms[concept]
      expect(all.toLowerCase(), term).toContain(term.toLowerCase())
      for (const other of not) expect(says(all, other, language), `"${other}" beside "${term}"`).toBe(false)
    },
  )

  it('name the trade hold by the glossary’s term wherever a trade hold is meant', () => {
    const { term } = GLOSSARY[language].terms.trade_hold
    for (const key of ['send.trade_hold', 'accept.trade_hold', 'stopped.trade_hold'] as const) {
      expect(LANGUAGE_PACKS[language].templates[key].toLowerCase(), key).toContain(term.toLowerCase())
    }
  })
})

describe.each(REPLY_LANGUAGE_CODES)('the %s window messages and the glossary', (language) => {
  const messages = Object.entries(messagesIn(language))
  const english = messagesIn('en')
  const { terms } = GLOSSARY[language]

  it.each(CONCEPTS)('never say %s by a word the glossary rules out', (concept) => {
    const ruledOut = terms[concept].not.flatMap((other) =>
      messages.filter(([, text]) => says(text, other, language)).map(([id]) => `${id}: "${other}"`),
    )
    expect(ruledOut).toStrictEqual([])
  })

  it.each(NAMED_WHEREVER_ENGLISH_NAMES)('name %s by the glossary’s term wherever English does', (concept) => {
    const englishTerm = GLOSSARY.en.terms[concept].term
    const { term } = terms[concept]
    const unnamed = messages
      .filter(
        ([id, text]) =>
          says(ownWords(parse(english[id] ?? '')).replace(NAMES, ' '), englishTerm, 'en') &&
          !hasTerm(text, term),
      )
      .map(([id, text]) => `${id}: ${text}`)
    expect(unnamed).toStrictEqual([])
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
      for (const before of beforeNames(template)) expect(unnamedAt(before, LANGUAGE_PACKS[language])).toBe('')
    },
  )

  it('say the noun only in the glossary’s words', () => {
    const { terms } = GLOSSARY[language]
    const itemNouns = LANGUAGE_PACKS[language].unnamedItem.nouns
    expect(itemNouns[0]!.toLowerCase()).toContain(terms.item.term.toLowerCase())
    for (const noun of itemNouns)
      for (const other of terms.item.not) expect(says(noun, other, language)).toBe(false)
  })
})
