import { MAX_REPEAT } from './cli-args'
import { round, STORED_DIGITS } from './stats'

/**
 * The noise band of a repeated figure: where a second run's figure would land if nothing changed.
 *
 * `--repeat=N` reports each figure as the median of its N repeats. Asking whether a second
 * run's median lies inside the first run's min–max is not a test of anything: a fresh value
 * falls inside the range of n earlier ones with probability (n − 1)/(n + 1), one half for
 * n = 3, so half the figures would "move" by chance alone. What is wanted is a 95 % prediction
 * interval for the second run's figure (a median over m repeats) given the first run's values.
 *
 * With the repeats x1..xn of the first run taken as independent draws from one normal
 * distribution N(µ, σ²), a second run's median M of m repeats has mean µ and variance
 * v(m)·σ², where v(m) is the variance of the median of m standard normal values. The mean x̄
 * of the first run has variance σ²/n and is independent of M, so M − x̄ has variance
 * σ²·(1/n + v(m)). σ is unknown and estimated by s from only n − 1 degrees of freedom, hence
 * Student's t in place of 1.96 (exact for m ≤ 2, where M is normal; for larger m the median is
 * not quite normal, and noise-band.test.ts checks by simulation that the band still holds 95 %):
 *
 *   band = x̄ ± t(0.975, n − 1) · s · √(1/n + v(m))
 *
 * The center is the mean, not the median, of the first run's values: both estimate µ, but the
 * mean is the less noisy estimate (the median of 3 has 0.45σ² of variance, the mean 0.33σ²).
 */

/**
 * t(0.975, df) for df = 1 .. MAX_REPEAT − 1: the first run has 2 to MAX_REPEAT repeats.
 * Index df − 1. Standard table values (e.g. scipy.stats.t.ppf(0.975, df), 3 decimals).
 */
const T_975 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262] as const

/**
 * v(m): the variance of the median of m independent standard normal values, m = 1 .. MAX_REPEAT
 * (index m − 1). For even m the median is the mean of the middle two, as `median` in stats.ts
 * takes it, so v(2) = 0.5 and v(4) is below v(3). Checked by numerical integration of the
 * order-statistic densities and by a 2,000,000-draw simulation per m (and roughly, for m = 2
 * to 5, by noise-band.test.ts).
 */
const MEDIAN_VARIANCE = [1, 0.5, 0.4487, 0.2982, 0.2868, 0.2147, 0.2104, 0.1682, 0.1661, 0.1383] as const

/**
 * The share of unchanged figures a 95 % band leaves outside: over the forty-odd figures of a
 * run, about two land outside by chance alone, so "every median inside" is not what an
 * unchanged app looks like, and a count of those outside means something only against this.
 */
export const OUTSIDE_BY_CHANCE = 0.05

/**
 * How likely at least `outside` of `figures` unchanged figures fall outside their bands, as
 * if the figures were independent (binomial tail). They are not quite (a ratio shares its
 * floor with others), so read it as a guide: a small value says the second run differs as a
 * whole (the machine drifted, or the app changed), a large one that the misses are chance.
 */
export function chanceOfAtLeastOutside(outside: number, figures: number): number {
  if (!Number.isInteger(outside) || !Number.isInteger(figures) || outside < 0 || figures < outside)
    throw new Error(`not a count of figures outside: ${outside} of ${figures}`)
  let below = 0
  let term = (1 - OUTSIDE_BY_CHANCE) ** figures // P(exactly 0 outside)
  for (let count = 0; count < outside; count += 1) {
    below += term
    term *= ((figures - count) / (count + 1)) * (OUTSIDE_BY_CHANCE / (1 - OUTSIDE_BY_CHANCE))
  }
  return Math.max(0, 1 - below)
}

/**
 * The least spread a band assumes: that of rounding to the step the results file keeps
 * (uniform over one step, standard deviation step/√12). A figure steady to within a step (the
 * heap ratios) stores its three repeats alike, s = 0, and a zero-wide band would throw out its
 * next reading one step away on rounding alone; a spread below the stored step cannot be known
 * from the file. A larger s is used as it is: it already holds the rounding.
 */
const ROUNDING_SPREAD = 10 ** -STORED_DIGITS / Math.sqrt(12)

/** Why a figure has no band: one value says nothing about its spread. */
export const NO_BAND_REASON = 'needs --repeat=2 or more'

export interface NoiseBand {
  /** Mean of the first run's values. */
  readonly center: number
  readonly halfWidth: number
  readonly low: number
  readonly high: number
}

export interface NoBand {
  readonly reason: string
}

/**
 * The 95 % noise band for a second run of `secondRepeats` repeats, from the first run's
 * repeat values of one figure. A figure that does not vary (s = 0, e.g. bundle size) gets the
 * narrowest band the stored step allows: its value and the step on either side.
 */
export function noiseBand(firstValues: readonly number[], secondRepeats: number): NoiseBand | NoBand {
  const secondMedianVariance = medianVariance(secondRepeats)
  if (firstValues.length < 2) return { reason: NO_BAND_REASON }
  const bad = firstValues.find((value) => !Number.isFinite(value))
  if (bad !== undefined) throw new Error(`a repeat value is not a finite number: ${bad}`)
  const center = mean(firstValues)
  const halfWidth =
    t975(firstValues.length - 1) *
    Math.max(sampleStandardDeviation(firstValues), ROUNDING_SPREAD) *
    Math.sqrt(1 / firstValues.length + secondMedianVariance)
  return { center, halfWidth, low: center - halfWidth, high: center + halfWidth }
}

export function hasBand(band: NoiseBand | NoBand): band is NoiseBand {
  return !('reason' in band)
}

/**
 * The band's bounds as the results file holds them (`round`, 3 decimals).
 *
 * Compared on that grid because the second median is stored rounded to it (it may sit up to
 * half a kept digit from the value it stands for) and the band's arithmetic carries float noise
 * (the mean of three 117.826 is 117.82599999999998). Rounding the bounds to the nearest kept
 * digit is the same as allowing half the last kept digit of tolerance, as a stored value lies
 * on the grid: neither can put an equal value outside, and the verdict is the one a reader
 * checks by eye against `noise95` in the file. Rounding outward instead would let float noise
 * widen a zero-width band: floor(117.82599999999998 × 1000) is 117825, so a bundle 0.001 KB
 * smaller would count as unchanged.
 */
export function roundedBand(band: NoiseBand): { readonly low: number; readonly high: number } {
  return { low: round(band.low), high: round(band.high) }
}

/** Whether a figure lies inside the band, both as the results file rounds them. */
export function liesInside(band: NoiseBand, value: number): boolean {
  const { low, high } = roundedBand(band)
  const stored = round(value)
  return stored >= low && stored <= high
}

/** v(m) for a run of m repeats; refuses counts `--repeat` would refuse. */
export function medianVariance(repeats: number): number {
  const variance = Number.isInteger(repeats) ? MEDIAN_VARIANCE[repeats - 1] : undefined
  if (variance === undefined) {
    throw new Error(
      `a run of ${repeats} repeats: the noise band knows the median's spread for 1 to ${MAX_REPEAT} repeats (the range of --repeat)`,
    )
  }
  return variance
}

/** t(0.975, df): first runs of 2 to MAX_REPEAT repeats. */
export function t975(degreesOfFreedom: number): number {
  const t = Number.isInteger(degreesOfFreedom) ? T_975[degreesOfFreedom - 1] : undefined
  if (t === undefined) {
    throw new Error(
      `${degreesOfFreedom + 1} repeat values: the noise band's t table covers first runs of 2 to ${MAX_REPEAT} repeats (the range of --repeat)`,
    )
  }
  return t
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

/** Sample standard deviation (n − 1 denominator: the mean it is taken around was fitted to the same values). */
export function sampleStandardDeviation(values: readonly number[]): number {
  const center = mean(values)
  const squares = values.reduce((sum, value) => sum + (value - center) ** 2, 0)
  return Math.sqrt(squares / (values.length - 1))
}
