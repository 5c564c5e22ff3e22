/**
 * The catalog's two timestamp formats (spec 2.2), without zod: the one home of their shapes,
 * used by the schemas in main (formats.ts) and by the renderer's formatting alike, so what
 * main accepts and what the window can read never drift apart.
 *
 * `bought_at` is an exact UTC instant with microseconds. `last_send`, `send_date`, `next_try`
 * and `error_date` have no zone in the spec: they are read as UTC only to compute distances
 * (labelled approximate), and their date and hour are always shown as sent, never converted.
 */

export const MICRO_TIMESTAMP_EXAMPLE = '2024-05-01T12:30:00.123456Z'
export const SERVER_TIMESTAMP_EXAMPLE = '2024-05-01 12:30:00'

const MICRO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z$/
const SERVER_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/

/** The captured calendar fields as a UTC Date, or null unless they name a real instant (no 31 February, no hour 25). */
function realUtcDate(match: RegExpExecArray | null): Date | null {
  if (!match) return null
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const millis = match[7] === undefined ? 0 : Math.trunc(Number(match[7]) / 1000)
  const date = new Date(0)
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day)
  date.setUTCHours(hour, minute, second, millis)
  const real =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  return real ? date : null
}

/** `2024-05-01T12:30:00.123456Z` as a Date (microseconds cut to milliseconds), or null. */
export function parseMicroTimestamp(value: string): Date | null {
  return realUtcDate(MICRO_TIMESTAMP.exec(value))
}

/**
 * `2024-05-01 12:30:00` read as if it were UTC, or null.
 *
 * The zone is unknown. UTC is the best guess (the same service writes `bought_at` in UTC),
 * so relative times computed from it are labelled approximate: they can be off by the
 * server's UTC offset. The value's own date and hour are always shown, never converted.
 */
export function parseServerTimestamp(value: string): Date | null {
  return realUtcDate(SERVER_TIMESTAMP.exec(value))
}
