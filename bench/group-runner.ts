import { AsyncLocalStorage } from 'node:async_hooks'

const limit = new AsyncLocalStorage<{ readonly ms: number; readonly until: number }>()

/** Throws once the group's time is up, so it unwinds and closes its browser instead of measuring on. */
export function checkpoint(): void {
  const group = limit.getStore()
  if (group && performance.now() > group.until)
    throw new Error(
      `timed out after ${Math.round(group.ms / 1000)} s (its limit); the other groups still ran`,
    )
}

/**
 * One group under its time limit, checked between runs: one slow measurement must not cost the
 * whole report. A call that hangs is left to its own timeout (Playwright's, the paint timer's).
 */
export function withinLimit<T>(run: () => Promise<T>, limitMs: number): Promise<T> {
  return limit.run({ ms: limitMs, until: performance.now() + limitMs }, run)
}
