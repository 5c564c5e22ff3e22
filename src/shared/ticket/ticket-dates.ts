import type { ReplyLanguage } from '../i18n/languages'
import { dayNumber, dayText, type CalendarDay } from './calendar-days'
import { dayMentions, type RawMention } from './date-mentions'
import { DATED_HEADER_LABELS, messageParts } from './quotes'

/**
 * The `Bought around` window: the days a ticket says the customer bought on ("yesterday",
 * "vor 3 Tagen", "am 25.11.", "вчера", "昨天", "on Tuesday"), relative to the ticket's own
 * date when the paste carries one (a mail's `Date:` or `Sent:` header) and else to today,
 * which the caller passes: this module never reads a clock.
 */

/** Where a day was read, with the days it names (before the window is widened). */
export interface DateMention {
  readonly text: string
  readonly start: number
  readonly end: number
  readonly from: CalendarDay
  readonly to: CalendarDay
}

/** A numeric date two languages read as different days (`03/04`): named, never guessed. */
export interface AmbiguousDate {
  readonly text: string
  readonly start: number
  readonly end: number
}

export interface BoughtAround {
  /** The first and last day of the window, inclusive, in UTC calendar days (as `bought_at`). */
  readonly from: CalendarDay
  readonly to: CalendarDay
  /** The days the ticket names, before the widening. */
  readonly named: { readonly from: CalendarDay; readonly to: CalendarDay }
  readonly mentions: readonly DateMention[]
}

export interface TicketDates {
  /** The day "yesterday" is counted from: the ticket's own date, or the `today` passed in. */
  readonly reference: {
    readonly day: CalendarDay
    readonly source: 'ticket' | 'today'
    /** The header it was read from, when the ticket's own. */
    readonly text?: string
  }
  /** Null when the ticket names no day the app can read without guessing. */
  readonly window: BoughtAround | null
  /** Dates left out because they read as two different days; the agent says which. */
  readonly ambiguous: readonly AmbiguousDate[]
}

/**
 * The window is widened by one day on each side. `bought_at` is an exact UTC instant (it
 * carries its `Z`, spec 2.4), so the catalog's own zone, which the app may not know
 * (catalog-time.ts), does not enter; the customer's does. They count days on their own clock,
 * anywhere from UTC−12 to UTC+14 (and a header's date is on the sender's): their "yesterday"
 * starts up to 14 hours before that UTC day and ends up to 12 hours after it. A day each side
 * holds every zone, so no item is left out of the window only because the customer is not on UTC.
 */
export const ZONE_WIDENING_DAYS = 1

/**
 * Of a long paste, the dates are read in this many first characters: a customer dates the
 * purchase near the top, and a pasted log below costs no more than a long ticket does.
 */
export const DATE_SEARCHED_CHARS = 20_000

/** A mail header dating a message: `Date:`, `Sent:`, `Gesendet:`, `Отправлено:`, `发送时间：`… */
const DATED_HEADER = new RegExp(`^[ \\t>]*(?:${DATED_HEADER_LABELS})[ \\t]*[:：][^\\n]*$`, 'gimu')
/** A line the customer quoted from an earlier message: its "yesterday" is that message's. */
const QUOTED_LINE = /^[ \t]*>[^\n]*$/gmu
const FULL_WIDTH_DIGIT = /[０-９]/gu

/** Text blanked out, its line breaks kept, so every offset found stays an offset of the paste. */
const blank = (text: string) => text.replace(/[^\n]/g, ' ')

/**
 * The ticket's own day: the newest date with a year in the dated headers above the customer's
 * text (a mail pasted with its headers, a forward), not after today. A quoted message's headers
 * date an earlier message, and a header later than today is a wrong clock, not the ticket's day.
 */
function ticketDay(headers: string, today: number): { readonly day: number; readonly text: string } | null {
  let newest: { readonly day: number; readonly text: string } | null = null
  for (const header of headers.matchAll(DATED_HEADER)) {
    // A header's date has its year; a day without one would be counted from an unknown day.
    const dates = dayMentions(header[0], today, null, { datesOnly: true })
    for (const { read, text } of dates) {
      if (read === 'ambiguous' || !/[0-9]{4}|年/u.test(text) || read.from > today) continue
      if (newest === null || read.from > newest.day) newest = { day: read.from, text: header[0].trim() }
    }
  }
  return newest
}

/**
 * The purchase days `ticket` names. `today` is the agent's own calendar day (`YYYY-MM-DD`, on
 * the agent's clock, the nearest the app has to the customer's); `language` the ticket's, when
 * known: it decides only whether `03/04` is day first (date-words.ts).
 * Several days make one window from the earliest to the latest: the app does not pick which
 * the customer meant, and the window's sorting puts the items nearest its middle first.
 */
export function ticketDates(ticket: string, today: CalendarDay, language: ReplyLanguage | null): TicketDates {
  const todayNumber = dayNumber(today)
  if (todayNumber === null)
    throw new Error(`today must be a real day as YYYY-MM-DD, got "${today.slice(0, 20)}"`)
  // Same length throughout, so every offset found is an offset in the ticket as pasted.
  const text = ticket
    .slice(0, DATE_SEARCHED_CHARS)
    .replace(FULL_WIDTH_DIGIT, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
  const { ownStart, quotedStart } = messageParts(text)
  const own = ticketDay(text.slice(0, ownStart), todayNumber)
  const reference = own?.day ?? todayNumber
  // A quoted earlier message's "yesterday" is that message's, and its attribution's date is no purchase.
  const read = (text.slice(0, quotedStart) + blank(text.slice(quotedStart)))
    .replace(DATED_HEADER, blank)
    .replace(QUOTED_LINE, blank)
  const mentions = dayMentions(read, reference, language)
  const originalText = (mention: RawMention) => ticket.slice(mention.start, mention.end)
  const ambiguous = mentions
    .filter((mention) => mention.read === 'ambiguous')
    .map((mention) => ({ text: originalText(mention), start: mention.start, end: mention.end }))
  const dated = mentions.flatMap((mention) =>
    mention.read === 'ambiguous'
      ? []
      : [{ ...mention, text: originalText(mention), from: mention.read.from, to: mention.read.to }],
  )
  return {
    reference:
      own === null
        ? { day: dayText(reference), source: 'today' }
        : { day: dayText(reference), source: 'ticket', text: own.text },
    window: dated.length === 0 ? null : windowOf(dated),
    ambiguous,
  }
}

function windowOf(
  dated: readonly {
    readonly text: string
    readonly start: number
    readonly end: number
    readonly from: number
    readonly to: number
  }[],
): BoughtAround {
  const from = Math.min(...dated.map((mention) => mention.from))
  const to = Math.max(...dated.map((mention) => mention.to))
  return {
    from: dayText(from - ZONE_WIDENING_DAYS),
    to: dayText(to + ZONE_WIDENING_DAYS),
    named: { from: dayText(from), to: dayText(to) },
    mentions: dated.map(({ text, start, end, from: first, to: last }) => ({
      text,
      start,
      end,
      from: dayText(first),
      to: dayText(last),
    })),
  }
}
