import { setClampedTimeout } from './clamped-timeout'

/**
 * The time a core service measures a wait in, and waits in. The wall clock in the app; a host
 * that must not spend real seconds on a wait (the chromium e2e harness, a test) passes one it
 * can move on (skippable-clock.test-support.ts).
 */
export interface WaitClock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number
  /** Calls `done` once `ms` have passed (clamped as `setClampedTimeout`); returns its cancel. */
  wait(ms: number, done: () => void): () => void
}

export const WALL_CLOCK: WaitClock = {
  now: () => Date.now(),
  wait: (ms, done) => {
    const timer = setClampedTimeout(done, ms)
    return () => clearTimeout(timer)
  },
}
