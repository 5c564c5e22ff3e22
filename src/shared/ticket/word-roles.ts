import { REPLY_LANGUAGE_CODES } from '../i18n/languages'
import { intlMonthNames } from './month-names'
import { withoutTrailing } from './punctuation'
import { TICKET_WORDS, TIME_UNITS, type TimeUnit } from './vocabulary'

/** What a number left out of a ticket's IDs was taken for. */
export type LeftOutKind =
  | 'price'
  | 'date'
  | 'time'
  | 'duration'
  | 'quantity'
  | 'decimal'
  | 'phone'
  | 'percent'
  | 'trade offer'
  | 'column'
  | 'range'
  | 'name'

/** What a word beside a number says about it. */
export type WordRole =
  | { readonly kind: 'marker' }
  | { readonly kind: 'joiner' }
  | { readonly kind: 'month' }
  | {
      readonly kind: 'left'
      readonly as: LeftOutKind
      readonly unit?: TimeUnit
      /** The Chinese unit matched at the start of a run of Han characters (`元` of `元起`). */
      readonly word?: string
    }

/**
 * Currencies whose codes are read in any case (`23 usd`): those customers of the six reply
 * languages pay in. Codes that are also common words (`TRY`, `ALL`, `CUP`) are left out.
 */
export const CURRENCY_CODES = [
  'EUR',
  'USD',
  'RUB',
  'BRL',
  'CNY',
  'RMB',
  'GBP',
  'UAH',
  'KZT',
  'BYN',
  'PLN',
  'CHF',
  'MXN',
  'ARS',
  'CLP',
  'JPY',
  'CAD',
  'AUD',
] as const

/**
 * Short month names that are also everyday words (`3 out of 5`, `set 2`, `may`). Not the date
 * reader's list (date-words.ts): there "May 25" must stay a date, here "may" must not make
 * the number beside it a date rather than an ID.
 */
const MONTH_LOOKALIKES = new Set(['may', 'out', 'set', 'mar'])

const words = Object.values(TICKET_WORDS)
const all = (pick: (language: (typeof words)[number]) => readonly string[]) => words.flatMap(pick)
const isHan = (word: string) => /^\p{Script=Han}/u.test(word)

/** Signs, codes and names of the currencies above in each reply language, as `Intl` writes them. */
function currencyWordsFromIntl(): string[] {
  const found: string[] = []
  for (const locale of REPLY_LANGUAGE_CODES) {
    for (const currency of CURRENCY_CODES) {
      if (currency === 'RMB') continue
      for (const currencyDisplay of ['symbol', 'narrowSymbol', 'name'] as const) {
        const format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay })
        for (const value of [1, 2, 5]) {
          const part = format.formatToParts(value).find((each) => each.type === 'currency')?.value ?? ''
          // "Russische Rubel", "dólares estadounidenses": each word says money after a number.
          found.push(
            ...part
              .toLowerCase()
              .split(/\s+/u)
              .filter((word) => word.length > 1 || /\p{Sc}/u.test(word)),
          )
        }
      }
    }
  }
  return found
}

/** Month names in each reply language, as `Intl` writes them, but for words that are also common words. */
function monthNamesFromIntl(): string[] {
  return intlMonthNames(REPLY_LANGUAGE_CODES)
    .map(([name]) => name)
    .filter((name) => !isHan(name) && !MONTH_LOOKALIKES.has(name))
}

const markers = new Set(all((w) => w.markers))
const tradeOffer = new Set(all((w) => w.tradeOffer))
const money = new Set([
  ...all((w) => w.money),
  ...CURRENCY_CODES.map((code) => code.toLowerCase()),
  ...currencyWordsFromIntl(),
])
const phone = new Set(all((w) => w.phone))
const quantity = new Set(all((w) => w.quantity))
const clock = new Set(all((w) => w.clock))
const calendar = new Set(all((w) => w.calendar))
const joiners = new Set(all((w) => w.joiners))
const months = new Set(monthNamesFromIntl())
const timeUnit = new Map<string, TimeUnit>(
  TIME_UNITS.flatMap((unit) => all((w) => w.time[unit]).map((word) => [word, unit] as const)),
)

const withWord = (word: string, role: WordRole): readonly [string, WordRole] => [
  word,
  role.kind === 'left' ? { ...role, word } : role,
]

/** Units a Han run may start with, longest first (`个月` is months before `个` is a quantity). */
const hanAfter: readonly (readonly [string, WordRole])[] = [
  ...[...timeUnit].map(([word, unit]) => [word, left('duration', unit)] as const),
  ...[...clock].map((word) => [word, left('time')] as const),
  ...[...quantity].map((word) => [word, left('quantity')] as const),
  ...[...money].map((word) => [word, left('price')] as const),
  ...[...calendar].map((word) => [word, left('date')] as const),
]
  .filter(([word]) => isHan(word))
  .sort(([a], [b]) => b.length - a.length)
  .map(([word, role]) => withWord(word, role))

const hanBefore: readonly (readonly [string, WordRole])[] = [
  ...[...tradeOffer].map((word) => [word, left('trade offer')] as const),
  ...[...phone].map((word) => [word, left('phone')] as const),
  ...[...money].map((word) => [word, left('price')] as const),
  ...[...markers].map((word) => [word, { kind: 'marker' }] as const),
]
  .filter(([word]) => isHan(word))
  .sort(([a], [b]) => b.length - a.length)

function left(as: LeftOutKind, unit?: TimeUnit): WordRole {
  return unit === undefined ? { kind: 'left', as } : { kind: 'left', as, unit }
}

/** Particles between a Chinese marker and its number (`编号为1042`, `物品是3310`, `订单号：1042`). */
const HAN_LINKS = new Set([...'为是:'])
/** What ends a word before a number without changing it (`Nr.`, `ID:`, `#`). */
const MARKER_ENDS = new Set([...'.:#=-º°'])
/** What ends a word after a number without changing it (`Tagen.`, `€)`). */
const SENTENCE_ENDS = new Set([...'.,:;!?)]}"\'»…'])
const isHanLink = (mark: string) => HAN_LINKS.has(mark)
const isMarkerEnd = (mark: string) => MARKER_ENDS.has(mark)
const isSentenceEnd = (mark: string) => SENTENCE_ENDS.has(mark)

/** The word as looked up: lower case, `#`, `:` and dots at its end dropped (`Nr.`, `ID:`). */
export function bareWord(word: string): string {
  return withoutTrailing(word.toLowerCase(), isMarkerEnd)
}

/** The role of the word just before a number (`Artikel`, `€`, `Tel.`), or null. */
export function roleBefore(glued: string): WordRole | null {
  const run = withoutTrailing(glued, isHanLink)
  if (isHan(run.at(-1) ?? '')) {
    const found = hanBefore.find(([han]) => run.endsWith(han))
    return found ? found[1] : null
  }
  // `商品ID:` is read by its Latin end, `ID`.
  const word = glued.replace(/^.*\p{Script=Han}/u, '')
  if (/\p{Sc}$/u.test(word)) return left('price')
  if (word.endsWith('#')) return { kind: 'marker' }
  const bare = bareWord(word)
  if (bare === 'x' || bare === '×') return left('quantity')
  if (tradeOffer.has(bare)) return left('trade offer')
  if (phone.has(bare)) return left('phone')
  if (money.has(bare)) return left('price')
  if (months.has(bare)) return { kind: 'month' }
  if (markers.has(bare)) return { kind: 'marker' }
  if (joiners.has(bare)) return { kind: 'joiner' }
  return null
}

/** The role of the word just after a number (`Tagen`, `€`, `pcs`, `ноября`, `天前`), or null. */
export function roleAfter(word: string): WordRole | null {
  if (isHan(word)) {
    const found = hanAfter.find(([han]) => word.startsWith(han))
    return found ? found[1] : null
  }
  if (/^\p{Sc}/u.test(word)) return left('price')
  if (word.startsWith('%')) return left('percent')
  const bare = withoutTrailing(word.toLowerCase(), isSentenceEnd)
  const unit = timeUnit.get(bare)
  if (unit !== undefined) return left('duration', unit)
  if (money.has(bare)) return left('price')
  if (clock.has(bare)) return left('time')
  if (calendar.has(bare)) return left('date')
  if (months.has(bare)) return { kind: 'month' }
  if (quantity.has(bare) || bare === '×') return left('quantity')
  if (joiners.has(bare)) return { kind: 'joiner' }
  return null
}

/** True for a word that joins two IDs of one list (`und`, `и`, `和`). */
export function isJoiner(word: string): boolean {
  return joiners.has(word.toLowerCase())
}
