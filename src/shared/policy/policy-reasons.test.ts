import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { createIntl } from '@formatjs/intl'
import { describe, expect, it } from 'vitest'
import { APP_LANGUAGE_CODES, type AppLanguage } from '../i18n/app-languages'
import { MESSAGE_CATALOGS } from '../i18n/message-catalogs'
import { POLICY_REASONS, POLICY_REFUSED } from './policy-reasons'

/**
 * A refused policy's line is built of a sentence around a reason, and a reason may carry a
 * sentence of its own (`badValue`'s detail: a base URL's or a team source's problem): in every
 * language, each piece is whole sentences and they join with no doubled or dangling mark
 * ("Katalogs.. Bitten"), whichever reason it is.
 */
const CATALOGS: Readonly<Record<AppLanguage, Readonly<Record<string, string>>>> = MESSAGE_CATALOGS
const english = CATALOGS.en

/** Every reason; badValue is read with each detail it carries. */
const REASONS = Object.values(POLICY_REASONS)
  .map(({ id }) => id)
  .filter((id) => id !== POLICY_REASONS.badValue.id)
/** What badValue says after the key: the schema's words for a value (policy-schema.ts). */
const DETAILS = [
  ...Object.keys(english).filter(
    (id) => (id.startsWith('baseUrl.') && !id.startsWith('baseUrl.note.')) || id.startsWith('team.source.'),
  ),
  POLICY_REASONS.duplicate.id,
  POLICY_REASONS.timeZone.id,
]
const LINES = Object.values(POLICY_REFUSED).map(({ id }) => id)

function argumentsOf(elements: readonly MessageFormatElement[], into = new Map<string, TYPE>()) {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) into.set(element.value, element.type)
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.set(element.value, element.type)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into)
    }
  }
  return into
}

/** The message in `language` with plain values (`x`, 2, each choice's `other`) and `given` ones. */
function read(language: AppLanguage, id: string, given: Readonly<Record<string, string>> = {}): string {
  const message = CATALOGS[language][id] as string
  const values: Record<string, string | number> = {}
  for (const [name, type] of argumentsOf(parse(message))) {
    values[name] = type === TYPE.plural || type === TYPE.number ? 2 : type === TYPE.select ? 'other' : 'x'
  }
  const intl = createIntl({ locale: language, messages: { [id]: message } as Record<string, string> })
  // eslint-disable-next-line formatjs/enforce-default-message -- reads a catalog's message, defines none
  return intl.formatMessage({ id: id as never }, { ...values, ...given })
}

/** A mark that ends or splits a sentence, in either script. */
const MARK = '[.。?？!！:：;；,，]'
const DOUBLED = new RegExp(`${MARK}\\s*${MARK}`, 'u')
const SENTENCE_END = /[.。?？!！]$/u

describe.each(APP_LANGUAGE_CODES)('a refused policy’s line in %s', (language) => {
  const reasons = REASONS.map((id) => [id, read(language, id)] as const)
  const details = DETAILS.map((id) => [id, read(language, id)] as const)
  const withDetails = details.map(
    ([id, detail]) => [`badValue + ${id}`, read(language, POLICY_REASONS.badValue.id, { detail })] as const,
  )

  it('is made of reasons and details that are whole sentences, each ending in its own mark', () => {
    const unended = [...reasons, ...details, ...withDetails].filter(([, text]) => !SENTENCE_END.test(text))
    expect(unended).toStrictEqual([])
  })

  it('joins every reason, and every detail of a value, without a doubled mark', () => {
    const doubled = LINES.flatMap((line) =>
      [...reasons, ...withDetails]
        .map(([id, reason]) => [`${line} + ${id}`, read(language, line, { reason })] as const)
        .filter(([, text]) => DOUBLED.test(text)),
    )
    expect(doubled).toStrictEqual([])
  })

  it('puts no mark of its own right after the reason', () => {
    const after = LINES.filter((line) =>
      new RegExp(`\\{reason\\}\\s*${MARK}`, 'u').test(CATALOGS[language][line] ?? ''),
    )
    expect(after).toStrictEqual([])
  })
})

describe('the check itself', () => {
  it('finds the doubled mark a reason ending in its own full stop made in the old line', () => {
    // "…des Katalogs.. Bitten …": the old line put ". " after a reason that ended in one.
    expect(DOUBLED.test('was ignored: Use the https:// address of the catalog.. Ask IT')).toBe(true)
    expect(DOUBLED.test('已被忽略：请使用 https:// 地址。。请让')).toBe(true)
    expect(DOUBLED.test('was ignored. Use the https:// address. Ask IT, e.g. https://x.example.com.')).toBe(
      false,
    )
  })
})
