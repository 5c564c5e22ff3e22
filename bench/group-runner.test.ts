import { describe, expect, it } from 'vitest'
import { checkpoint, GroupStoppedError, withinLimit } from './group-runner'

describe('withinLimit', () => {
  it('passes a group’s outcome through when it finishes in time', async () => {
    await expect(withinLimit(async () => 42, 1_000)).resolves.toBe(42)
  })

  it('reports a group that never stops as timed out, after its unwind limit', async () => {
    const started = Date.now()
    const error = await withinLimit(() => new Promise<number>(() => {}), 30, 50).catch(
      (caught: unknown) => caught,
    )
    expect((error as Error).message).toMatch(
      /timed out after 0 s \(its limit\), and had not stopped 0 s later/,
    )
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('stops a group that ran out at its next checkpoint and lets it clean up first', async () => {
    const events: string[] = []
    const group = async () => {
      try {
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
    const error = (await withinLimit(group, 40, 5_000).catch((caught: unknown) => caught)) as Error
    // The browser it opened is closed before the next group starts measuring.
    expect(events).toStrictEqual(['stopped', 'cleaned up'])
    expect(error.message).toMatch(/timed out after 0 s \(its limit\); the other groups still ran/)
  })

  it('does nothing at a checkpoint outside a group', () => {
    expect(() => checkpoint()).not.toThrow()
  })

  it('passes a group’s own failure through', async () => {
    await expect(withinLimit(() => Promise.reject(new Error('no chromium')), 1_000)).rejects.toThrow(
      'no chromium',
    )
  })
})
