import { summarize, type Summary } from './stats'

/**
 * Runs one measurement group under its own time limit.
 *
 * A group that runs out is reported as timed out (its error says after how long) and the run
 * goes on with the next group: one stuck measurement must not cost the whole report.
 */
export async function withinLimit<T>(run: () => Promise<T>, limitMs: number, group: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new GroupTimeoutError(
            `timed out after ${Math.round(limitMs / 1000)} s (its limit); the other groups still ran`,
            group,
          ),
        ),
      limitMs,
    )
  })
  try {
    return await Promise.race([run(), timeout])
  } finally {
    clearTimeout(timer)
  }
}

export class GroupTimeoutError extends Error {
  override readonly name = 'GroupTimeoutError'

  constructor(
    message: string,
    readonly group: string,
  ) {
    super(message)
  }
}

/** Every figure of N repeated runs: min, median and max, so two runs can be compared on a noisy machine. */
export function aggregateRepeats(
  runs: readonly Readonly<Record<string, number>>[],
): Readonly<Record<string, Summary>> {
  const keys = [...new Set(runs.flatMap((figures) => Object.keys(figures)))]
  return Object.fromEntries(
    keys.flatMap((key) => {
      const values = runs
        .map((figures) => figures[key])
        .filter((value): value is number => value !== undefined)
      return values.length > 0 ? [[key, summarize(values)]] : []
    }),
  )
}

/** The figures of a repeated run: each figure's median over the repeats. */
export function medianFigures(summaries: Readonly<Record<string, Summary>>): Record<string, number> {
  return Object.fromEntries(Object.entries(summaries).map(([key, summary]) => [key, summary.median]))
}
