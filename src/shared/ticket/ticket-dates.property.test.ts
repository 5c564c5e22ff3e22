import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REPLY_LANGUAGE_CODES } from '../i18n/languages'
import { dayNumber, dayText, weekdayOf } from './calendar-days'
import { RELATIVE_DAYS, WEEKDAYS } from './date-words'
import { ticketDates, ZONE_WIDENING_DAYS } from './ticket-dates'

/**
 * The window over generated tickets: any reference day this century, any count back, any
 * date as `Intl` writes it in the six languages, and any text at all. The reference is always
 * passed in; nothing here reads the clock.
 */
const FIRST = dayNumber('2000-03-01')!
const LAST = dayNumber('2099-12-31')!
const reference = fc.integer({ min: FIRST, max: LAST })
const language = fc.constantFrom(...REPLY_LANGUAGE_CODES)
const before = fc.constantFrom(
  '',
  'Hi, I bought it ',
  'Hallo, gekauft ',
  'Hola, lo compré ',
  'Купил ',
  '你好，',
)
const after = fc.constantFrom(
  '',
  ' and it never came.',
  ', bitte prüfen.',
  ' y no llegó',
  ', не пришёл',
  '，没收到。',
)

/** "N days ago" in each language's words. */
const DAYS_AGO: Readonly<Record<(typeof REPLY_LANGUAGE_CODES)[number], (n: number) => string>> = {
  en: (n) => `${n} days ago`,
  de: (n) => `vor ${n} Tagen`,
  es: (n) => `hace ${n} días`,
  'pt-BR': (n) => `há ${n} dias`,
  ru: (n) => `${n} дней назад`,
  'zh-CN': (n) => `${n}天前`,
}

const windowOf = (ticket: string, today: number, lang: (typeof REPLY_LANGUAGE_CODES)[number] | null) => {
  const window = ticketDates(ticket, dayText(today), lang).window
  return window === null ? null : { from: dayNumber(window.from)!, to: dayNumber(window.to)!, window }
}

describe('the Bought around window, over generated tickets', () => {
  it('is the day N days back, widened, for "N days ago" with N from 0 to 60 in every language', () => {
    fc.assert(
      fc.property(
        reference,
        language,
        fc.integer({ min: 0, max: 60 }),
        before,
        after,
        (today, lang, n, pre, post) => {
          const read = windowOf(`${pre}${DAYS_AGO[lang](n)}${post}`, today, lang)
          expect(read?.from).toBe(today - n - ZONE_WIDENING_DAYS)
          expect(read?.to).toBe(today - n + ZONE_WIDENING_DAYS)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('holds the day of a date written as Intl writes it, within the year before the reference', () => {
    const style = fc.constantFrom<Intl.DateTimeFormatOptions>(
      { day: 'numeric', month: 'long' },
      { day: 'numeric', month: 'short' },
      { day: '2-digit', month: '2-digit', year: 'numeric' },
      { day: 'numeric', month: 'long', year: 'numeric' },
    )
    fc.assert(
      fc.property(
        reference,
        language,
        fc.integer({ min: 0, max: 360 }),
        style,
        (today, lang, back, options) => {
          const day = today - back
          const written = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(
            new Date(dayText(day)),
          )
          // Short month names that are also words (`mar`, `set`, `out`, `ago`) are left unread on purpose.
          fc.pre(!/(?<!\p{L})(?:mar|set|out|ago)(?!\p{L})/iu.test(written))
          // en-US writes 11/05/2026, which en-GB reads as 11 May: ambiguous, never a day (ticket-dates.test.ts).
          const [month, dayOfMonth] = written.split('/').map(Number)
          fc.pre(!(lang === 'en' && dayOfMonth! <= 12 && month !== dayOfMonth))
          const read = windowOf(`${written}`, today, lang)
          expect(read, written).not.toBeNull()
          expect(read!.from).toBeLessThanOrEqual(day)
          expect(read!.to).toBeGreaterThanOrEqual(day)
        },
      ),
      { numRuns: 800 },
    )
  })

  it('is the most recent past weekday named, one to seven days back', () => {
    fc.assert(
      fc.property(reference, fc.integer({ min: 0, max: 6 }), fc.nat(), (today, index, pick) => {
        const names = WEEKDAYS[index]!
        const named = windowOf(`on ${names[pick % names.length]!}`, today, null)!.window.named
        const day = dayNumber(named.from)!
        expect(weekdayOf(day)).toBe(index)
        expect(today - day).toBeGreaterThanOrEqual(1)
        expect(today - day).toBeLessThanOrEqual(7)
      }),
    )
  })

  // Pieces of dates and their words, so generated text often holds a near-date.
  const piece = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 6 }),
    fc.constantFrom(
      ...RELATIVE_DAYS.flatMap(([, words]) => words),
      ...WEEKDAYS.flat(),
      '25.11.', '03/04', '31.02.', '2026-11-25', '11月25日', '25 ноября', 'Nov 25', 'vor', 'hace', 'ago',
      'назад', '天前', '上周二', 'Date: 20 Nov 2026\n', '> ', '\n', ' ', '3', '12', '1999', '．', '３',
    ),
  ) // prettier-ignore
  const text = fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join(''))

  it('never throws, and always contains every day it names, read where the text has it', () => {
    fc.assert(
      fc.property(text, reference, fc.option(language, { nil: null }), (ticket, today, lang) => {
        const read = ticketDates(ticket, dayText(today), lang)
        for (const date of read.ambiguous) expect(ticket.slice(date.start, date.end)).toBe(date.text)
        if (read.window === null) return
        const from = dayNumber(read.window.from)!
        const to = dayNumber(read.window.to)!
        expect(from).toBeLessThanOrEqual(to)
        for (const mention of read.window.mentions) {
          expect(ticket.slice(mention.start, mention.end)).toBe(mention.text)
          expect(dayNumber(mention.from)! - ZONE_WIDENING_DAYS).toBeGreaterThanOrEqual(from)
          expect(dayNumber(mention.to)! + ZONE_WIDENING_DAYS).toBeLessThanOrEqual(to)
        }
      }),
      { numRuns: 2000 },
    )
  })
})
