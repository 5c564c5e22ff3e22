import { describe, expect, it } from 'vitest'
import {
  aggregateRepeats,
  lowerHalfMean,
  ratioOfLowerHalves,
  ratioOfMedians,
  round,
  summarize,
} from './stats'

const median = (values: readonly number[]) => summarize(values).median

describe('summarize: median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5)
    expect(median([3, 100, 2, 1, 4])).toBe(3)
  })

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('ignores a single huge outlier that would drag a mean', () => {
    expect(median([10, 11, 12, 10_000, 9])).toBe(11)
  })

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })

  it('takes min and max whatever the order', () => {
    expect(summarize([5, 9, 1])).toMatchObject({ min: 1, max: 9 })
  })

  it('refuses no samples, NaN and infinities', () => {
    expect(() => median([])).toThrow(/no samples/)
    expect(() => median([1, Number.NaN])).toThrow(/not a finite/)
    expect(() => median([1, Number.POSITIVE_INFINITY])).toThrow(/not a finite/)
  })
})

describe('summarize', () => {
  it('reports the run count, median, min and max', () => {
    expect(summarize([5, 3, 8, 4, 6])).toEqual({ runs: 5, median: 5, min: 3, max: 8 })
  })
})

describe('ratioOfMedians', () => {
  it('divides the figure’s median by the floor’s median', () => {
    expect(ratioOfMedians(summarize([2, 4, 100]), summarize([1, 2, 3]))).toBe(2)
  })

  it('refuses a zero floor rather than reporting Infinity', () => {
    expect(() => ratioOfMedians(summarize([1]), summarize([0, 0, 0]))).toThrow(/floor median of 0/)
  })
})

describe('lowerHalfMean', () => {
  it('averages the runs at or below the median, whatever the order', () => {
    expect(lowerHalfMean([10, 1, 3, 2])).toBe(1.5)
    expect(lowerHalfMean([9, 1, 5, 3, 7])).toBe(3)
  })

  it('is not moved by slow runs above the median, however slow', () => {
    expect(lowerHalfMean([4, 2, 3, 5, 6, 1000])).toBe(3)
  })

  it('takes its one run alone', () => {
    expect(lowerHalfMean([7])).toBe(7)
  })

  it('refuses no samples and what is not a number', () => {
    expect(() => lowerHalfMean([])).toThrow(/no samples/)
    expect(() => lowerHalfMean([1, Number.NaN])).toThrow(/not a finite/)
  })
})

describe('ratioOfLowerHalves', () => {
  it('divides the figure’s lower-half mean by the floor’s', () => {
    expect(ratioOfLowerHalves([3, 5, 90, 100], [1, 3, 9, 9])).toBe(2)
  })

  it('refuses a zero floor rather than reporting Infinity', () => {
    expect(() => ratioOfLowerHalves([1], [0, 0, 5])).toThrow(/floor of 0/)
  })
})

describe('round', () => {
  it('keeps three decimals by default', () => {
    expect(round(1.23456)).toBe(1.235)
    expect(round(0.1 + 0.2)).toBe(0.3)
  })
})

describe('summarize, signed', () => {
  it('takes negative figures and still refuses what is not a number', () => {
    expect(summarize([-3, 1, -1])).toEqual({ runs: 3, median: -1, min: -3, max: 1 })
    expect(() => summarize([1, Number.NaN])).toThrow('a sample is not a finite number: NaN')
  })
})

describe('aggregateRepeats', () => {
  it('gives each figure’s median, min and max over the repeats that produced it', () => {
    const summaries = aggregateRepeats([
      { request_overhead_ratio: 1.3, bundle_gzip_kb: 150 },
      { request_overhead_ratio: 1.1 },
      { request_overhead_ratio: 1.2, bundle_gzip_kb: 151 },
    ])
    expect(summaries).toEqual({
      request_overhead_ratio: { runs: 3, median: 1.2, min: 1.1, max: 1.3 },
      bundle_gzip_kb: { runs: 2, median: 150.5, min: 150, max: 151 },
    })
  })

  it('takes a count that shrank over a repeat, as a shift growth can', () => {
    const summaries = aggregateRepeats([
      { shift_timers_growth: -3 },
      { shift_timers_growth: 0 },
      { shift_timers_growth: 2 },
    ])
    expect(summaries['shift_timers_growth']).toEqual({ runs: 3, median: 0, min: -3, max: 2 })
  })

  it('leaves out a figure no repeat produced', () => {
    expect(aggregateRepeats([{}, {}])).toEqual({})
  })
})
