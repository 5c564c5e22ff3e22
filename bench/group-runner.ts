import { AsyncLocalStorage } from 'node:async_hooks'
import { setTimeout as sleep } from 'node:timers/promises'

const scope = new AsyncLocalStorage<AbortSignal>()

export class GroupStoppedError extends Error {
  override readonly name = 'GroupStoppedError'
}

/** Throws once the group's time is up, so it unwinds and closes its browser instead of measuring on. */
export function checkpoint(): void {
  if (scope.getStore()?.aborted === true) throw new GroupStoppedError('its time limit was reached')
}

/** One group under its time limit: one stuck measurement must not cost the whole report. */
export async function withinLimit<T>(run: () => Promise<T>, limitMs: number, unwindMs = 60_000): Promise<T> {
  const stopper = new AbortController()
  const running = scope.run(stopper.signal, run)
  const limit = new AbortController()
  const first = await Promise.race([
    running.then((value) => ({ value })),
    sleep(limitMs, 'timeout' as const, { signal: limit.signal }),
  ]).finally(() => limit.abort())
  if (first !== 'timeout') return first.value
  stopper.abort()
  const settled = Promise.allSettled([running]).then(() => true)
  const unwound = await Promise.race([settled, sleep(unwindMs, false, { ref: false })])
  throw new Error(
    `timed out after ${Math.round(limitMs / 1000)} s (its limit)` +
      `${unwound ? '' : `, and had not stopped ${Math.round(unwindMs / 1000)} s later`}; the other groups still ran`,
  )
}
