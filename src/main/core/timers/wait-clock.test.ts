import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_TIMER_DELAY_MS } from './clamped-timeout'
import { WALL_CLOCK } from './wait-clock'

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the wall clock', () => {
  it('tells the time as Date.now does', () => {
    vi.setSystemTime(5_000)
    expect(WALL_CLOCK.now()).toBe(5_000)
  })

  it('ends a wait once its time has passed, not before', () => {
    const done = vi.fn()
    WALL_CLOCK.wait(1_500, done)
    vi.advanceTimersByTime(1_499)
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(done).toHaveBeenCalledOnce()
  })

  it('never ends a cancelled wait', () => {
    const done = vi.fn()
    const cancel = WALL_CLOCK.wait(1_500, done)
    cancel()
    vi.advanceTimersByTime(10_000)
    expect(done).not.toHaveBeenCalled()
  })

  it('R4: clamps a wait past the timer limit instead of ending it at once', () => {
    const done = vi.fn()
    WALL_CLOCK.wait(Number.POSITIVE_INFINITY, done)
    vi.advanceTimersByTime(60_000)
    expect(done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(MAX_TIMER_DELAY_MS)
    expect(done).toHaveBeenCalledOnce()
  })
})
