import { describe, expect, it } from 'vitest'
import { compareRuns } from './compare-runs'

describe('compareRuns', () => {
  it('says whether the second median lies inside the first run’s min–max, bounds included', () => {
    const first = {
      a: { runs: 3, min: 1.0, median: 1.1, max: 1.2 },
      b: { runs: 3, min: 10, median: 10, max: 10 },
      c: { runs: 3, min: 2, median: 2.5, max: 3 },
      only_first: { runs: 3, min: 1, median: 1, max: 1 },
    }
    const second = {
      a: { runs: 3, min: 1.1, median: 1.2, max: 1.3 },
      b: { runs: 3, min: 10, median: 10.5, max: 11 },
      c: { runs: 3, min: 1, median: 2, max: 2 },
    }
    const rows = compareRuns(first, second)
    expect(rows.map((row) => [row.key, row.inside])).toStrictEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ])
    expect(rows[1]?.changePercent).toBeCloseTo(5)
    expect(rows[0]?.firstSpreadPercent).toBeCloseTo(18.18, 1)
    expect(rows[2]?.changePercent).toBeCloseTo(-20)
  })
})
