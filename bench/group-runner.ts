import { AsyncLocalStorage } from 'node:async_hooks'

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
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), limitMs)))
  try {
    const first = await Promise.race([running.then((value) => ({ value })), timeout])
    if (first !== 'timeout') return first.value
  } finally {
    clearTimeout(timer)
  }
  stopper.abort()
  const settled = running.then(
    () => true,
    () => true,
  )
  const gaveUp = new Promise<false>((resolve) => setTimeout(() => resolve(false), unwindMs).unref())
  const unwound = await Promise.race([settled, gaveUp])
  throw new Error(
    `timed out after ${Math.round(limitMs / 1000)} s (its limit)` +
      `${unwound ? '' : `, and had not stopped ${Math.round(unwindMs / 1000)} s later`}; the other groups still ran`,
  )
}
