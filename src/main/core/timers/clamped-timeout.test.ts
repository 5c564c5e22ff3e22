import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_TIMER_DELAY_MS, clampDelay, setClampedTimeout } from './clamped-timeout'

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('clamped timers', () => {
  it.each([
    [-5, 0],
    [Number.NaN, 0],
    [0, 0],
    [1_500, 1_500],
    [MAX_TIMER_DELAY_MS, MAX_TIMER_DELAY_MS],
    [9_999_999_999_000, MAX_TIMER_DELAY_MS],
    [Number.POSITIVE_INFINITY, MAX_TIMER_DELAY_MS],
  ])('R4: clampDelay(%d) is %d', (ms, expected) => {
    expect(clampDelay(ms)).toBe(expected)
  })

  it('R4: a caller ceiling wins when it is lower than the timer limit', () => {
    expect(clampDelay(3_000_000_000, 600_000)).toBe(600_000)
    expect(clampDelay(200, 600_000)).toBe(200)
  })

  it('R4: a delay past 2^31-1 ms waits the longest a timer can, instead of firing at once', async () => {
    const fired = vi.fn()
    setClampedTimeout(fired, 9_999_999_999 * 1000)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fired).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(MAX_TIMER_DELAY_MS - 60_000)
    expect(fired).toHaveBeenCalledTimes(1)
  })
})
