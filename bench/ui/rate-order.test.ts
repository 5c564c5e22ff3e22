import { describe, expect, it } from 'vitest'
import { measuredRounds, rateOfRun, ROUNDS_PER_RATE } from './rate-order'

describe('rateOfRun', () => {
  it('runs two rates A B B A, run by run, across rounds', () => {
    expect(Array.from({ length: 9 }, (_, index) => rateOfRun([1, 2], index))).toEqual([
      1, 2, 2, 1, 1, 2, 2, 1, 1,
    ])
  })

  it("gives each of two rates its rounds' worth of runs, whatever a round holds", () => {
    const runs = Array.from({ length: measuredRounds([1, 2]) * 9 }, (_, index) => rateOfRun([1, 2], index))
    expect(runs.filter((rate) => rate === 1)).toHaveLength(ROUNDS_PER_RATE * 9)
    expect(runs.filter((rate) => rate === 2)).toHaveLength(ROUNDS_PER_RATE * 9)
  })

  it('keeps a single rate for every run, in one round', () => {
    expect(measuredRounds([1])).toBe(1)
    expect([0, 1, 7].map((index) => rateOfRun([1], index))).toEqual([1, 1, 1])
  })
})
