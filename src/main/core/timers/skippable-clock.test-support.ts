import { clampDelay } from './clamped-timeout'
import type { WaitClock } from './wait-clock'

export interface SkippableClock extends WaitClock {
  /** Lets `ms` pass at once: every wait due by then ends now, in the order they fall due. */
  skip(ms: number): void
  /** Waits under way: a test sees that every worker has reached its pause. */
  waiting(): number
}

interface Pending {
  readonly due: number
  readonly done: () => void
  timer?: ReturnType<typeof setTimeout>
}

/**
 * The wall clock, plus whatever time a test let pass at once: a wait ends when its time comes
 * on either, so code that waits behaves as in the app, only without spending the seconds a
 * test skips. The chromium e2e harness moves it on together with the page's clock.
 *
 * `frozen`: no time passes but what is skipped, for a test that checks where a wait ends to
 * the millisecond.
 */
export function createSkippableClock({ frozen = false } = {}): SkippableClock {
  const startedAt = Date.now()
  let skipped = 0
  const pending = new Set<Pending>()
  const now = () => (frozen ? startedAt : Date.now()) + skipped
  const end = (entry: Pending) => {
    clearTimeout(entry.timer)
    if (pending.delete(entry)) entry.done()
  }
  const arm = (entry: Pending) => {
    clearTimeout(entry.timer)
    if (!frozen) entry.timer = setTimeout(() => end(entry), Math.max(0, entry.due - now()))
  }
  return {
    now,
    wait(ms, done) {
      const entry: Pending = { due: now() + clampDelay(ms), done }
      pending.add(entry)
      arm(entry)
      return () => {
        clearTimeout(entry.timer)
        pending.delete(entry)
      }
    },
    skip(ms) {
      skipped += ms
      const due = [...pending].filter((entry) => entry.due <= now()).sort((a, b) => a.due - b.due)
      for (const entry of due) end(entry)
      // The rest fall due sooner on the wall clock by as much as was skipped.
      for (const entry of pending) arm(entry)
    },
    waiting: () => pending.size,
  }
}
