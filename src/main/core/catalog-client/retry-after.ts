/**
 * `Retry-After` (RFC 9110 §10.2.3): either delay-seconds or an HTTP date.
 *
 * Returns whole seconds from `now` (rounded up, never negative), or null when the header is
 * absent or unreadable: a server's garbage must not turn into a wait of NaN.
 */
export function parseRetryAfter(header: string | null, now: Date = new Date()): number | null {
  if (header === null) return null
  const value = header.trim()
  if (/^\d{1,10}$/.test(value)) return Number(value)
  const date = Date.parse(value)
  if (Number.isNaN(date) || !/[A-Za-z]/.test(value)) return null
  return Math.max(0, Math.ceil((date - now.getTime()) / 1000))
}
