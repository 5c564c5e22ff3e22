import type { ReplyLanguage } from '../i18n/languages'
import { dateOf, dayNumberOfDate, weekdayOf } from './calendar-days'
import {
  AGO_PATTERNS,
  chineseNumber,
  countedUnitWords,
  DAY_FIRST_LANGUAGES,
  FEW_DAYS_AGO,
  FEW_DAYS_BACK,
  HAN_LAST_WEEK,
  HAN_NUMBER,
  HAN_WEEKDAY,
  HAN_WEEKDAY_INDEX,
  LAST_WEEK,
  MONTH_NAMES,
  NUMBER_WORDS,
  PT_ORDINAL_WEEKDAYS,
  RELATIVE_DAYS,
  UNIT_OF,
  WEEKDAY_AFTER,
  WEEKDAY_BEFORE,
  WEEKDAYS,
} from './date-words'

/**
 * Where a ticket names a day, and which: each mention is read into a range of day numbers
 * (a "last week" is seven days, a "3 days ago" one) relative to the reference day, or found
 * ambiguous (`03/04`, which en-US and the rest of the world read as different days). Every
 * pattern reads its words once, left to right, so a long paste costs a few linear passes.
 */

/** The days a mention names, as day numbers, inclusive. */
export interface DayRange {
  readonly from: number
  readonly to: number
}

/** A mention of a day in the text, with what it was read as. */
export interface RawMention {
  readonly text: string
  readonly start: number
  readonly end: number
  readonly read: DayRange | 'ambiguous'
}

interface Context {
  readonly reference: number
  readonly language: ReplyLanguage | null
}

type Groups = Readonly<Record<string, string | undefined>>
type Reading = DayRange | 'ambiguous' | null

interface Reader {
  readonly pattern: RegExp
  readonly read: (groups: Groups, context: Context) => Reading
}

/** A word of letters is a word only between non-letters; Chinese has no spaces to need it. */
const BEFORE = '(?<![\\p{L}\\p{N}])'
const AFTER = '(?![\\p{L}\\p{N}])'
/**
 * "N weeks ago" is a round figure: the customer's day lies some days either side of it, and
 * half a week each way covers that without reaching the next week's figure.
 */
const WEEK_SLACK = 3
/** Counts beyond these are not a purchase a ticket would date by counting back. */
const MAX_DAYS_AGO = 366
const MAX_WEEKS_AGO = 52
const MAX_HOURS_AGO = 72
/** How many years back a day without a year is looked for (29 February comes back within 8). */
const YEARS_BACK = 8

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&').replace(/ /gu, '\\s+')
const isHan = (word: string) => /^\p{Script=Han}/u.test(word)
const longestFirst = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length)
const alternation = (words: readonly string[]) => longestFirst(words).map(escape).join('|')

/** Words of any of the six languages, bounded where they are written in letters. */
function wordsPattern(words: readonly string[]): string {
  const letters = words.filter((word) => !isHan(word))
  const han = words.filter(isHan)
  // An empty alternation would match everywhere: each part only with words in it.
  const parts = [
    ...(letters.length > 0 ? [`${BEFORE}(?:${alternation(letters)})${AFTER}`] : []),
    ...(han.length > 0 ? [`(?:${alternation(han)})`] : []),
  ]
  return parts.join('|')
}

const FLAGS = 'giu'
const day = (number: number): DayRange => ({ from: number, to: number })

const NUMBER = `[0-9]{1,3}|${alternation(Object.keys(NUMBER_WORDS))}`

function countOf(text: string | undefined): number | null {
  if (text === undefined) return 1
  if (/^[0-9]+$/u.test(text)) return Number(text)
  return NUMBER_WORDS[text.toLowerCase()] ?? chineseNumber(text)
}

function agoReading({ n, u }: Groups, { reference }: Context): Reading {
  const count = countOf(n)
  if (count === null) return null
  const unit = UNIT_OF.get((u ?? '').toLowerCase())
  if (unit === 'weeks') {
    if (count > MAX_WEEKS_AGO) return null
    const middle = reference - 7 * count
    return { from: middle - WEEK_SLACK, to: Math.min(reference, middle + WEEK_SLACK) }
  }
  // Hours back reach the day before as soon as they pass the hour the ticket was written at,
  // which the day alone does not tell: every day they may reach, up to the reference.
  if (unit === 'hours')
    return count > MAX_HOURS_AGO ? null : { from: reference - Math.ceil(count / 24), to: reference }
  return count > MAX_DAYS_AGO ? null : day(reference - count)
}

/** The most recent day before the reference that is the given weekday (Monday 0): 1 to 7 days back. */
function lastWeekday(index: number, reference: number): number {
  const back = (weekdayOf(reference) - index + 7) % 7
  return reference - (back === 0 ? 7 : back)
}

/** The Monday of the calendar week before the reference's. */
const mondayOfLastWeek = (reference: number) => reference - weekdayOf(reference) - 7

function weekdayIndex(name: string | undefined, lists: readonly (readonly string[])[]): number {
  const bare = (name ?? '').toLowerCase()
  return lists.findIndex((names) => names.includes(bare))
}

/** A day and month, with the year written or else the most recent one not after the reference. */
function dayOfDate(
  dayOfMonth: number,
  month: number,
  yearText: string | undefined,
  reference: number,
): number | null {
  if (yearText !== undefined) {
    const written = Number(yearText)
    return dayNumberOfDate(yearText.length === 2 ? 2000 + written : written, month, dayOfMonth)
  }
  const { year } = dateOf(reference)
  for (let back = 0; back <= YEARS_BACK; back += 1) {
    const found = dayNumberOfDate(year - back, month, dayOfMonth)
    if (found !== null && found <= reference) return found
  }
  return null
}

const dated = (found: number | null): Reading => (found === null ? null : day(found))

/**
 * Two numbers of a slashed or dashed date. One above 12 can only be the day; both 12 or
 * under are day first in the languages that always write it so, and otherwise ambiguous:
 * an English `03/04` is 3 April in London and March 4 in New York, and the app never picks.
 */
function numericReading({ a, b, y }: Groups, { reference, language }: Context): Reading {
  const first = Number(a)
  const second = Number(b)
  const dayFirst = dayOfDate(first, second, y, reference)
  const monthFirst = dayOfDate(second, first, y, reference)
  if (first === second || first > 12 || second > 12) return dated(dayFirst ?? monthFirst)
  if (language !== null && DAY_FIRST_LANGUAGES.has(language)) return dated(dayFirst)
  return dayFirst === null && monthFirst === null ? null : 'ambiguous'
}

const MONTH = `(?<m>${alternation([...MONTH_NAMES.keys()])})(?!\\p{L})\\.?`
const monthOf = (name: string | undefined) => MONTH_NAMES.get((name ?? '').toLowerCase()) ?? 0
const YEAR_AFTER = '(?:,?\\s*(?:de\\s+)?(?<y>[0-9]{4})(?![0-9])(?:\\s*г(?:ода|\\.)?)?)?'

const RELATIVE_READERS: readonly Reader[] = [
  ...RELATIVE_DAYS.map(([back, words]) => ({
    pattern: new RegExp(wordsPattern(words), FLAGS),
    read: (_groups: Groups, { reference }: Context) => day(reference - back),
  })),
  {
    pattern: new RegExp(wordsPattern(FEW_DAYS_AGO), FLAGS),
    read: (_groups, { reference }) => ({
      from: reference - FEW_DAYS_BACK.from,
      to: reference - FEW_DAYS_BACK.to,
    }),
  },
]

/** Each language's "N … ago" with its own unit words: Chinese unbounded and with Han numerals. */
const AGO_READERS: readonly Reader[] = Object.entries(AGO_PATTERNS).flatMap(([language, sources]) => {
  const han = language === 'zh-CN'
  const units = `(?<u>${alternation(countedUnitWords(language as ReplyLanguage))})`
  const number = han ? `(?<![0-9])(?<n>[0-9]{1,3}|${HAN_NUMBER})` : `(?<n>${NUMBER})`
  return sources.map((source) => {
    const filled = source.replace('{n}', number).replace('{u}', units)
    return { pattern: new RegExp(han ? filled : `${BEFORE}${filled}${AFTER}`, FLAGS), read: agoReading }
  })
})

const WEEKDAY_READERS: readonly Reader[] = [
  {
    pattern: new RegExp(
      `${BEFORE}(?:(?:${alternation(WEEKDAY_BEFORE)})\\s+)?(?<w>${alternation(WEEKDAYS.flat())})` +
        `(?:\\s+(?:${alternation(WEEKDAY_AFTER)}))?${AFTER}`,
      FLAGS,
    ),
    read: ({ w }, { reference }) => day(lastWeekday(weekdayIndex(w, WEEKDAYS), reference)),
  },
  {
    // Portuguese `terça` and the like are weekdays with `-feira` or after `na`, ordinals otherwise.
    pattern: new RegExp(
      `${BEFORE}(?:(?:na|nesta|neste|última|ultima|desde)\\s+(?<p>${alternation(PT_ORDINAL_WEEKDAYS.flat())})(?:[-\\s]feira)?` +
        `|(?<q>${alternation(PT_ORDINAL_WEEKDAYS.flat())})[-\\s]feira)(?:\\s+(?:${alternation(WEEKDAY_AFTER)}))?${AFTER}`,
      FLAGS,
    ),
    read: ({ p, q }, { reference }) => day(lastWeekday(weekdayIndex(p ?? q, PT_ORDINAL_WEEKDAYS), reference)),
  },
  {
    // `上周二` is Tuesday of last calendar week; `周二` alone, the most recent Tuesday.
    pattern: new RegExp(HAN_WEEKDAY, FLAGS),
    read: ({ last, d }, { reference }) => {
      const index = HAN_WEEKDAY_INDEX.indexOf(d === '天' ? '日' : (d ?? ''))
      return day(last === undefined ? lastWeekday(index, reference) : mondayOfLastWeek(reference) + index)
    },
  },
  {
    // Last calendar week, Monday to Sunday, and the Sunday before: weeks start on Sunday in the US.
    pattern: new RegExp(`${wordsPattern(LAST_WEEK)}|${HAN_LAST_WEEK}`, FLAGS),
    read: (_groups, { reference }) => {
      const monday = mondayOfLastWeek(reference)
      return { from: monday - 1, to: monday + 6 }
    },
  },
]

/** Readers of dates written with digits or month names, which need no word list. */
const DATE_READERS: readonly Reader[] = [
  {
    // 2026-11-25, 2026/11/25, 2026.11.25: the year first is read the same everywhere.
    pattern: /(?<![0-9./-])(?<y>[0-9]{4})(?<sep>[-/.])(?<m>[0-9]{1,2})\k<sep>(?<d>[0-9]{1,2})(?![0-9])/gu,
    read: ({ y, m, d }, { reference }) => dated(dayOfDate(Number(d), Number(m), y, reference)),
  },
  {
    // 2026年11月25日, 11月25日, 11月25号
    pattern:
      /(?<![0-9])(?:(?<y>[0-9]{4}|[0-9]{2})\s*年\s*)?(?<m>[0-9]{1,2})\s*月\s*(?<d>[0-9]{1,2})\s*[日号]/gu,
    read: ({ y, m, d }, { reference }) => dated(dayOfDate(Number(d), Number(m), y, reference)),
  },
  {
    // 25.11. and 25.11.2026: the day first wherever dates are written with dots. Not after a
    // currency sign or a digit (`€10.05.` is a price at a sentence's end).
    pattern:
      /(?<![0-9.,$€£¥₽])(?<d>[0-9]{1,2})\.\s?(?<m>[0-9]{1,2})\.(?:\s?(?<y>[0-9]{4}|[0-9]{2})(?![0-9])|(?!\s?[0-9]))/gu,
    read: ({ y, m, d }, { reference }) => dated(dayOfDate(Number(d), Number(m), y, reference)),
  },
  {
    // 25/11, 11/25/2026, 25-11-2026 (a dash needs the year: `3-5 days` is a range).
    pattern:
      /(?<![0-9/.$€£¥₽-])(?<a>[0-9]{1,2})(?:\/(?<b>[0-9]{1,2})(?:\/(?<y>[0-9]{4}|[0-9]{2}))?|-(?<c>[0-9]{1,2})-(?<z>[0-9]{4}|[0-9]{2}))(?![0-9]|[/-][0-9])/gu,
    read: ({ a, b, c, y, z }, context) => numericReading({ a, b: b ?? c, y: y ?? z }, context),
  },
  {
    // 25 November, 25. November 2026, 25 de noviembre de 2026, 25 ноября, the 25th of Nov
    pattern: new RegExp(
      `(?<![0-9])(?<d>[0-9]{1,2})(?:st|nd|rd|th|\\.|-?го|-?е)?\\s*(?:de\\s+|of\\s+)?${MONTH}${YEAR_AFTER}`,
      FLAGS,
    ),
    read: ({ d, m, y }, { reference }) => dated(dayOfDate(Number(d), monthOf(m), y, reference)),
  },
  {
    // Nov 25, November 25th, 2026
    pattern: new RegExp(
      `${BEFORE}${MONTH}\\s*(?<d>[0-9]{1,2})(?:st|nd|rd|th)?(?![0-9])(?:,?\\s+(?<y>[0-9]{4})(?![0-9]))?`,
      FLAGS,
    ),
    read: ({ d, m, y }, { reference }) => dated(dayOfDate(Number(d), monthOf(m), y, reference)),
  },
]

const WORD_READERS = [...RELATIVE_READERS, ...AGO_READERS, ...WEEKDAY_READERS]

/**
 * Every mention of a day in `text`, in reading order. Where two readings overlap, the one
 * that starts first wins, and of two starting together the longer (`the day before
 * yesterday` over `yesterday`, `25 ноября 2026` over `25 ноября`).
 */
export function dayMentions(
  text: string,
  reference: number,
  language: ReplyLanguage | null,
  options: { readonly datesOnly?: boolean } = {},
): RawMention[] {
  const context: Context = { reference, language }
  const found: RawMention[] = []
  for (const reader of options.datesOnly === true ? DATE_READERS : [...WORD_READERS, ...DATE_READERS]) {
    for (const match of text.matchAll(reader.pattern)) {
      const read = reader.read(match.groups ?? {}, context)
      if (read !== null)
        found.push({ text: match[0], start: match.index, end: match.index + match[0].length, read })
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end)
  const kept: RawMention[] = []
  for (const mention of found) {
    if (kept.length === 0 || mention.start >= kept[kept.length - 1]!.end) kept.push(mention)
  }
  return kept
}
