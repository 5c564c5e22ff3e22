import { AsyncLocalStorage } from 'node:async_hooks'
import type { GroupOutcome } from './report'
import { summarize, type RepeatSummary, type Summary } from './stats'

/** What a group has measured so far, and whether its time is up. */
interface GroupScope {
  readonly stop: AbortSignal
  readonly kept: {
    series: GroupOutcome['series'][number][]
    figures: Record<string, number>
    notes: string[]
  }
}

const scope = new AsyncLocalStorage<GroupScope>()

/** Nothing measured yet (a fresh object each time: `keep` fills it in). */
const emptyOutcome = (): GroupScope['kept'] => ({ series: [], figures: {}, notes: [] })

/** Thrown at a checkpoint of a group whose time is up: the group unwinds (its `finally` blocks close what it opened). */
export class GroupStoppedError extends Error {
  override readonly name = 'GroupStoppedError'
}

/**
 * Stops the running group here when its time is up. Measurement loops call it between runs
 * (sampling.ts does for every loop built on it), so a group that ran out stops and cleans up
 * instead of measuring on beside the next group and skewing it.
 */
export function checkpoint(): void {
  if (scope.getStore()?.stop.aborted === true) throw new GroupStoppedError('its time limit was reached')
}

/**
 * Keeps part of a group's outcome the moment it is measured: a group that runs out is then
 * reported with what it had. Outside a group (unit tests, a direct call) it keeps nothing.
 */
export function keep(part: Partial<GroupOutcome>): void {
  const kept = scope.getStore()?.kept
  if (!kept) return
  kept.series.push(...(part.series ?? []))
  Object.assign(kept.figures, part.figures ?? {})
  kept.notes.push(...(part.notes ?? []))
}

/** How long a group that ran out is given to unwind (close its browser, its servers) before the next one starts. */
export const UNWIND_LIMIT_MS = 60_000

/**
 * Runs one measurement group under its own time limit.
 *
 * A group that runs out is stopped at its next checkpoint, given up to `unwindMs` to close
 * what it opened, and reported as timed out with what it had kept (`GroupTimeoutError.partial`);
 * the run goes on with the next group: one stuck measurement must not cost the whole report.
 */
export async function withinLimit<T>(
  run: () => Promise<T>,
  limitMs: number,
  group: string,
  unwindMs = UNWIND_LIMIT_MS,
): Promise<T> {
  const stopper = new AbortController()
  const current: GroupScope = { stop: stopper.signal, kept: emptyOutcome() }
  const running = scope.run(current, run)
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
  const kept = Object.keys(current.kept.figures)
  throw new GroupTimeoutError(
    `timed out after ${Math.round(limitMs / 1000)} s (its limit)` +
      `${unwound ? '' : `, and had not stopped ${Math.round(unwindMs / 1000)} s later`}; ` +
      `${kept.length > 0 ? `kept what it had measured: ${kept.join(', ')}` : 'it had measured nothing yet'}; ` +
      'the other groups still ran',
    group,
    current.kept,
  )
}

export class GroupTimeoutError extends Error {
  override readonly name = 'GroupTimeoutError'

  constructor(
    message: string,
    readonly group: string,
    /** What the group had measured when it ran out (see `keep`). */
    readonly partial: GroupOutcome = emptyOutcome(),
  ) {
    super(message)
  }
}

/**
 * Every figure of N repeated runs: min, median and max, and the values in repeat order, so two
 * runs can be compared on a noisy machine (noise-band.ts). A figure a repeat did not produce
 * (its group failed that time) is summarized over the repeats that did.
 */
export function aggregateRepeats(
  runs: readonly Readonly<Record<string, number>>[],
): Readonly<Record<string, RepeatSummary>> {
  const keys = [...new Set(runs.flatMap((figures) => Object.keys(figures)))]
  return Object.fromEntries(
    keys.flatMap((key) => {
      const values = runs
        .map((figures) => figures[key])
        .filter((value): value is number => value !== undefined)
      return values.length > 0 ? [[key, { ...summarize(values), values }]] : []
    }),
  )
}

/** The figures of a repeated run: each figure's median over the repeats. */
export function medianFigures(summaries: Readonly<Record<string, Summary>>): Record<string, number> {
  return Object.fromEntries(Object.entries(summaries).map(([key, summary]) => [key, summary.median]))
}
