/**
 * Summary statistics of one measured series.
 *
 * Medians, not means: on a shared 2-core machine a single run can be hit by a GC pause or a
 * neighbour's burst, and the median ignores a few such outliers where a mean would not.
 */
export interface Summary {
  readonly runs: number
  readonly median: number
  readonly min: number
  readonly max: number
}

/** Runs, median (mean of the middle two for even counts), min and max of a non-empty series. */
export function summarize(values: readonly number[]): Summary {
  assertSamples(values)
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { runs: values.length, median, min: sorted[0]!, max: sorted.at(-1)! }
}

/**
 * A figure divided by its floor, both taken as medians of their own series (measured
 * interleaved, so slow phases of the machine hit both alike).
 */
export function ratioOfMedians(figure: Summary, floor: Summary): number {
  if (!(floor.median > 0)) throw new Error(`cannot divide by a floor median of ${floor.median}`)
  return figure.median / floor.median
}

/** Rounds for display and for results.json: enough digits to compare runs, no float noise. */
export function round(value: number, digits = 3): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

function assertSamples(values: readonly number[]): void {
  if (values.length === 0) throw new Error('no samples: a measurement ran zero times')
  const bad = values.find((value) => !Number.isFinite(value) || value < 0)
  if (bad !== undefined) throw new Error(`a sample is not a finite non-negative number: ${bad}`)
}
