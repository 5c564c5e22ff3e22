import { describe, expect, it } from 'vitest'
import { checkpoint, withinLimit } from './group-runner'

describe('withinLimit', () => {
  it('passes a group’s outcome through when it finishes in time', async () => {
    await expect(withinLimit(async () => 42, 1_000)).resolves.toBe(42)
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
        events.push(/timed out/.test((error as Error).message) ? 'stopped' : 'other')
        throw error
      } finally {
        await new Promise((resolve) => setTimeout(resolve, 20))
        events.push('cleaned up')
      }
    }
    const error = (await withinLimit(group, 40).catch((caught: unknown) => caught)) as Error
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
