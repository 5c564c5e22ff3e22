/**
 * The shape of a number in ticket text, read where its digits start: a date, a time, a phone
 * number, a decimal or grouped amount, a range, or plain digits (the only shape that can be an
 * item ID). Each shape is one small sticky pattern, tried in order; the first that fits wins.
 */
export type NumberShape = 'plain' | 'date' | 'time' | 'phone' | 'decimal' | 'spaced' | 'range'

export interface ShapedNumber {
  readonly shape: NumberShape
  readonly start: number
  readonly end: number
}

const DIGITS = /\d+/y

/** Shapes that need only the text itself; `runOn` marks the grouped ones (see groupedShape). */
const SHAPES: readonly (readonly [
  Exclude<NumberShape, 'plain' | 'spaced'>,
  RegExp,
  ((match: string) => boolean)?,
  RegExp?,
])[] = [
  // 2026-11-23, 2026-11-23T14:05, 2026/11/23, 2026年11月23日, 11月23日
  ['date', /\d{4}([-/.])\d{1,2}\1\d{1,2}(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?(?!\d)/y],
  ['date', /(?:\d{2,4}年)?\d{1,2}月(?:\d{1,2}[日号])?/y],
  // 23.11.2026, 23/11/26, 23-11-2026, and 23.11. (German, no year)
  ['date', /\d{1,2}([./-])\d{1,2}\1\d{2,4}(?!\d|[./-]\d)/y, (text) => isDayAndMonth(text)],
  ['date', /\d{1,2}\.\d{1,2}\.(?![\d\p{L}])/uy, (text) => isDayAndMonth(text)],
  // 23/11 or 11/23: both read as a day and a month one way round.
  ['date', /\d{1,2}\/\d{1,2}(?![\d/])/y, (text) => isDayAndMonth(text)],
  // 14:05, 14:05:30, 2:30pm, 14h05, 14h30min
  ['time', /\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?(?![\d:])/iy, (text) => isClock(text)],
  ['time', /\d{1,2}h\d{2}(?:min)?(?!\d)/y],
  // 555-0100, 030-1234-5678: at least seven digits in hyphenated groups.
  ['phone', /\d{2,5}(?:-\d{2,5}){1,4}(?![\d-])/y, (text) => digitCount(text) >= 7],
  // 3-5 (days), 10–20, 3~5天, 3〜5: a span, never an ID.
  ['range', /\d+\s?[-–~〜]\s?\d+(?![\d-])/y],
  // 1,234.56  1,500  1.500,00  1.500
  ['decimal', /\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\d,]?\d)/y, undefined, /\d{1,3}(?:,\d{3})+/y],
  ['decimal', /\d{1,3}(?:\.\d{3})+(?:,\d+)?(?![\d.]?\d)/y, undefined, /\d{1,3}(?:\.\d{3})+/y],
  // 23.50  0.5  23,50  (a comma with three digits is grouping, with four a list: 1042,2291)
  ['decimal', /\d+\.\d+(?!\d)/y],
  ['decimal', /\d+,\d{1,2}(?!\d)/y],
]

/** 1 500,00 and 12 000: digits grouped by spaces, an amount only with cents or money beside. */
const SPACED = /\d{1,3}(?: \d{3})+(?:[.,]\d{1,2})?(?![\d.,]?\d)/y
const SPACED_RUN = /\d{1,3}(?: \d{3})+/y
const HAS_CENTS = /[.,]\d{1,2}$/u

/**
 * +49 30 1234567, +7 (912) 345-67-89, (030) 1234 567, (11) 98765-4321: starts at the `+` or
 * the `(`. A bracketed start is a phone only with a trunk `0` or a hyphen after it, since
 * `(1042) 2291` is two IDs.
 */
const PHONE_FROM_SIGN = /(?:\+\d{1,3}|\(\d{2,5}\))(?:[ -]?\(?\d+\)?)+/y
const BRACKETED_PHONE = /^\((?:0\d+\).*|.*-.*)$/u
/** After a word such as `Tel.` or `телефон`: the digits up to the end of the number. */
const PHONE_AFTER_WORD = /\d+(?:[ ./-]?\(?\d+\)?)*/y

function digitCount(text: string): number {
  return text.replace(/\D/gu, '').length
}

function isDayAndMonth(text: string): boolean {
  const [a = 0, b = 0] = text.split(/[./-]/u).map(Number)
  const plausible = (day: number, month: number) => day >= 1 && day <= 31 && month >= 1 && month <= 12
  return plausible(a, b) || plausible(b, a)
}

function isClock(text: string): boolean {
  const [hours = 99, minutes = 99] = text.split(':').map((part) => Number.parseInt(part, 10))
  return hours <= 24 && minutes < 60
}

function matchAt(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at
  return pattern.exec(text)?.[0] ?? null
}

/** The shape of the number whose digits start at `at`, asked in reading order (`moneyBeside`: see SPACED). */
export type NumberShaper = (at: number, moneyBeside: (end: number) => boolean) => ShapedNumber

/**
 * The shaper of `text`. A grouped shape (`1,234,567`, `1 500 000`) that fails on a long run of
 * groups (a list of 3-digit IDs, `123 456 789 …`) fails the same way from each later group of
 * that run: the groups run to the same end, followed by the same text. The shaper remembers
 * where such a run ends, so its groups are not read again from each of them, which would cost
 * the square of the run's length.
 */
export function numberShaper(text: string): NumberShaper {
  const failedRuns = new Map<RegExp, { readonly from: number; readonly to: number }>()
  /** `pattern` at `at`, or null when it does not fit or `accept` refuses what it matched. */
  const tryShape = (pattern: RegExp, at: number, accept: (found: string) => boolean, run?: RegExp) => {
    const failed = run && failedRuns.get(run)
    if (failed && failed.from < at && at < failed.to) return null
    const found = matchAt(pattern, text, at)
    if (found !== null && accept(found)) return found
    const runOn = run && matchAt(run, text, at)
    if (runOn) failedRuns.set(run, { from: at, to: at + runOn.length })
    return null
  }
  return (at, moneyBeside) => {
    for (const [shape, pattern, accept = always, run] of SHAPES) {
      const found = tryShape(pattern, at, accept, run)
      if (found !== null) return { shape, start: at, end: at + found.length }
    }
    const isAmount = (spaced: string) => HAS_CENTS.test(spaced) || moneyBeside(at + spaced.length)
    const spaced = tryShape(SPACED, at, isAmount, SPACED_RUN)
    if (spaced !== null) return { shape: 'spaced', start: at, end: at + spaced.length }
    const digits = matchAt(DIGITS, text, at) ?? ''
    return { shape: 'plain', start: at, end: at + digits.length }
  }
}

const always = () => true

/** A phone number starting at a `+` or `(` at `at`, or null when fewer than seven digits follow. */
export function phoneFromSignAt(text: string, at: number): ShapedNumber | null {
  const found = matchAt(PHONE_FROM_SIGN, text, at)
  if (found === null || digitCount(found) < 7) return null
  if (found.startsWith('(') && !BRACKETED_PHONE.test(found)) return null
  return { shape: 'phone', start: at, end: at + found.length }
}

/** The phone number that follows a word such as `Tel.`, starting at `at`. */
export function phoneAfterWordAt(text: string, at: number): ShapedNumber {
  const found = matchAt(PHONE_AFTER_WORD, text, at) ?? ''
  return { shape: 'phone', start: at, end: at + found.length }
}
