/**
 * Every timer the core schedules goes through here.
 *
 * Node's `setTimeout` takes at most 2³¹−1 ms; a larger delay (a `Retry-After` of 9999999999,
 * an HTTP date in year 9999) is replaced by 1 ms with a warning, which turns a long pause into
 * a busy loop. NaN would do the same. So delays are clamped before they reach the timer, and
 * a caller that has its own ceiling (the watch poller's longest backoff) passes it.
 */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1

/** `ms` within 0..min(maxMs, MAX_TIMER_DELAY_MS); NaN and negatives wait 0, +Infinity the maximum. */
export function clampDelay(ms: number, maxMs: number = MAX_TIMER_DELAY_MS): number {
  const ceiling = Math.min(maxMs, MAX_TIMER_DELAY_MS)
  if (Number.isNaN(ms) || ms <= 0) return 0
  return Math.min(ms, ceiling)
}

/** `setTimeout` with the delay clamped by `clampDelay`. */
export function setClampedTimeout(
  callback: () => void,
  ms: number,
  maxMs?: number,
): ReturnType<typeof setTimeout> {
  return setTimeout(callback, clampDelay(ms, maxMs))
}
