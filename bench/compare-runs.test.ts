import { describe, expect, it } from 'vitest'
import {
  compareRuns,
  formatComparison,
  repeatValues,
  withinNoise,
  type Comparison,
  type Range,
} from './compare-runs'

/** A range as a run of this version writes it: with the repeat values. */
function rangeOf(values: readonly number[]): Range {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    runs: values.length,
    min: sorted[0] as number,
    median: sorted[Math.floor(sorted.length / 2)] as number,
    max: sorted[sorted.length - 1] as number,
    values: [...values],
  }
}

/** A second run's range: only its median and repeat count matter to the comparison. */
function secondRun(median: number, runs = 3): Range {
  return { runs, min: median, median, max: median }
}

function rowOf(rows: readonly Comparison[], key: string): Comparison {
  const row = rows.find((candidate) => candidate.key === key)
  if (!row) throw new Error(`no row for ${key}`)
  return row
}

// First run [1.0, 1.1, 1.2]: mean 1.1, s 0.1, band for 3 repeats 1.1 ± 4.303 · 0.1 · √(1/3 + 0.4487)
// = 1.1 ± 0.3805, i.e. 0.72 .. 1.48 (0.719 .. 1.481 on the results file's grid).
const FIRST = rangeOf([1.2, 1.0, 1.1])

describe('compareRuns', () => {
  it('counts a second median inside the first run’s 95 % noise band, even outside its min–max', () => {
    const row = rowOf(compareRuns({ a: FIRST }, { a: secondRun(1.4) }), 'a')
    expect(row.inside).toBe(true)
    expect(row.changePercent).toBeCloseTo((0.3 / 1.1) * 100, 10)
    expect(row.halfWidthPercent).toBeCloseTo((0.38053 / 1.1) * 100, 2)
  })

  it('counts a second median beyond the band as outside, bounds included on the file’s grid', () => {
    const rows = compareRuns(
      { high: FIRST, edge: FIRST, low: FIRST },
      { high: secondRun(1.482), edge: secondRun(1.481), low: secondRun(0.718) },
    )
    expect(rows.map((row) => [row.key, row.inside])).toStrictEqual([
      ['high', false],
      ['edge', true],
      ['low', false],
    ])
  })

  it('takes the band for the second run’s repeat count: one repeat is noisier than a median of five', () => {
    const rows = compareRuns({ one: FIRST, five: FIRST }, { one: secondRun(1.5, 1), five: secondRun(1.5, 5) })
    expect(rowOf(rows, 'one').inside).toBe(true) // 1.1 ± 4.303 · 0.1 · √(1/3 + 1) = ± 0.497
    expect(rowOf(rows, 'five').inside).toBe(false) // 1.1 ± 4.303 · 0.1 · √(1/3 + 0.2868) = ± 0.339
  })

  it('gives a figure that does not vary the narrowest band the stored step allows', () => {
    const same = { runs: 3, min: 117.826, median: 117.826, max: 117.826 }
    const rows = compareRuns(
      { same, step: same, moved: same },
      { same: secondRun(117.826), step: secondRun(117.827), moved: secondRun(117.828) },
    )
    expect(rowOf(rows, 'same').inside).toBe(true)
    expect(rowOf(rows, 'same').halfWidthPercent).toBeLessThan(0.001)
    expect(rowOf(rows, 'step').inside).toBe(true)
    expect(rowOf(rows, 'moved').inside).toBe(false)
  })

  it('rebuilds the values of files written before they were kept, from min, median and max', () => {
    const old = { runs: 3, min: 1.0, median: 1.1, max: 1.2 }
    const [rebuilt] = compareRuns({ a: old }, { a: secondRun(1.4) })
    const [kept] = compareRuns({ a: rangeOf([1.0, 1.1, 1.2]) }, { a: secondRun(1.4) })
    expect(rebuilt?.band).toStrictEqual(kept?.band)
    expect(repeatValues('a', old)).toStrictEqual([1.0, 1.1, 1.2])
    expect(repeatValues('a', { runs: 2, min: 1, median: 1.5, max: 2 })).toStrictEqual([1, 2])
    expect(repeatValues('a', { runs: 1, min: 7, median: 7, max: 7 })).toStrictEqual([7])
  })

  it('refuses an old file’s figure whose values min, median and max cannot determine', () => {
    expect(() => compareRuns({ a: { runs: 5, min: 1, median: 2, max: 3 } }, { a: secondRun(2) })).toThrow(
      /a: the first run has 5 repeats but no values; .* cannot be computed/,
    )
  })

  it('refuses a second run of more repeats than the band knows, naming the figure', () => {
    expect(() => compareRuns({ a: FIRST }, { a: secondRun(1, 11) })).toThrow(/^a: a run of 11 repeats: /)
  })

  it('has no band, and no verdict, for a first run of one repeat', () => {
    const [row] = compareRuns({ a: { runs: 1, min: 2, median: 2, max: 2 } }, { a: secondRun(9) })
    expect(row?.inside).toBeNull()
    expect(row?.band).toStrictEqual({ reason: 'needs --repeat=2 or more' })
  })

  it('compares only figures both runs have, in the first run’s order', () => {
    const rows = compareRuns(
      { b: FIRST, only_first: FIRST, a: FIRST },
      { a: secondRun(1), b: secondRun(1), only_second: secondRun(1) },
    )
    expect(rows.map((row) => row.key)).toStrictEqual(['b', 'a'])
  })
})

describe('formatComparison', () => {
  const rows = compareRuns(
    { a: FIRST, b: FIRST, single: { runs: 1, min: 2, median: 2, max: 2 } },
    { a: secondRun(1.2), b: secondRun(2), single: secondRun(2) },
  )
  const lines = formatComparison(rows).split('\n')

  it('prints a row per figure: first median (min–max), band, second median, verdict, change, band width', () => {
    expect(lines).toContain('| `a` | 1.100 (1.000–1.200) | 0.7195–1.481 | 1.200 | yes | +9.1 % | ±34.6 % |')
    expect(lines).toContain(
      '| `b` | 1.100 (1.000–1.200) | 0.7195–1.481 | 2.000 | **no** | +81.8 % | ±34.6 % |',
    )
    expect(lines).toContain(
      '| `single` | 2.000 (2.000–2.000) | — (needs --repeat=2 or more) | 2.000 | — | +0.0 % | — |',
    )
  })

  it('ends with how many medians are inside, naming those outside and those without a band, what chance says, and the verdict', () => {
    expect(lines.slice(-4)).toStrictEqual([
      'no band (needs --repeat=2 or more): single',
      "1 of 2 medians inside the first run's 95 % noise band; outside: b",
      // 1 − 0.95² = 0.0975
      'if nothing changed, about 0.1 of 2 fall outside by chance; 1 or more outside: 10 % likely (figures taken as independent)',
      "verdict: within the first run's noise (chance leaves as many outside at least 5 % of the time)",
    ])
  })

  it('says a run is beyond the noise when chance rarely leaves as many outside', () => {
    const both = compareRuns({ a: FIRST, b: FIRST }, { a: secondRun(2), b: secondRun(2) })
    // Both of 2 outside: 0.05² = 0.25 %.
    expect(formatComparison(both).split('\n').at(-1)).toBe(
      "verdict: beyond the first run's noise (chance leaves as many outside less than 5 % of the time): " +
        'the machine or the app changed between the runs',
    )
  })
})

describe('withinNoise', () => {
  /** `figures` figures of which the first `outside` moved out of their bands. */
  function runWith(outside: number, figures: number): Comparison[] {
    const first = Object.fromEntries(Array.from({ length: figures }, (_, index) => [`f${index}`, FIRST]))
    const second = Object.fromEntries(
      Array.from({ length: figures }, (_, index) => [`f${index}`, secondRun(index < outside ? 2 : 1.1)]),
    )
    return compareRuns(first, second)
  }

  it('holds while chance leaves as many outside at least 5 % of the time, over 41 figures up to 5', () => {
    // P(≥ 5 of 41 outside) = 5.3 %, P(≥ 6 of 41) = 1.6 % (binomial, p = 0.05).
    expect(withinNoise(runWith(0, 41))).toBe(true)
    expect(withinNoise(runWith(5, 41))).toBe(true)
    expect(withinNoise(runWith(6, 41))).toBe(false)
  })

  it('ignores figures without a band', () => {
    const rows = compareRuns(
      { a: FIRST, single: { runs: 1, min: 2, median: 2, max: 2 } },
      { a: secondRun(1.1), single: secondRun(9) },
    )
    expect(withinNoise(rows)).toBe(true)
    expect(withinNoise(runWith(2, 2))).toBe(false) // 2 of 2 outside: 0.25 %
  })
})
