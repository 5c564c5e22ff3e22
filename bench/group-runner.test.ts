import { describe, expect, it } from 'vitest'
import {
  aggregateRepeats,
  checkpoint,
  GroupStoppedError,
  GroupTimeoutError,
  keep,
  medianFigures,
  withinLimit,
} from './group-runner'

describe('withinLimit', () => {
  it('passes a group’s outcome through when it finishes in time', async () => {
    await expect(withinLimit(async () => 42, 1_000, 'request')).resolves.toBe(42)
  })

  it('reports a group that never stops as timed out, naming it, after its unwind limit', async () => {
    const never = new Promise<number>(() => {})
    const started = Date.now()
    const error = await withinLimit(() => never, 30, 'heap', 50).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(GroupTimeoutError)
    expect((error as GroupTimeoutError).group).toBe('heap')
    expect((error as Error).message).toMatch(
      /timed out after 0 s \(its limit\), and had not stopped 0 s later/,
    )
    expect((error as Error).message).toMatch(/it had measured nothing yet/)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('stops a group that ran out at its next checkpoint, lets it clean up, and reports what it kept', async () => {
    const events: string[] = []
    const group = async () => {
      try {
        keep({ figures: { heap_growth_ratio: 1.2 }, notes: ['turns measured'] })
        for (;;) {
          checkpoint()
          await new Promise((resolve) => setTimeout(resolve, 5))
        }
      } catch (error) {
        events.push(error instanceof GroupStoppedError ? 'stopped' : 'other')
        throw error
      } finally {
        await new Promise((resolve) => setTimeout(resolve, 20))
        events.push('cleaned up')
      }
    }
    const error = (await withinLimit(group, 40, 'heap', 5_000).catch(
      (caught: unknown) => caught,
    )) as GroupTimeoutError
    // The browser it opened is closed before the next group starts measuring.
    expect(events).toStrictEqual(['stopped', 'cleaned up'])
    expect(error).toBeInstanceOf(GroupTimeoutError)
    expect(error.partial.figures).toStrictEqual({ heap_growth_ratio: 1.2 })
    expect(error.partial.notes).toStrictEqual(['turns measured'])
    expect(error.message).toMatch(/kept what it had measured: heap_growth_ratio; the other groups still ran/)
    expect(error.message).not.toMatch(/had not stopped/)
  })

  it('keeps each group’s parts apart, and nothing outside a group', async () => {
    keep({ figures: { stray: 1 } })
    expect(() => checkpoint()).not.toThrow()
    /** A group that keeps `figures`, then never finishes; what its timeout reports. */
    const stuckAfterKeeping = (figures: Record<string, number>, group: string) =>
      withinLimit(
        async () => {
          keep({ figures })
          await new Promise(() => {})
        },
        30,
        group,
        10,
      ).then(
        () => {
          throw new Error(`${group} did not time out`)
        },
        (caught: unknown) => caught as GroupTimeoutError,
      )
    const [first, second] = await Promise.all([
      stuckAfterKeeping({ a: 1 }, 'request'),
      stuckAfterKeeping({ b: 2 }, 'lookup'),
    ])
    expect(first.partial.figures).toStrictEqual({ a: 1 })
    expect(second.partial.figures).toStrictEqual({ b: 2 })
  })

  it('passes a group’s own failure through', async () => {
    await expect(
      withinLimit(() => Promise.reject(new Error('no chromium')), 1_000, 'render'),
    ).rejects.toThrow('no chromium')
  })
})

describe('aggregateRepeats', () => {
  it('gives min, median, max and the values in repeat order per figure, and the medians as the figures', () => {
    const summaries = aggregateRepeats([
      { request_overhead_ratio: 1.3, bundle_gzip_kb: 150 },
      { request_overhead_ratio: 1.1 },
      { request_overhead_ratio: 1.2, bundle_gzip_kb: 151 },
    ])
    expect(summaries.request_overhead_ratio).toEqual({
      runs: 3,
      median: 1.2,
      min: 1.1,
      max: 1.3,
      values: [1.3, 1.1, 1.2],
    })
    expect(summaries.bundle_gzip_kb).toEqual({
      runs: 2,
      median: 150.5,
      min: 150,
      max: 151,
      values: [150, 151],
    })
    expect(medianFigures(summaries)).toEqual({ request_overhead_ratio: 1.2, bundle_gzip_kb: 150.5 })
  })

  it('leaves out a figure no repeat produced', () => {
    expect(aggregateRepeats([{}, {}])).toEqual({})
  })
})
