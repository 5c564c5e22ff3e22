/**
 * Calendar days as the ticket's dates are read: `YYYY-MM-DD` at the edges (what a caller
 * passes and gets, readable in a test or a corpus), whole day numbers inside (days since
 * 1970-01-01), so "three days before" is a subtraction and no clock or zone is involved.
 */

/** A calendar day, `YYYY-MM-DD`, with no time and no zone. */
export type CalendarDay = string

const MS_PER_DAY = 86_400_000
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/

/** The day number of a real date (no 31 February), or null. Months count from 1. */
export function dayNumberOfDate(year: number, month: number, day: number): number | null {
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1 || day > 31) return null
  const date = new Date(0)
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day)
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real ? Math.floor(date.getTime() / MS_PER_DAY) : null
}

/** The day number of `YYYY-MM-DD`, or null when it is not a real day. */
export function dayNumber(day: CalendarDay): number | null {
  const match = DAY_TEXT.exec(day)
  if (!match) return null
  return dayNumberOfDate(Number(match[1]), Number(match[2]), Number(match[3]))
}

/** A day number as `YYYY-MM-DD`. */
export function dayText(number: number): CalendarDay {
  return new Date(number * MS_PER_DAY).toISOString().slice(0, 10)
}

/** The UTC calendar day an instant falls on, as a day number. */
export function utcDayNumber(instant: Date): number {
  return Math.floor(instant.getTime() / MS_PER_DAY)
}

/** The instant a day number starts at, in UTC. */
export function utcStartOfDay(number: number): number {
  return number * MS_PER_DAY
}

/** The weekday of a day number, Monday 0 to Sunday 6 (1970-01-01 was a Thursday). */
export function weekdayOf(number: number): number {
  return (((number + 3) % 7) + 7) % 7
}

/** The year, month (from 1) and day of a day number. */
export function dateOf(number: number): {
  readonly year: number
  readonly month: number
  readonly day: number
} {
  const date = new Date(number * MS_PER_DAY)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}
