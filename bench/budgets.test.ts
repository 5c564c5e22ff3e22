import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GROUPS } from './cli-args'
import { budgetsOf, checkBudgets, describeFailure, FIGURES, loadBudgets, parseBudgets } from './budgets'

const atLimits = Object.fromEntries(
  Object.entries(FIGURES).map(([key, { issueLimit }]) => [key, { max: issueLimit ?? 2, why: 'test' }]),
)

describe('the shipped bench/budgets.json', () => {
  it('budgets every figure the bench measures, within the issues’ limits', () => {
    const budgets = loadBudgets(join(__dirname, 'budgets.json'))
    expect(Object.keys(budgets).sort()).toEqual(Object.keys(FIGURES).sort())
    expect(budgets.request_overhead_ratio?.max).toBeLessThanOrEqual(1.5)
    expect(budgets.bundle_gzip_kb?.max).toBeLessThanOrEqual(200)
  })

  it('has figures in every group, so every group is checked by --check', () => {
    expect(new Set(Object.values(FIGURES).map((figure) => figure.group))).toEqual(new Set(GROUPS))
  })
})

describe('parseBudgets', () => {
  it('accepts budgets equal to or stricter than the issues’', () => {
    const budgets = parseBudgets({
      $comment: 'notes',
      ...atLimits,
      request_overhead_ratio: { max: 1.2, why: 'x' },
    })
    expect(budgets.request_overhead_ratio?.max).toBe(1.2)
  })

  it('refuses a budget looser than the issue’s, naming it', () => {
    expect(() => parseBudgets({ ...atLimits, bulk_lookup_ratio: { max: 2, why: 'looser' } })).toThrow(
      /bulk_lookup_ratio allows 2, looser than the issue's 1.3/,
    )
  })

  it('refuses a file that leaves a figure without a budget', () => {
    const { export_ratio: _dropped, ...rest } = atLimits
    expect(() => parseBudgets(rest)).toThrow(/export_ratio has no budget/)
  })

  it('refuses a budget for a figure the bench does not measure', () => {
    expect(() => parseBudgets({ ...atLimits, render_scale_ratio: { max: 3, why: 'stale' } })).toThrow(
      /render_scale_ratio is no figure the bench measures/,
    )
  })

  it('refuses malformed entries with their path', () => {
    expect(() => parseBudgets({ ...atLimits, bundle_gzip_kb: { max: '200', why: 'text' } })).toThrow(
      /bundle_gzip_kb\.max/,
    )
    expect(() => parseBudgets([])).toThrow(/expected record/)
  })
})

describe('budgetsOf', () => {
  it('keeps the budgets of the figures the given groups measure', () => {
    expect(Object.keys(budgetsOf(parseBudgets(atLimits), ['render'])).sort()).toEqual([
      'filter_apply_ideal_ratio',
      'ideal_ratio_throttle_move',
      'item_open_ideal_ratio',
      'next_page_ideal_ratio',
    ])
  })
})

describe('checkBudgets', () => {
  const budgets = parseBudgets(atLimits)
  const passing = Object.fromEntries(Object.entries(atLimits).map(([key, { max }]) => [key, max]))

  it('passes figures at or under their budget', () => {
    expect(checkBudgets(passing, budgets).filter((verdict) => verdict.status !== 'pass')).toEqual([])
  })

  it('fails a figure over its budget and says by how much it is allowed', () => {
    const broken = checkBudgets({ ...passing, request_overhead_ratio: 1.51 }, budgets).filter(
      (verdict) => verdict.status !== 'pass',
    )
    expect(broken).toEqual([{ key: 'request_overhead_ratio', status: 'over', value: 1.51, max: 1.5 }])
    expect(describeFailure(broken[0]!)).toBe('request_overhead_ratio: 1.51 is over its budget of 1.5')
  })

  it('fails a budgeted figure that was not measured, so an empty run cannot pass', () => {
    const { export_ratio: _missing, ...rest } = passing
    const broken = checkBudgets({ ...rest, watch_poll_cost: Number.NaN }, budgets).filter(
      (verdict) => verdict.status !== 'pass',
    )
    expect(broken.map((verdict) => [verdict.key, verdict.status])).toEqual([
      ['watch_poll_cost', 'missing'],
      ['export_ratio', 'missing'],
    ])
    expect(describeFailure(broken[1]!)).toMatch(/export_ratio: not measured/)
  })

  it('rounds the figure in the message to three decimals', () => {
    const [broken] = checkBudgets({ ...passing, bundle_gzip_kb: 200.0091324 }, budgets).filter(
      (verdict) => verdict.status !== 'pass',
    )
    expect(describeFailure(broken!)).toBe('bundle_gzip_kb: 200.009 is over its budget of 200')
  })
})
