import { catalogTimeIn, formatUtcOffset, utcOffsetMs } from '../../shared/reply/catalog-time'

/**
 * The catalog's two kinds of timestamps, in the app's language (`intl.locale`).
 *
 * `bought_at` is an exact UTC instant (`…Z`), shown in UTC and, on hover, in local time. The
 * others (`YYYY-MM-DD HH:MM:SS`) have no zone in the spec: their date and time are shown as
 * sent, never converted, written the language's way and marked with the catalog's zone or as
 * server time. Their shapes and parsing have one home, shared with main's schemas:
 * src/shared/catalog/timestamps.ts.
 */

/**
 * Every time the app shows is on the 24-hour clock, whatever the locale: the catalog writes
 * its times so (the value as sent is on hover and in every copy), and a 12-hour time beside
 * them misleads.
 */
const CLOCK = { hourCycle: 'h23' } as const

/**
 * A date and time in full: the month in the language's words where it has them (`1 May 2024`,
 * `1 мая 2024 г.`), so day and month are never confused, and the seconds the catalog sends,
 * which order a send and its error a few seconds apart.
 */
const DATE_TIME = { dateStyle: 'medium', timeStyle: 'medium', ...CLOCK } as const

/**
 * One formatter per options and language (the app's, `intl.locale`), made on first use; `key`
 * names what else the options vary by (a time zone).
 */
function formatterFor(
  cache: Map<string, Intl.DateTimeFormat>,
  options: Intl.DateTimeFormatOptions,
  locale: string,
  key = locale,
): Intl.DateTimeFormat {
  let format = cache.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    cache.set(key, format)
  }
  return format
}

const localFormats = new Map<string, Intl.DateTimeFormat>()

/** A Date in the user's local time, in `locale`, e.g. `1 May 2024, 14:30:00`. */
export function formatLocalDateTime(date: Date, locale: string): string {
  return formatterFor(localFormats, DATE_TIME, locale).format(date)
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>()
const WALL_CLOCK = { ...DATE_TIME, timeZone: 'UTC' } as const

/**
 * A catalog time's date and time fields as sent, in `locale`: `2024-05-01 14:30:00` becomes
 * `May 1, 2024, 14:30:00`, `01.05.2024, 14:30:00`, `2024年5月1日 14:30:00`. `fields` holds
 * them as UTC (parseMicroTimestamp, parseServerTimestamp), and they are written in UTC, so
 * nothing is converted: the zone is said beside the value (UTC, the catalog's, server time).
 */
export function formatCatalogTime(fields: Date, locale: string): string {
  return formatterFor(wallClockFormats, WALL_CLOCK, locale).format(fields)
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>()
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/**
 * `3 hours ago`, `in 5 minutes`, `now` (in `locale`, the app's language: `vor 3 Stunden`):
 * the largest unit that fits, rounded towards zero.
 */
export function formatRelative(date: Date, now: number, locale = 'en'): string {
  let format = relativeFormats.get(locale)
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
    relativeFormats.set(locale, format)
  }
  const seconds = (date.getTime() - now) / 1000
  const abs = Math.abs(seconds)
  if (abs < 45) return format.format(0, 'second')
  for (const [unit, size] of UNITS) {
    if (abs >= size) return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(Math.trunc(seconds / 60) || Math.sign(seconds), 'minute')
}

const clockFormats = new Map<string, Intl.DateTimeFormat>()
const CLOCK_TIME = { ...CLOCK, hour: '2-digit', minute: '2-digit', second: '2-digit' } as const

/** `14:02:05` local time (in `locale`), for "updated at" notes. */
export function formatClock(timestamp: number, locale: string): string {
  return formatterFor(clockFormats, CLOCK_TIME, locale).format(timestamp)
}

const sameDayFormats = new Map<string, Intl.DateTimeFormat>()
const SAME_DAY = { hour: '2-digit', minute: '2-digit', ...CLOCK } as const
const otherDayFormats = new Map<string, Intl.DateTimeFormat>()
const OTHER_DAY = { month: 'short', day: 'numeric', ...SAME_DAY } as const

/**
 * `14:02` today, `21 Nov, 14:02` on another day (in `locale`): when something happened, at a
 * glance.
 */
export function formatMoment(date: Date, now: number, locale: string): string {
  const today = new Date(now).toDateString() === date.toDateString()
  return formatterFor(today ? sameDayFormats : otherDayFormats, today ? SAME_DAY : OTHER_DAY, locale).format(
    date,
  )
}

const zoneClocks = new Map<string, Intl.DateTimeFormat>()

/** `14:02` in the given IANA zone (in `locale`): what a catalog in that zone would write now. */
export function formatClockIn(date: Date, zone: string, locale: string): string {
  return formatterFor(zoneClocks, { ...SAME_DAY, timeZone: zone }, locale, `${zone} ${locale}`).format(date)
}

/**
 * A catalog time (`YYYY-MM-DD HH:MM:SS`) read in the catalog's zone, with how it is marked
 * wherever it is shown: the zone and its UTC offset at that moment (`Europe/Berlin, UTC+1`).
 * Null when no zone is set, or the time cannot be read: it is then "server time".
 */
export function inCatalogZone(value: string, zone: string | null): { at: Date; mark: string } | null {
  const at = zone === null ? null : catalogTimeIn(value, zone)
  if (zone === null || at === null) return null
  return { at, mark: `${zone}, ${formatUtcOffset(utcOffsetMs(zone, at))}` }
}
