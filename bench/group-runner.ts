import { AsyncLocalStorage } from 'node:async_hooks'
import { summarize, type Summary } from './stats'

/** Whether the running group's time is up. */
const scope = new AsyncLocalStorage<AbortSignal>()

/** Thrown at a checkpoint of a group whose time is up: the group unwinds through its `finally` blocks. */
export class GroupStoppedError extends Error {
  override readonly name = 'GroupStoppedError'
}

/**
 * Stops the running group here when its time is up (sampling.ts calls it before every run),
 * so a group that ran out closes its browser and servers instead of measuring on beside the
 * next group. Outside a group (unit tests, a direct call) it does nothing.
 */
export function checkpoint(): void {
  if (scope.getStore()?.aborted === true) throw new GroupStoppedError('its time limit was reached')
}

/** How long a group that ran out is given to close what it opened. */
export const UNWIND_LIMIT_MS = 60_000

/**
 * Runs one measurement group under its own time limit. A group that runs out is stopped at its
 * next checkpoint, given up to `unwindMs` to close what it opened, and reported as timed out;
 * one stuck measurement must not cost the whole report.
 */
export async function withinLimit<T>(
  run: () => Promise<T>,
  limitMs: number,
  unwindMs = UNWIND_LIMIT_MS,
): Promise<T> {
  const stopper = new AbortController()
  const running = scope.run(stopper.signal, run)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limitMs)
  })
  try {
    const first = await Promise.race([running.then((value) => ({ value })), timeout])
    if (first !== 'timeout') return first.value
  } finally {
    clearTimeout(timer)
  }
  stopper.abort()
  const unwound = await Promise.race([
    running.then(
      () => true,
      () => true,
    ),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), unwindMs).unref()),
  ])
  throw new Error(
    `timed out after ${Math.round(limitMs / 1000)} s (its limit)` +
      `${unwound ? '' : `, and had not stopped ${Math.round(unwindMs / 1000)} s later`}; the other groups still ran`,
  )
}

/**
 * Every figure over N repeats of the whole set: its median, min and max. A figure a repeat
 * did not produce (its group failed that time) is summarized over the repeats that did.
 */
export function aggregateRepeats(
  repeats: readonly Readonly<Record<string, number>>[],
): Readonly<Record<string, Summary>> {
  const keys = [...new Set(repeats.flatMap((figures) => Object.keys(figures)))]
  return Object.fromEntries(
    keys.flatMap((key) => {
      const values = repeats.flatMap((figures) => (figures[key] === undefined ? [] : [figures[key]]))
      return values.length > 0 ? [[key, summarize(values)]] : []
    }),
  )
}
