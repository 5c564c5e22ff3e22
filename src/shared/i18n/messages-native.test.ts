import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { createIntl } from '@formatjs/intl'
import { describe, expect, it } from 'vitest'
import { APP_LANGUAGE_CODES, type AppLanguage } from './app-languages'
import { MESSAGE_CATALOGS } from './message-catalogs'

/**
 * What the mechanical checks of messages.test.ts cannot see and a native reader does: a count
 * printed where the language says a word, "0 item", half-width punctuation in Chinese, a
 * narrow place's words much longer than the English they replace.
 */
const TRANSLATED = APP_LANGUAGE_CODES.filter((language) => language !== 'en')
/** The catalogs as the library reads them: any id, any text. */
const CATALOGS: Readonly<Record<AppLanguage, Readonly<Record<string, string>>>> = MESSAGE_CATALOGS
const english = CATALOGS.en

/** Each argument a message asks for, with the kind of value it takes. */
function argumentsOf(elements: readonly MessageFormatElement[], into = new Map<string, TYPE>()) {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      into.set(element.value, TYPE.tag)
      argumentsOf(element.children, into)
    } else if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    ) {
      if (!into.has(element.value)) into.set(element.value, element.type)
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      // A plural's count wins over the same name used as text elsewhere.
      if (element.type === TYPE.plural || !into.has(element.value)) into.set(element.value, element.type)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into)
    }
  }
  return into
}

/** The message as a reader sees it with every count at `count`, every choice at `other`. */
function readWith(language: AppLanguage, id: string, count: number): string {
  const message = CATALOGS[language][id]!
  const values: Record<string, unknown> = {}
  for (const [name, type] of argumentsOf(parse(message))) {
    if (type === TYPE.plural || type === TYPE.number) values[name] = count
    else if (type === TYPE.date || type === TYPE.time) values[name] = new Date(Date.UTC(2026, 10, 25))
    else if (type === TYPE.select) values[name] = 'other'
    else if (type === TYPE.tag) values[name] = (chunks: string[]) => chunks.join('')
    else values[name] = '…'
  }
  const intl = createIntl({
    locale: language,
    messages: { [id]: message } as Record<string, string>,
    onError: (error) => {
      throw error
    },
  })
  // eslint-disable-next-line formatjs/enforce-default-message -- reads a catalog's message, defines none
  return intl.formatMessage({ id: id as never }, values as Record<string, never>)
}

const PLURAL_IDS = Object.keys(english).filter((id) =>
  [...argumentsOf(parse(english[id]!)).values()].includes(TYPE.plural),
)
const printsOne = (text: string) => /(?<!\d[.,]?)1(?![.,]?\d)/.test(text)

describe('counts as a native reader reads them', () => {
  it('English names one thing in words where "1" would read as a list of one', () => {
    // "First 1 ID only", "Reply covers all 1 item": an `=1` branch says it in words.
    const listsOfOne = PLURAL_IDS.filter((id) =>
      /\b(all|first|the|these|those) 1\b/i.test(readWith('en', id, 1)),
    )
    expect(listsOfOne).toStrictEqual([])
  })

  it.each(TRANSLATED)('%s prints no "1" where English says one thing in words', (language) => {
    const printed = PLURAL_IDS.filter(
      (id) => !printsOne(readWith('en', id, 1)) && printsOne(readWith(language, id, 1)),
    ).map((id) => `${id}: ${readWith(language, id, 1)}`)
    expect(printed).toStrictEqual([])
  })

  it.each(APP_LANGUAGE_CODES.filter((language) => new Intl.PluralRules(language).select(0) === 'one'))(
    '%s says no count of zero in the singular ("0 item")',
    (language) => {
      // Where a language's `one` covers 0, a count of nothing takes an `=0` branch of its own.
      // Zero read in the singular: the count printed, and its text, with 2 for 0, is not what the
      // plural says for 2. A zero said in words ("less than a minute") prints no 0.
      const zero = /(?<!\d[.,]?)0(?![.,]?\d)/
      const singular = PLURAL_IDS.filter((id) => {
        const text = readWith(language, id, 0)
        return zero.test(text) && text.replace(new RegExp(zero, 'g'), '2') !== readWith(language, id, 2)
      }).map((id) => `${id}: ${readWith(language, id, 0)}`)
      expect(singular).toStrictEqual([])
    },
  )
})

/** Every piece of text a message writes itself, branch by branch (arguments' values aside). */
function literalsOf(elements: readonly MessageFormatElement[], into: string[] = []): string[] {
  let run = ''
  for (const element of elements) {
    if (element.type === TYPE.literal) run += element.value
    else {
      if (run) into.push(run)
      run = ''
      if (element.type === TYPE.tag) literalsOf(element.children, into)
      else if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) literalsOf(option.value, into)
    }
  }
  if (run) into.push(run)
  return into
}

const HAN = '\\p{Script=Han}'
/** Half-width marks beside Chinese text, and a space after a full-width mark. */
const CHINESE_PUNCTUATION_FAULTS: readonly [string, RegExp][] = [
  ['half-width , ; : ? ! beside Chinese', new RegExp(`${HAN} ?[,;:?!]|[,;:?!] ?${HAN}`, 'u')],
  ['half-width full stop after Chinese', new RegExp(`${HAN}\\.(?!\\w)`, 'u')],
  ['half-width parenthesis beside Chinese', new RegExp(`${HAN} ?[()]|[()] ?${HAN}`, 'u')],
  ['a space after a full-width mark', /[。，；：？！、）】」』] /u],
]

describe('Chinese punctuation', () => {
  it('is full-width inside Chinese text, with no space after it', () => {
    const faults = Object.entries(CATALOGS['zh-CN']).flatMap(([id, message]) =>
      literalsOf(parse(message)).flatMap((text) =>
        CHINESE_PUNCTUATION_FAULTS.filter(([, fault]) => fault.test(text)).map(
          ([what]) => `${id}: ${what}: ${text}`,
        ),
      ),
    )
    expect(faults).toStrictEqual([])
  })
})

/**
 * Places with little room, and how much longer than the English their words may be there: a
 * status badge in a lookup row, a column header, a detail term. Characters, not pixels: a
 * Chinese character is wider, and Chinese is the shortest of the six by far.
 */
const NARROW_PLACES: readonly { readonly prefix: string; readonly times: number }[] = [
  { prefix: 'status.short.', times: 1.3 },
  { prefix: 'table.column.', times: 2 },
  { prefix: 'detail.term.', times: 2 },
]

describe.each(TRANSLATED)('%s in places with little room', (language) => {
  it('is not much longer than the English', () => {
    const long = Object.keys(english).flatMap((id) => {
      const place = NARROW_PLACES.find(({ prefix }) => id.startsWith(prefix))
      if (!place) return []
      const [theirs, ours] = [readWith(language, id, 2), readWith('en', id, 2)]
      return theirs.length > Math.ceil(ours.length * place.times) + 2 ? [`${id}: ${theirs} (${ours})`] : []
    })
    expect(long).toStrictEqual([])
  })
})
