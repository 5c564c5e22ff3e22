import type { ReplyLanguage } from '../i18n/languages'
import { intlMonthNames } from './month-names'
import { TICKET_WORDS } from './vocabulary'

/**
 * The words customers date a purchase with, in the six reply languages, written once: the
 * date reader (date-mentions.ts) builds its patterns from these lists only. Words are lower
 * case; the patterns match them in any case. Month names come from `Intl`, as the reply's
 * dates are written, so a month the app writes is a month it reads.
 */

/**
 * Days back from the ticket's day that a word names. "Last night" is the evening before the
 * ticket's day, as customers mean it: a purchase after midnight is still inside the window,
 * which is widened by a day each side (ticket-dates.ts).
 */
export const RELATIVE_DAYS: readonly (readonly [number, readonly string[]])[] = [
  [0, ['today', 'heute', 'hoy', 'hoje', 'сегодня', '今天', '今日']],
  [
    1,
    [
      'yesterday',
      'last night',
      'gestern',
      'letzte nacht',
      'letzten nacht',
      'vergangene nacht',
      'vergangenen nacht',
      'ayer',
      'anoche',
      'ontem',
      'noite passada',
      'вчера',
      'прошлой ночью',
      '昨天',
      '昨日',
      '昨晚',
      '昨夜',
    ],
  ],
  [
    2,
    [
      'the day before yesterday',
      'day before yesterday',
      'vorgestern',
      'anteayer',
      'antier',
      'antes de ayer',
      'anteontem',
      'antes de ontem',
      'позавчера',
      '前天',
    ],
  ],
]

/** Number words customers count days and weeks with, of the five languages written in letters. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  ein: 1, einem: 1, einer: 1, eins: 1, zwei: 2, drei: 3, vier: 4, fünf: 5, sechs: 6, sieben: 7, acht: 8,
  neun: 9, zehn: 10,
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  um: 1, uma: 1, dois: 2, duas: 2, três: 3, quatro: 4, sete: 7, oito: 8, nove: 9, dez: 10,
  один: 1, одну: 1, одни: 1, два: 2, две: 2, три: 3, четыре: 4, пять: 5, шесть: 6, семь: 7, восемь: 8,
  девять: 9, десять: 10,
} // prettier-ignore

/** Chinese numerals up to 99 (`三`, `两`, `十二`, `二十`), read by chineseNumber. */
const HAN_DIGITS: Readonly<Record<string, number>> = {
  一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9,
} // prettier-ignore
export const HAN_NUMBER = '[一二两三四五六七八九十]{1,3}'

export function chineseNumber(text: string): number | null {
  if (!/^[一二两三四五六七八九十]{1,3}$/u.test(text)) return null
  const [tens, ones] = text.includes('十') ? text.split('十') : ['', text]
  if (tens === undefined || ones === undefined || ones.length > 1 || tens.length > 1) return null
  const tensValue = text.includes('十') ? (tens === '' ? 1 : (HAN_DIGITS[tens] ?? 0)) : 0
  const onesValue = ones === '' ? 0 : (HAN_DIGITS[ones] ?? 0)
  const value = tensValue * 10 + onesValue
  return value > 0 && (tens === '' || tensValue > 0) ? value : null
}

/** The units a ticket counts back in to date a purchase: the ID reader's own words for them. */
export type CountedUnit = 'hours' | 'days' | 'weeks'
const COUNTED_UNITS: readonly CountedUnit[] = ['hours', 'days', 'weeks']
/** Chinese units of a "N … 前" that the ID reader does not need: 日 (a day) and 礼拜 (a week, in speech). */
const HAN_EXTRA_UNITS: readonly (readonly [string, CountedUnit])[] = [
  ['日', 'days'],
  ['礼拜', 'weeks'],
  ['个礼拜', 'weeks'],
]

/** A language's words for the units counted back, from vocabulary.ts. */
export function countedUnitWords(language: ReplyLanguage): readonly string[] {
  const own = COUNTED_UNITS.flatMap((unit) => TICKET_WORDS[language].time[unit])
  return language === 'zh-CN' ? [...own, ...HAN_EXTRA_UNITS.map(([word]) => word)] : own
}

/** Each unit word, lower case, with the unit it counts. */
export const UNIT_OF: ReadonlyMap<string, CountedUnit> = new Map([
  ...COUNTED_UNITS.flatMap((unit) =>
    Object.values(TICKET_WORDS).flatMap((words) => words.time[unit].map((word) => [word, unit] as const)),
  ),
  ...HAN_EXTRA_UNITS,
])

/**
 * "N days/weeks/hours ago" in each language's word order, `{n}` the number and `{u}` the
 * language's unit words, as sources of a pattern. Russian may leave the number out (`неделю
 * назад`): one. Chinese writes no spaces and counts in Han numerals too (`两周前`, `三天之前`).
 */
export const AGO_PATTERNS: Readonly<Record<ReplyLanguage, readonly string[]>> = {
  en: ['{n}\\s+{u}\\s+ago'],
  de: ['vor\\s+{n}\\s+{u}'],
  es: ['hace\\s+{n}\\s+{u}', '{n}\\s+{u}\\s+atrás'],
  'pt-BR': ['(?:há|faz)\\s+{n}\\s+{u}', '{n}\\s+{u}\\s+atrás'],
  ru: ['(?:{n}\\s+)?{u}\\s+назад'],
  'zh-CN': ['{n}\\s*{u}\\s*(?:之|以)?前'],
}

/**
 * "A few days ago" in each language: two to five days back, the span these words cover in
 * everyday use ("a couple of days" lies inside it). The window shows it and the agent can narrow it.
 */
export const FEW_DAYS_BACK = { from: 5, to: 2 } as const
export const FEW_DAYS_AGO = [
  'a few days ago',
  'few days ago',
  'a couple of days ago',
  'a couple days ago',
  'couple of days ago',
  'couple days ago',
  'vor ein paar tagen',
  'vor einigen tagen',
  'vor wenigen tagen',
  'hace unos días',
  'hace unos dias',
  'hace algunos días',
  'hace algunos dias',
  'hace un par de días',
  'hace un par de dias',
  'hace pocos días',
  'há alguns dias',
  'há uns dias',
  'há poucos dias',
  'faz alguns dias',
  'alguns dias atrás',
  'несколько дней назад',
  'пару дней назад',
  'на днях',
  '几天前',
  '前几天',
]

/**
 * Weekday names, Monday first, as customers write them after "on"/"am"/"el"/"na"/"в".
 * Portuguese `segunda` … `sexta` are also ordinals ("segunda vez"): they count only with
 * `-feira` or after `na`/`nesta`/`última` (see date-mentions.ts).
 */
export const WEEKDAYS: readonly (readonly string[])[] = [
  ['monday', 'montag', 'lunes', 'понедельник'],
  ['tuesday', 'dienstag', 'martes', 'вторник'],
  ['wednesday', 'mittwoch', 'miércoles', 'miercoles', 'среду', 'среда'],
  ['thursday', 'donnerstag', 'jueves', 'четверг'],
  ['friday', 'freitag', 'viernes', 'пятницу', 'пятница'],
  ['saturday', 'samstag', 'sonnabend', 'sábado', 'sabado', 'субботу', 'суббота'],
  ['sunday', 'sonntag', 'domingo', 'воскресенье'],
]
/** The Portuguese weekdays that are also ordinals, Monday first. */
export const PT_ORDINAL_WEEKDAYS: readonly (readonly string[])[] = [
  ['segunda'],
  ['terça', 'terca'],
  ['quarta'],
  ['quinta'],
  ['sexta'],
]
/** The words that may stand before or after a weekday and belong to the mention. */
export const WEEKDAY_BEFORE = [
  'on', 'last', 'this past', 'past', 'am', 'letzten', 'letzte', 'letztem', 'vergangenen', 'el', 'na', 'no',
  'nesta', 'neste', 'última', 'ultima', 'último', 'ultimo', 'в прошлый', 'в прошлую', 'в прошлое', 'в', 'во',
] // prettier-ignore
export const WEEKDAY_AFTER = ['pasado', 'passado', 'passada']
/** Chinese weekdays: `周二`, `星期二`, `礼拜天`; the character after the word, Monday first. */
export const HAN_WEEKDAY = '(?<last>上个?)?(?:周|星期|礼拜)(?<d>[一二三四五六日天])'
export const HAN_WEEKDAY_INDEX = '一二三四五六日'

/** "Last week" in each language: the calendar week before the ticket's. */
export const LAST_WEEK = [
  'last week',
  'letzte woche',
  'letzter woche',
  'vergangene woche',
  'vergangener woche',
  'la semana pasada',
  'semana pasada',
  'na semana passada',
  'semana passada',
  'на прошлой неделе',
  'прошлой неделе',
]
/** The Chinese "last week", not followed by a weekday (that is HAN_WEEKDAY's). */
export const HAN_LAST_WEEK = '上个?(?:周|星期|礼拜)(?![一二三四五六日天])'

/**
 * Short month names that are everyday words too (`out`, `set`, `mar`, `ago` as in "3 days
 * ago"): beside a number they would date a sentence that names no date.
 */
const MONTH_LOOKALIKES = new Set(['out', 'set', 'mar', 'ago'])
/** Spellings customers use that `Intl` does not write. */
const EXTRA_MONTHS: readonly (readonly [string, number])[] = [
  ['sept', 9],
  ['maerz', 3],
  ['setiembre', 9],
]

const LETTER_LOCALES: readonly ReplyLanguage[] = ['en', 'de', 'es', 'pt-BR', 'ru']

/** Month names of the five languages written in letters, long and short, each with its month (1–12). */
function monthNamesFromIntl(): Map<string, number> {
  const found = new Map<string, number>(EXTRA_MONTHS)
  for (const [name, month] of intlMonthNames(LETTER_LOCALES)) {
    if (!MONTH_LOOKALIKES.has(name)) found.set(name, month)
  }
  return found
}

export const MONTH_NAMES: ReadonlyMap<string, number> = monthNamesFromIntl()

/**
 * The languages whose customers write a numeric date day first (`03/04` is 3 April). English
 * is not among them: en-US writes the month first, en-GB the day, so an English `03/04` is
 * either; Chinese tickets write dates with 月 and 日, and a slashed one follows no one rule.
 */
export const DAY_FIRST_LANGUAGES: ReadonlySet<ReplyLanguage> = new Set(['de', 'es', 'pt-BR', 'ru'])
