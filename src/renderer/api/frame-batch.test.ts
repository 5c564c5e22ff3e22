import { afterEach, describe, expect, it, vi } from 'vitest'
import { manualFrames } from '../testing/manual-frames.test-support'
import { createFrameBatch, FRAME_FALLBACK_MS } from './frame-batch'

// In the reverse order of the test's own: the frames stubbed over the fake clock's first, or
// the fake clock's requestAnimationFrame outlives it.
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('createFrameBatch', () => {
  it('hands 100 events that arrive within one frame over once, in order, at the frame', () => {
    const frame = manualFrames()
    const deliver = vi.fn()
    const batch = createFrameBatch<number>(deliver)
    for (let event = 0; event < 100; event++) batch.push(event)
    expect(deliver).not.toHaveBeenCalled()
    frame()
    expect(deliver).toHaveBeenCalledTimes(1)
    expect(deliver).toHaveBeenCalledWith(Array.from({ length: 100 }, (_, event) => event))
  })

  it('delivers after a short timeout when no frame comes (a hidden window)', () => {
    vi.useFakeTimers()
    manualFrames()
    const deliver = vi.fn()
    const batch = createFrameBatch<string>(deliver)
    batch.push('a')
    batch.push('b')
    vi.advanceTimersByTime(FRAME_FALLBACK_MS - 1)
    expect(deliver).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(deliver).toHaveBeenCalledExactlyOnceWith(['a', 'b'])
  })

  it('flush delivers at once and only once; cancel drops what was kept', () => {
    vi.useFakeTimers()
    const deliver = vi.fn()
    const batch = createFrameBatch<number>(deliver)
    batch.push(1)
    batch.flush()
    vi.advanceTimersByTime(FRAME_FALLBACK_MS)
    expect(deliver).toHaveBeenCalledExactlyOnceWith([1])
    batch.push(2)
    batch.cancel()
    vi.advanceTimersByTime(FRAME_FALLBACK_MS)
    expect(deliver).toHaveBeenCalledTimes(1)
  })
})
