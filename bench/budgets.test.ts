import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ISSUE_LIMITS, checkBudgets, describeFailure, failures, loadBudgets, parseBudgets } from './budgets'

const allAtIssueLimits = Object.fromEntries(
  Object.entries(ISSUE_LIMITS).map(([key, max]) => [key, { max, why: 'issue 6' }]),
)

describe('the shipped bench/budgets.json', () => {
  it('is valid and at least as strict as issue 6 on every figure', () => {
    const budgets = loadBudgets(join(__dirname, 'budgets.json'))
    expect(budgets.request_overhead_ratio?.max).toBeLessThanOrEqual(1.5)
    expect(budgets.render_scale_ratio?.max).toBeLessThanOrEqual(3)
    expect(budgets.heap_growth_ratio?.max).toBeLessThanOrEqual(1.3)
    expect(budgets.bundle_gzip_kb?.max).toBeLessThanOrEqual(200)
    expect(budgets.demo_server_scale_ratio?.max).toBeLessThanOrEqual(2)
    expect(budgets.startup_ratio?.max).toBeLessThanOrEqual(4)
  })
})

describe('parseBudgets', () => {
  it('accepts budgets equal to or stricter than the issue’s, and extra figures', () => {
    const budgets = parseBudgets({
      $comment: 'notes',
      ...allAtIssueLimits,
      startup_ratio: { max: 3, why: 'stricter' },
      render_ms_250: { max: 100, why: 'extra' },
    })
    expect(budgets.startup_ratio?.max).toBe(3)
    expect(budgets.render_ms_250?.max).toBe(100)
  })

  it('refuses a budget looser than the issue’s, naming it', () => {
    expect(() => parseBudgets({ ...allAtIssueLimits, heap_growth_ratio: { max: 2, why: 'looser' } })).toThrow(
      /heap_growth_ratio allows 2, looser than the issue's 1.3/,
    )
  })

  it('refuses a file that drops one of the issue’s budgets', () => {
    const { startup_ratio: _dropped, ...rest } = allAtIssueLimits
    expect(() => parseBudgets(rest)).toThrow(/startup_ratio has no budget/)
  })

  it('refuses malformed entries with their path', () => {
    expect(() => parseBudgets({ ...allAtIssueLimits, bundle_gzip_kb: { max: '200', why: 'text' } })).toThrow(
      /bundle_gzip_kb\.max/,
    )
    expect(() => parseBudgets({ ...allAtIssueLimits, 'Bad Key': { max: 1, why: 'x' } })).toThrow(/snake_case/)
  })
})

describe('checkBudgets', () => {
  const budgets = parseBudgets(allAtIssueLimits)
  const passing = { ...ISSUE_LIMITS }

  it('passes figures at or under their budget', () => {
    expect(failures(checkBudgets(passing, budgets))).toEqual([])
  })

  it('fails a figure over its budget and says by how much it is allowed', () => {
    const broken = failures(checkBudgets({ ...passing, request_overhead_ratio: 1.51 }, budgets))
    expect(broken).toEqual([{ key: 'request_overhead_ratio', status: 'over', value: 1.51, max: 1.5 }])
    expect(describeFailure(broken[0]!)).toBe('request_overhead_ratio: 1.51 is over its budget of 1.5')
  })

  it('fails a budgeted figure that was not measured, so an empty run cannot pass', () => {
    const { heap_growth_ratio: _missing, ...rest } = passing
    const broken = failures(checkBudgets({ ...rest, startup_ratio: Number.NaN }, budgets))
    expect(broken.map((verdict) => [verdict.key, verdict.status])).toEqual([
      ['heap_growth_ratio', 'missing'],
      ['startup_ratio', 'missing'],
    ])
    expect(describeFailure(broken[0]!)).toMatch(/heap_growth_ratio: not measured/)
  })

  it('rounds the figure in the message to three decimals', () => {
    const [broken] = failures(checkBudgets({ ...passing, render_scale_ratio: 3.009132420078508 }, budgets))
    expect(describeFailure(broken!)).toBe('render_scale_ratio: 3.009 is over its budget of 3')
  })

  it('lists every broken figure, not just the first', () => {
    const broken = failures(checkBudgets({ ...passing, bundle_gzip_kb: 250, startup_ratio: 9 }, budgets))
    expect(broken.map((verdict) => verdict.key)).toEqual(['bundle_gzip_kb', 'startup_ratio'])
  })
})
