import { describe, expect, it } from 'vitest'
import { aggregateRepeats, GroupTimeoutError, medianFigures, withinLimit } from './group-runner'

describe('withinLimit', () => {
  it('passes a group’s outcome through when it finishes in time', async () => {
    await expect(withinLimit(async () => 42, 1_000, 'request')).resolves.toBe(42)
  })

  it('reports a group that runs out as timed out, naming it, without waiting for it', async () => {
    const never = new Promise<number>(() => {})
    const started = Date.now()
    const error = await withinLimit(() => never, 30, 'heap').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GroupTimeoutError)
    expect((error as GroupTimeoutError).group).toBe('heap')
    expect((error as Error).message).toMatch(/timed out after 0 s/)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('passes a group’s own failure through', async () => {
    await expect(
      withinLimit(() => Promise.reject(new Error('no chromium')), 1_000, 'render'),
    ).rejects.toThrow('no chromium')
  })
})

describe('aggregateRepeats', () => {
  it('gives min, median and max per figure over the repeats, and the medians as the figures', () => {
    const summaries = aggregateRepeats([
      { request_overhead_ratio: 1.3, bundle_gzip_kb: 150 },
      { request_overhead_ratio: 1.1, bundle_gzip_kb: 150 },
      { request_overhead_ratio: 1.2 },
    ])
    expect(summaries.request_overhead_ratio).toEqual({ runs: 3, median: 1.2, min: 1.1, max: 1.3 })
    expect(summaries.bundle_gzip_kb).toEqual({ runs: 2, median: 150, min: 150, max: 150 })
    expect(medianFigures(summaries)).toEqual({ request_overhead_ratio: 1.2, bundle_gzip_kb: 150 })
  })

  it('leaves out a figure no repeat produced', () => {
    expect(aggregateRepeats([{}, {}])).toEqual({})
  })
})
