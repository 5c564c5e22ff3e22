import { describe, expect, it } from 'vitest'
import { parseBudgets, ISSUE_LIMITS } from './budgets'
import { formatReport, formatTable, resultsDocument, type Results } from './report'

const budgets = parseBudgets(
  Object.fromEntries(Object.entries(ISSUE_LIMITS).map(([key, max]) => [key, { max, why: 'x' }])),
)

const results: Results = {
  figures: { request_overhead_ratio: 1.23456, bundle_gzip_kb: 250 },
  series: [
    {
      key: 'request_app_ms',
      label: 'request: app path',
      unit: 'ms',
      summary: { runs: 30, median: 1.5, min: 1.25, max: 12.5 },
    },
  ],
  notes: ['a note'],
  errors: { heap: 'boom' },
  machine: { cpu_model: 'AMD EPYC', cores: 2 },
}

describe('resultsDocument', () => {
  it('puts the figures at the top level as rounded numbers and everything else under its own key', () => {
    const document = resultsDocument(results)
    expect(document.request_overhead_ratio).toBe(1.235)
    expect(document.bundle_gzip_kb).toBe(250)
    expect(document.machine).toEqual({ cpu_model: 'AMD EPYC', cores: 2 })
    expect(document.series).toEqual({
      request_app_ms: { label: 'request: app path', unit: 'ms', runs: 30, median: 1.5, min: 1.25, max: 12.5 },
    })
    expect(document.errors).toEqual({ heap: 'boom' })
  })
})

describe('resultsDocument ranges (--repeat)', () => {
  const repeated: Results = {
    ...results,
    ranges: {
      request_overhead_ratio: { runs: 3, median: 1.2, min: 1.1, max: 1.3, values: [1.3, 1.1, 1.2] },
      bundle_gzip_kb: {
        runs: 3,
        median: 117.826,
        min: 117.826,
        max: 117.826,
        values: [117.826, 117.826, 117.826],
      },
      startup_ms: { runs: 1, median: 904.7294, min: 904.7294, max: 904.7294, values: [904.7294] },
    },
  }
  const ranges = resultsDocument(repeated).ranges as Record<string, Record<string, unknown>>

  it('holds each figure’s runs, median, min, max and repeat values, rounded, and the 95 % noise band', () => {
    // 1.2 ± t(0.975, 2) · s · √(1/3 + v(3)) with s = 0.1: ± 4.303 · 0.1 · 0.88433 = ± 0.38053.
    expect(ranges.request_overhead_ratio).toStrictEqual({
      runs: 3,
      median: 1.2,
      min: 1.1,
      max: 1.3,
      values: [1.3, 1.1, 1.2],
      noise95: { low: 0.819, high: 1.581 },
    })
  })

  it('gives a figure that does not vary a band of one stored step either side of its value', () => {
    expect(ranges.bundle_gzip_kb?.noise95).toStrictEqual({ low: 117.825, high: 117.827 })
  })

  it('rounds the values like the rest, and gives no band to a figure only one repeat produced', () => {
    expect(ranges.startup_ms).toStrictEqual({
      runs: 1,
      median: 904.729,
      min: 904.729,
      max: 904.729,
      values: [904.729],
    })
  })

  it('has no ranges without --repeat', () => {
    expect(resultsDocument(results)).not.toHaveProperty('ranges')
  })
})

describe('formatReport', () => {
  const text = formatReport(results, budgets)

  it('prints each series with runs, median, min and max', () => {
    expect(text).toMatch(/request: app path\s+30\s+1\.500 ms\s+1\.250 ms\s+12\.50 ms/)
  })

  it('marks figures over budget and budgeted figures that were not measured', () => {
    expect(text).toMatch(/request_overhead_ratio\s+1\.235\s+<= 1\.5\s+ok/)
    expect(text).toMatch(/bundle_gzip_kb\s+250\.0\s+<= 200\s+OVER BUDGET/)
    expect(text).toMatch(/heap_growth_ratio\s+not measured\s+<= 1\.3\s+MISSING/)
  })
})

describe('formatTable', () => {
  it('pads columns to their widest cell, right-aligning the numeric ones', () => {
    expect(
      formatTable(
        ['name', 'n'],
        [
          ['a', '1'],
          ['bbb', '10'],
        ],
        [false, true],
      ).split('\n'),
    ).toEqual(['name   n', '----  --', 'a      1', 'bbb   10'])
  })
})
