/** Medians, not means: on a shared machine a GC pause or a neighbour's burst hits a few runs. */
export type Summary = Readonly<{ runs: number; median: number; min: number; max: number }>

/** A sorted copy of a measurement's samples, refused when empty or not all finite. */
function sortedSamples(values: readonly number[]): number[] {
  if (values.length === 0) throw new Error('no samples: a measurement ran zero times')
  const bad = values.find((value) => !Number.isFinite(value))
  if (bad !== undefined) throw new Error(`a sample is not a finite number: ${bad}`)
  return [...values].sort((a, b) => a - b)
}

/** Any figure, also a change that may go either way (a count that shrank over the shift). */
export function summarize(values: readonly number[]): Summary {
  const sorted = sortedSamples(values)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return { runs: values.length, median, min: sorted[0]!, max: sorted.at(-1)! }
}

/**
 * The mean of the runs at or below the median. A shared host only ever adds time to a run (a
 * preempted task, a neighbour's burst), so the lower half is the work with the least of it;
 * averaging its runs, not taking one, keeps a single lucky run from deciding the figure.
 */
export function lowerHalfMean(values: readonly number[]): number {
  const sorted = sortedSamples(values)
  const lower = sorted.slice(0, Math.ceil(sorted.length / 2))
  return lower.reduce((sum, value) => sum + value, 0) / lower.length
}

/** `figure`'s runs over `floor`'s, each by its lower half's mean. */
export function ratioOfLowerHalves(figure: readonly number[], floor: readonly number[]): number {
  const below = lowerHalfMean(floor)
  if (!(below > 0)) throw new Error(`cannot divide by a floor of ${below}`)
  return lowerHalfMean(figure) / below
}

export function ratioOfMedians(figure: Summary, floor: Summary): number {
  if (!(floor.median > 0)) throw new Error(`cannot divide by a floor median of ${floor.median}`)
  return figure.median / floor.median
}

/** Enough digits to compare runs, no float noise. */
export function round(value: number, digits = 3): number {
  return Math.round(value * 10 ** digits) / 10 ** digits
}

/** Each figure's median, min and max over the repeats that produced it (its group may have failed). */
export function aggregateRepeats(repeats: readonly Readonly<Record<string, number>>[]) {
  const keys = [...new Set(repeats.flatMap((figures) => Object.keys(figures)))]
  return Object.fromEntries(
    keys.map((key) => [key, summarize(repeats.flatMap((figures) => figures[key] ?? []))] as const),
  )
}
