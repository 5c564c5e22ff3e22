import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ReplyLanguage } from '../i18n/languages'
import { extractItemIds } from './item-ids'
import { readTicket } from './id-reader'
import { TICKET_WORDS } from './vocabulary'

/**
 * No number of a ticket is lost (issue 76): in generated tickets of the six reply languages,
 * every number, written with any marker and any punctuation of those languages around it, is
 * taken as an ID (a chip, a duplicate or a number out of range) or listed as left out.
 */

/** The customer's words around the numbers: none holds a digit, a month or a unit. */
const SENTENCES: Readonly<Record<ReplyLanguage, readonly string[]>> = {
  en: ['Hi, where is', 'still not in my inventory', 'please check', 'thanks', 'and also'],
  de: ['Hallo, wo bleibt', 'ist immer noch nicht da', 'bitte prüfen', 'danke'],
  es: ['Hola, ¿dónde está', 'todavía no llegó', 'por favor revisen', 'gracias'],
  'pt-BR': ['Oi, cadê', 'ainda não chegou', 'por favor verifiquem', 'obrigado'],
  ru: ['Здравствуйте, где', 'так и не пришёл', 'проверьте пожалуйста', 'спасибо'],
  'zh-CN': ['你好', '编号分别是', '还没到', '请帮我查一下', '谢谢', '我买的'],
}
const LANGUAGES = Object.keys(SENTENCES) as ReplyLanguage[]
const isHan = (word: string) => /\p{Script=Han}/u.test(word)

/** Every opening and closing mark of the six languages, the full-width ones included. */
const OPENING = ['', ...`([{"'«„“‘‹¿¡（「『【《〈〔〖`]
const CLOSING = [
  '',
  ...`)]}"'»“”’›.,:;!?…—。，、：；！？）」』】》〉〕〗～〜・`,
  ...['!?', ').', '」。', '）。', '?!'],
]
/** Between two numbers of one list; a dash or tilde makes a span, left out whole. */
const LIST = ', ^,^、^，^ und ^ и ^ 和 ^和^ y ^ e ^ or ^ / ^; ^ & ^ | '.split('^')
const SPAN = ['-', '–', '~', '～', '〜', ' - ']

/** How a marker stands before its number: Latin words apart, Chinese ones glued. */
const markerBefore = (marker: string): fc.Arbitrary<string> =>
  isHan(marker)
    ? fc.constantFrom(marker, `${marker}：`, `${marker}:`, `${marker}为`, `${marker} `)
    : fc.constantFrom(`${marker} `, `${marker}: `, `${marker}:`, `${marker}：`, `${marker} #`)

const MARKERS = [...new Set(Object.values(TICKET_WORDS).flatMap((words) => words.markers))]
const marker: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc.constantFrom('#', '№', '№ ', '＃', 'ID ', 'ID: ', 'Nr. ', 'n.º ', 'nº', 'No. '),
  fc.constantFrom(...MARKERS).chain(markerBefore),
)
/** Money, time and quantity beside a number: left out, and still accounted for. */
const unit: fc.Arbitrary<readonly [string, string]> = fc.constantFrom(
  ['', ' €'],
  ['R$ ', ''],
  ['', '天'],
  ['', ' Tagen'],
  ['', ' дня'],
  ['x', ''],
  ['', '元'],
  ['', '%'],
)

/** A number as typed: an item ID's range mostly, sometimes 0 or too long, sometimes in full-width digits. */
const digits: fc.Arbitrary<string> = fc
  .tuple(
    fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }).map(String) },
      { weight: 1, arbitrary: fc.constant('0') },
      { weight: 1, arbitrary: fc.bigInt({ min: 10n ** 16n, max: 10n ** 20n }).map(String) },
    ),
    fc.boolean(),
  )
  .map(([typed, wide]) =>
    wide ? [...typed].map((d) => String.fromCharCode(0xff10 + Number(d))).join('') : typed,
  )

/** One number or a list of them, with its marker, unit and punctuation. */
const written: fc.Arbitrary<string> = fc
  .tuple(
    // A marker names an ID, a unit says it is not one: a number has one or the other.
    fc.oneof(
      marker.map((before) => [before, ['', '']] as const),
      unit.map((beside) => ['', beside] as const),
    ),
    fc.constantFrom(...OPENING),
    fc.array(digits, { minLength: 1, maxLength: 4 }),
    fc.constantFrom(...LIST, ...LIST, ...SPAN),
    fc.constantFrom(...CLOSING),
  )
  .map(
    ([[before, [sign, after]], open, numbers, joint, close]) =>
      `${before}${open}${sign}${numbers.join(joint)}${after}${close}`,
  )

const sentence = fc.constantFrom(...LANGUAGES).chain((language) => fc.constantFrom(...SENTENCES[language]))
/** A ticket: sentences of any of the six languages, each followed by numbers. */
const ticket: fc.Arbitrary<string> = fc
  .array(fc.tuple(sentence, fc.constantFrom(' ', '\n', ''), written), { minLength: 1, maxLength: 6 })
  .chain((parts) =>
    fc.tuple(fc.constant(parts), sentence).map(([each, last]) =>
      [
        ...each.map(
          ([words, gap, numbers]) =>
            // Latin words need a space before a number; Chinese ones are written without.
            `${words}${gap === '' && !isHan(words.at(-1)!) ? ' ' : gap}${numbers}`,
        ),
        last,
      ].join(' '),
    ),
  )

/** Digit runs as the reader sees them (full-width digits read as digits). */
const runsIn = (text: string) => text.normalize('NFKC').match(/\d+/gu) ?? []

describe('no ID lost', () => {
  it('reads every number of a ticket as an ID or as something left out, never as nothing', () => {
    fc.assert(
      fc.property(ticket, (text) => {
        const { numbers } = readTicket(text)
        const accounted = numbers.flatMap((number) =>
          number.kind === 'id' ? [number.digits] : runsIn(number.text),
        )
        expect(accounted).toEqual(runsIn(text))
      }),
      { numRuns: 1500 },
    )
  })

  it('shows each number the reader took as a chip, a duplicate or a number out of range, and each left out one in the list', () => {
    fc.assert(
      fc.property(ticket, (text) => {
        const { numbers } = readTicket(text)
        const taken = numbers.filter((number) => number.kind === 'id').length
        const left = numbers.length - taken
        const result = extractItemIds(text)
        if (result.ok) {
          expect(result.ids.length + result.duplicates + result.outOfRange.length).toBe(taken)
          expect(result.leftOut).toHaveLength(left)
          for (const id of result.ids) expect(runsIn(text)).toContain(String(id))
        } else if (taken === 0 && left > 0) {
          expect(result.message).toMatchObject({ id: 'itemIds.noneLeftOut', values: { count: left } })
        } else {
          // Only numbers no item can have: the refusal names them.
          expect(result.message).toMatchObject({ id: 'itemIds.outOfRange' })
        }
      }),
      { numRuns: 1500 },
    )
  })
})
