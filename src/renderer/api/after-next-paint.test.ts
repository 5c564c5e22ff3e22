import { afterEach, describe, expect, it, vi } from 'vitest'
import { manualFrames } from '../testing/manual-frames.test-support'
import { afterNextPaint } from './after-next-paint'

// In the reverse order of the test's own: the frames stubbed over the fake clock's first, or
// the fake clock's requestAnimationFrame outlives it.
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('afterNextPaint', () => {
  it('runs in the task after the next frame, not in the frame', () => {
    vi.useFakeTimers()
    const frame = manualFrames()
    const then = vi.fn()
    afterNextPaint(then)
    vi.advanceTimersByTime(5_000)
    expect(then).not.toHaveBeenCalled()
    frame()
    expect(then).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(then).toHaveBeenCalledOnce()
  })

  it('runs after latestMs when no frame comes, once even if a frame comes later', () => {
    vi.useFakeTimers()
    const frame = manualFrames()
    const then = vi.fn()
    afterNextPaint(then, 1_000)
    vi.advanceTimersByTime(999)
    expect(then).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(then).toHaveBeenCalledOnce()
    frame()
    vi.advanceTimersByTime(1_000)
    expect(then).toHaveBeenCalledOnce()
  })

  it('a cancelled call runs neither after the frame nor after latestMs', () => {
    vi.useFakeTimers()
    const frame = manualFrames()
    const then = vi.fn()
    const cancel = afterNextPaint(then, 1_000)
    cancel()
    frame()
    vi.advanceTimersByTime(2_000)
    expect(then).not.toHaveBeenCalled()
  })
})
