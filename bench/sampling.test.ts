import { describe, expect, it } from 'vitest'
import { sampleInterleaved } from './sampling'

describe('sampleInterleaved', () => {
  it('alternates the two series and flips which goes first every round', async () => {
    const order: string[] = []
    const result = await sampleInterleaved(
      { warmup: 1, runs: 5 },
      async (round) => {
        order.push(`a${round}`)
        return 100 + round
      },
      async (round) => {
        order.push(`b${round}`)
        return 200 + round
      },
    )
    expect(order).toEqual(['a0', 'b0', 'b1', 'a1', 'a2', 'b2', 'b3', 'a3', 'a4', 'b4', 'b5', 'a5'])
    expect(result.a).toEqual([101, 102, 103, 104, 105])
    expect(result.b).toEqual([201, 202, 203, 204, 205])
  })

  it('refuses fewer than five measured runs (the issue’s minimum)', async () => {
    const run = async () => 1
    await expect(sampleInterleaved({ warmup: 0, runs: 4 }, run, run)).rejects.toThrow(/at least 5 runs/)
  })

  it('lets a failing run fail the measurement instead of recording it', async () => {
    const run = async (round: number) => {
      if (round === 3) throw new Error('page came from the cache')
      return 1
    }
    await expect(sampleInterleaved({ warmup: 0, runs: 5 }, run, run)).rejects.toThrow(
      'page came from the cache',
    )
  })
})
