import { describe, expect, it } from 'vitest'
import { MAX_REPEAT } from './cli-args'
import {
  chanceOfAtLeastOutside,
  hasBand,
  liesInside,
  mean,
  medianVariance,
  noiseBand,
  roundedBand,
  sampleStandardDeviation,
  type NoBand,
  type NoiseBand,
} from './noise-band'
import { median } from './stats'

/** The band, failing the test when there is none. */
function bandOf(values: readonly number[], secondRepeats: number): NoiseBand {
  const band = noiseBand(values, secondRepeats)
  if (!hasBand(band)) throw new Error(`no band: ${band.reason}`)
  return band
}

/** mulberry32: a small seeded PRNG, so the Monte-Carlo tests draw the same numbers every run. */
function seededUniform(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32
  }
}

/** Standard normal draws (Box–Muller) from a seeded uniform source. */
function seededNormal(seed: number): () => number {
  const uniform = seededUniform(seed)
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform())
}

function draws(normal: () => number, count: number, center = 0, spread = 1): number[] {
  return Array.from({ length: count }, () => center + spread * normal())
}

/** Population variance of many draws (their count is large enough that n vs n − 1 does not matter). */
function variance(values: readonly number[]): number {
  const center = mean(values)
  return mean(values.map((value) => (value - center) ** 2))
}

describe('mean and sampleStandardDeviation', () => {
  it('divide the squared deviations by n − 1', () => {
    expect(mean([2, 4, 4, 4, 5, 5, 7, 9])).toBe(5)
    // Sum of squares 32 over 7, not over 8 (which would give exactly 2).
    expect(sampleStandardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(Math.sqrt(32 / 7), 12)
  })
})

describe('noiseBand', () => {
  it('is mean ± t(0.975, n − 1) · s · √(1/n + v(m)), computed by hand for [1, 2, 3] and m = 3', () => {
    const band = bandOf([1, 2, 3], 3)
    const halfWidth = 4.303 * Math.sqrt(1 / 3 + 0.4487)
    expect(band.center).toBe(2)
    expect(band.halfWidth).toBeCloseTo(halfWidth, 12)
    expect(band.halfWidth).toBeCloseTo(3.8053, 4)
    expect(band.low).toBeCloseTo(2 - halfWidth, 12)
    expect(band.high).toBeCloseTo(2 + halfWidth, 12)
  })

  it('centers on the mean, not the median, of the first run', () => {
    expect(bandOf([1, 2, 9], 3).center).toBe(4)
  })

  it('narrows as the second run repeats more (its median is less noisy)', () => {
    const values = [10, 11, 12]
    expect(bandOf(values, 1).halfWidth).toBeCloseTo(4.303 * Math.sqrt(1 / 3 + 1), 12)
    expect(bandOf(values, 2).halfWidth).toBeCloseTo(4.303 * Math.sqrt(1 / 3 + 0.5), 12)
    expect(bandOf(values, 5).halfWidth).toBeLessThan(bandOf(values, 3).halfWidth)
  })

  it('uses t with n − 1 degrees of freedom', () => {
    expect(bandOf([1, 3], 1).halfWidth).toBeCloseTo(12.706 * Math.SQRT2 * Math.sqrt(1 / 2 + 1), 12)
  })

  it('gives a figure that does not vary the spread of rounding to the stored step, not a zero-wide band', () => {
    const band = bandOf([10, 10, 10], 3)
    expect(band.halfWidth).toBeCloseTo(4.303 * (0.001 / Math.sqrt(12)) * Math.sqrt(1 / 3 + 0.4487), 12)
    expect(liesInside(band, 10)).toBe(true)
    // One stored step either side is rounding; two steps are not.
    expect(liesInside(band, 10.001)).toBe(true)
    expect(liesInside(band, 9.999)).toBe(true)
    expect(liesInside(band, 10.002)).toBe(false)
    expect(liesInside(band, 9.998)).toBe(false)
  })

  it('uses its own spread where that is larger than rounding’s', () => {
    expect(bandOf([10, 10.002, 10.004], 3).halfWidth).toBeCloseTo(
      4.303 * 0.002 * Math.sqrt(1 / 3 + 0.4487),
      12,
    )
  })

  it('keeps an unchanged figure inside when float noise shifts the mean off the stored value', () => {
    // The mean of three 117.826 is 117.82599999999998; the band as the file holds it is one step either side.
    const band = bandOf([117.826, 117.826, 117.826], 3)
    expect(band.center).not.toBe(117.826)
    expect(roundedBand(band)).toStrictEqual({ low: 117.825, high: 117.827 })
    expect(liesInside(band, 117.826)).toBe(true)
    expect(liesInside(band, 117.828)).toBe(false)
  })

  it('counts a stored value within half a kept digit of the band’s edge as inside', () => {
    // High edge 5.80566: a stored 5.806 may have been 5.8056 before rounding.
    const band = bandOf([1.0004, 2.0004, 3.0004], 3)
    expect(band.high).toBeLessThan(5.806)
    expect(liesInside(band, 5.806)).toBe(true)
    expect(liesInside(band, 5.807)).toBe(false)
  })

  it('includes both bounds as the results file rounds them', () => {
    const band = bandOf([1, 2, 3], 3) // -1.8053 .. 5.8053 → -1.805 .. 5.805
    expect(roundedBand(band)).toStrictEqual({ low: -1.805, high: 5.805 })
    expect(liesInside(band, 5.805)).toBe(true)
    expect(liesInside(band, 5.806)).toBe(false)
    expect(liesInside(band, -1.805)).toBe(true)
    expect(liesInside(band, -1.806)).toBe(false)
  })

  it('has no band for a single value, and says what it needs', () => {
    const none = noiseBand([5], 3)
    expect(hasBand(none)).toBe(false)
    expect((none as NoBand).reason).toBe('needs --repeat=2 or more')
  })

  it('refuses a second run of a repeat count --repeat would refuse', () => {
    expect(() => noiseBand([1, 2, 3], 0)).toThrow(`for 1 to ${MAX_REPEAT} repeats (the range of --repeat)`)
    expect(() => noiseBand([1, 2, 3], MAX_REPEAT + 1)).toThrow(/a run of 11 repeats: .* 1 to 10 repeats/)
    expect(() => noiseBand([1, 2, 3], 2.5)).toThrow(/a run of 2\.5 repeats/)
    expect(() => noiseBand([1], 0)).toThrow(/a run of 0 repeats/)
  })

  it('refuses a first run of more values than --repeat allows, and non-finite values', () => {
    const tooMany = Array.from({ length: MAX_REPEAT + 1 }, (_, index) => index)
    expect(() => noiseBand(tooMany, 3)).toThrow(`covers first runs of 2 to ${MAX_REPEAT} repeats`)
    expect(() => noiseBand([1, Number.NaN], 3)).toThrow(/not a finite number: NaN/)
  })

  it('has a band for every pair of repeat counts --repeat allows', () => {
    for (let first = 2; first <= MAX_REPEAT; first += 1) {
      for (let second = 1; second <= MAX_REPEAT; second += 1) {
        expect(hasBand(noiseBand(draws(seededNormal(first), first), second))).toBe(true)
      }
    }
  })
})

describe('medianVariance, against a seeded simulation', () => {
  const DRAWS = 20_000

  it.each([2, 3, 4, 5])('v(%i) is the variance of the median of that many standard normal values', (m) => {
    const normal = seededNormal(1_000 + m)
    const medians = Array.from({ length: DRAWS }, () => median(draws(normal, m).map((x) => x + 10)))
    // Shifted by 10: `median` refuses negative samples (they are durations); the variance is unchanged.
    expect(variance(medians) / medianVariance(m)).toBeGreaterThan(0.97)
    expect(variance(medians) / medianVariance(m)).toBeLessThan(1.03)
  })
})

describe('noiseBand coverage, against seeded pairs of runs', () => {
  const PAIRS = 2_000

  it.each([
    [3, 3],
    [2, 1],
    [5, 5],
    [3, 10],
  ])(
    'holds a fresh median in about 95 of 100 pairs (first run %i repeats, second %i)',
    (firstRepeats, secondRepeats) => {
      const normal = seededNormal(7 * firstRepeats + secondRepeats)
      let inside = 0
      for (let pair = 0; pair < PAIRS; pair += 1) {
        // Scaled like a figure in ms, so the file's 3 decimals are far finer than the noise.
        const band = bandOf(draws(normal, firstRepeats, 100, 5), secondRepeats)
        if (liesInside(band, median(draws(normal, secondRepeats, 100, 5)))) inside += 1
      }
      expect(inside / PAIRS).toBeGreaterThan(0.92)
      expect(inside / PAIRS).toBeLessThan(0.98)
    },
  )
})

describe('chanceOfAtLeastOutside', () => {
  it('is the binomial tail of a 5 % miss rate', () => {
    expect(chanceOfAtLeastOutside(0, 45)).toBe(1)
    expect(chanceOfAtLeastOutside(1, 1)).toBeCloseTo(0.05, 12)
    // 1 − 0.95⁴⁵ − 45 · 0.05 · 0.95⁴⁴, by hand: 1 − 0.09944 − 0.23551
    expect(chanceOfAtLeastOutside(2, 45)).toBeCloseTo(0.66505, 4)
    expect(chanceOfAtLeastOutside(3, 3)).toBeCloseTo(0.05 ** 3, 12)
  })

  it('falls as more figures are outside', () => {
    expect(chanceOfAtLeastOutside(6, 45)).toBeLessThan(chanceOfAtLeastOutside(3, 45))
    expect(chanceOfAtLeastOutside(10, 45)).toBeLessThan(0.001)
  })

  it('refuses counts that are not counts of figures outside', () => {
    expect(() => chanceOfAtLeastOutside(3, 2)).toThrow('not a count of figures outside: 3 of 2')
    expect(() => chanceOfAtLeastOutside(-1, 2)).toThrow('not a count')
    expect(() => chanceOfAtLeastOutside(1.5, 2)).toThrow('not a count')
  })
})
