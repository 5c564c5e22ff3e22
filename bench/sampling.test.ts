import { describe, expect, it } from 'vitest'
import { withinLimit } from './group-runner'
import { sample, sampleInterleaved } from './sampling'

describe('sample', () => {
  it('discards the warm-up runs and keeps the measured ones in order', async () => {
    const calls: number[] = []
    const samples = await sample({ warmup: 2, runs: 5 }, async (index) => {
      calls.push(index)
      return index * 10
    })
    expect(calls).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(samples).toEqual([20, 30, 40, 50, 60])
  })

  it('refuses fewer than five measured runs (the issue’s minimum)', async () => {
    await expect(sample({ warmup: 0, runs: 4 }, async () => 1)).rejects.toThrow(/at least 5 runs/)
  })

  it('lets a failing run fail the measurement instead of recording it', async () => {
    await expect(
      sample({ warmup: 0, runs: 5 }, async (index) => {
        if (index === 3) throw new Error('page came from the cache')
        return 1
      }),
    ).rejects.toThrow('page came from the cache')
  })
})

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
})

describe('sampling inside a group that ran out of time', () => {
  it.each([
    ['sample', (run: () => Promise<number>): Promise<unknown> => sample({ warmup: 1, runs: 100 }, run)],
    [
      'sampleInterleaved',
      (run: () => Promise<number>): Promise<unknown> => sampleInterleaved({ warmup: 1, runs: 100 }, run, run),
    ],
  ])('%s stops between runs instead of measuring on', async (_name, loop) => {
    let runs = 0
    const slowRun = async () => {
      runs += 1
      await new Promise((resolve) => setTimeout(resolve, 10))
      return 1
    }
    const error = await withinLimit(() => loop(slowRun), 35, 1_000).catch((caught: unknown) => caught)
    expect((error as Error).message).toMatch(/timed out/)
    expect((error as Error).message).not.toMatch(/had not stopped/)
    const stoppedAt = runs
    await new Promise((resolve) => setTimeout(resolve, 50))
    // Nothing ran after the group was stopped; without the checkpoint it would go on to 200 runs.
    expect(runs).toBe(stoppedAt)
    expect(runs).toBeLessThan(10)
  })
})
