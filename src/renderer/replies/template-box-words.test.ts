import { describe, expect, it } from 'vitest'
import { createIntl } from 'react-intl'
import english from '../../shared/i18n/messages/en.json'
import german from '../../shared/i18n/messages/de.json'
import { ERROR_MEANINGS } from '../../shared/reply/error-meanings'
import { PLACEHOLDERS } from '../../shared/reply/placeholders'
import { SHARED_TEMPLATE_KEYS, TEMPLATE_FIELDS } from '../../shared/reply/templates'
import { inEnglish as englishOf } from '../../shared/i18n/english'
import { boxName, sharedBoxName } from './template-box-words'

const inEnglish = createIntl({ locale: 'en', messages: english })
const inGerman = createIntl({ locale: 'de', messages: german })

describe('the boxes’ words', () => {
  it('name every box in English exactly as ui-contract does (TEMPLATE_FIELDS)', () => {
    for (const { key, name } of TEMPLATE_FIELDS) expect(boxName(inEnglish, key), key).toBe(englishOf(name))
  })

  it('name every box in German, each differently and none in English', () => {
    const names = TEMPLATE_FIELDS.map(({ key }) => boxName(inGerman, key))
    expect(new Set(names).size).toBe(TEMPLATE_FIELDS.length)
    for (const [index, { name }] of TEMPLATE_FIELDS.entries()) expect(names[index]).not.toBe(englishOf(name))
    expect(boxName(inGerman, 'send.trade_hold')).toBe('Wartet auf Versand – Handelszurückhaltung')
  })

  it('name a box written for all languages', () => {
    for (const key of SHARED_TEMPLATE_KEYS)
      expect(sharedBoxName(inEnglish, key)).toBe(`${boxName(inEnglish, key)} for all languages`)
    expect(sharedBoxName(inGerman, 'closing')).toBe('Grußformel für alle Sprachen')
  })

  it('say every error meaning as the Means list does in English', () => {
    for (const meaning of ERROR_MEANINGS)
      expect(inEnglish.formatMessage(meaning.label)).toBe(meaning.label.defaultMessage)
  })

  it('explain every placeholder in the help, by its name in braces', () => {
    const help = inEnglish.formatMessage(
      {
        id: 'templates.placeholders',
        defaultMessage:
          "Placeholders: <code>'{id}'</code> the item ID, <code>'{name}'</code> the item name (its market name when written in another script), <code>'{market_hash_name}'</code> the item’s market name, as Steam writes it, <code>'{bought_at}'</code> when the item was bought, as a date and time, <code>'{status}'</code> where the delivery stands, in the reply's language, <code>'{next_try}'</code> when the next try is (a time only when the catalog’s zone is set), <code>'{error}'</code> the catalog's error text, verbatim (internal wording, in English), <code>'{count}'</code> how many items the paragraph (or, in the greeting, the reply) is about, <code>'{customer_name}'</code> the customer’s name, when the agent typed one, <code>'{agent_name}'</code> your name, from the Reply templates dialog. Anything else in braces is left out of the reply.",
      },
      { code: (chunks) => chunks.join('') },
    )
    for (const { name } of PLACEHOLDERS) expect(help).toContain(`{${name}} `)
    expect(help).toMatch(/^Placeholders: \{id\} the item ID, \{name\} the item name/)
    expect(help).toMatch(
      /\{agent_name\} your name, from the Reply templates dialog\. Anything else in braces/,
    )
  })
})
