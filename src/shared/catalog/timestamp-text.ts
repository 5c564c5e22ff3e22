import { defineMessage } from '../i18n/words'
import { parseMicroTimestamp } from './timestamps'

/**
 * The one way the app writes a catalog timestamp as text: `YYYY-MM-DD HH:MM:SS`.
 *
 * `Copy as text` and the exports use it, in every app language, and it is the shape Excel and
 * LibreOffice read as a date; the screen writes the same date and time the app language's way
 * (format-time.ts), with the value as sent on hover. `bought_at` (an exact UTC instant with microseconds) is cut to
 * the second in UTC; the zone-less server timestamps already have this shape and stay as sent.
 * The zone is said once, in the column header or beside the value, never in the cell.
 */
export function utcDateTimeText(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

/** The zone of the catalog's zone-less times, beside a value or in a column header. */
export const SERVER_TIME = defineMessage({
  id: 'time.server',
  defaultMessage: 'server time',
  description: 'The zone of a time the catalog sent without one: the catalog server’s own clock',
})

/** A timestamp as the catalog sent it, in that one format (verbatim when it is not a UTC instant). */
export function timestampText(value: string): string {
  const date = parseMicroTimestamp(value)
  return date ? utcDateTimeText(date) : value
}
