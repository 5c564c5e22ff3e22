/**
 * The exact text formats of spec 2.2 and 2.4.
 *
 * The demo writes `YYYY-MM-DD HH:MM:SS` timestamps in UTC: the spec does not give their
 * time zone, and UTC is the only choice that does not depend on the machine running it.
 */

/** 1234 -> `"12.34"`: two fraction digits, no float rounding (prices are held in cents). */
export function centsToDecimal(cents: number): string {
  const whole = Math.floor(cents / 100)
  const fraction = cents % 100
  return `${whole}.${String(fraction).padStart(2, '0')}`
}

/** `YYYY-MM-DDTHH:MM:SS.ffffffZ` (`bought_at`). */
export function microTimestamp(epochSeconds: number, micros: number): string {
  const iso = new Date(epochSeconds * 1000).toISOString()
  return `${iso.slice(0, 19)}.${String(micros).padStart(6, '0')}Z`
}

/** `YYYY-MM-DD HH:MM:SS` (`last_send`, `send_date`, `next_try`, `error_date`). */
export function serverTimestamp(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 19).replace('T', ' ')
}
