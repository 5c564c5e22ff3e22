import { describe, expect, it } from 'vitest'
import { parseBudgets, FIGURES } from './budgets'
import { formatReport, resultsDocument, type Results } from './report'

const budgets = parseBudgets(
  Object.fromEntries(
    Object.entries(FIGURES).map(([key, { issueLimit }]) => [key, { max: issueLimit ?? 200, why: 'x' }]),
  ),
)

const results: Results = {
  figures: { request_overhead_ratio: 1.23456, bundle_gzip_kb: 250 },
  series: [
    {
      key: 'request_app_ms',
      unit: 'ms',
      summary: { runs: 30, median: 1.5, min: 1.25, max: 12.5 },
    },
  ],
  errors: { shift: 'boom' },
  machine: { cpu_model: 'AMD EPYC', cores: 2 },
}
const repeated: Results = {
  ...results,
  ranges: {
    request_overhead_ratio: { runs: 3, median: 1.23456, min: 1.1, max: 1.30004 },
    bundle_gzip_kb: { runs: 3, median: 250, min: 250, max: 250 },
  },
}

describe('resultsDocument', () => {
  it('puts the figures at the top level as rounded numbers and everything else under its own key', () => {
    const document = resultsDocument(results)
    expect(document.request_overhead_ratio).toBe(1.235)
    expect(document.bundle_gzip_kb).toBe(250)
    expect(document.machine).toEqual({ cpu_model: 'AMD EPYC', cores: 2 })
    expect(document.series).toEqual({
      request_app_ms: { unit: 'ms', runs: 30, median: 1.5, min: 1.25, max: 12.5 },
    })
    expect(document.errors).toEqual({ shift: 'boom' })
    expect(document).not.toHaveProperty('ranges')
  })

  it('with --repeat, holds each figure’s runs, median, min and max, rounded, and nothing more', () => {
    expect(resultsDocument(repeated).ranges).toStrictEqual({
      request_overhead_ratio: { runs: 3, median: 1.235, min: 1.1, max: 1.3 },
      bundle_gzip_kb: { runs: 3, median: 250, min: 250, max: 250 },
    })
  })
})

describe('formatReport', () => {
  const text = formatReport(results, budgets)

  it('prints each series with runs, median, min and max', () => {
    expect(text).toMatch(/request_app_ms\s+30 runs, median 1\.500 ms, 1\.250–12\.50/)
  })

  it('marks figures over budget and budgeted figures that were not measured', () => {
    expect(text).toMatch(/request_overhead_ratio\s+1\.235\s+<= 1\.5\s+ok/)
    expect(text).toMatch(/bundle_gzip_kb\s+250\.0\s+<= 200\s+OVER BUDGET/)
    expect(text).toMatch(/startup_nav_ratio\s+not measured\s+<= 200\s+MISSING/)
  })

  it('with --repeat, prints each figure’s min–max beside its median', () => {
    expect(formatReport(repeated, budgets)).toMatch(
      /request_overhead_ratio\s+1\.235\s+1\.100–1\.300\s+<= 1\.5\s+ok/,
    )
  })
})
