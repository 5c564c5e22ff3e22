import { afterEach, describe, expect, it, vi } from 'vitest'
import { IDLE_PREFETCH_LATEST_MS, prefetchInTurn, whenIdle } from './idle-prefetch'
import { later } from '../testing/later.test-support'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Idle moments that come only when the test says. */
function manualIdle() {
  const waiting: (() => void)[] = []
  const idle = (then: () => void) => {
    waiting.push(then)
    return () => waiting.splice(waiting.indexOf(then), 1)
  }
  return { idle, waiting, next: () => waiting.shift()?.() }
}

describe('prefetchInTurn', () => {
  it('loads one part per idle moment, the next only once the one before has settled', async () => {
    const first = later<void>()
    const loads = [vi.fn(() => first.promise), vi.fn(() => Promise.resolve()), vi.fn(() => Promise.resolve())]
    const { idle, waiting, next } = manualIdle()
    prefetchInTurn(loads, idle)
    expect(loads[0]).not.toHaveBeenCalled()
    next()
    expect(loads[0]).toHaveBeenCalledTimes(1)
    // Still loading: no idle moment is asked for the next part.
    await Promise.resolve()
    expect(waiting).toHaveLength(0)
    first.settle()
    await vi.waitFor(() => expect(waiting).toHaveLength(1))
    next()
    expect(loads[1]).toHaveBeenCalledTimes(1)
    expect(loads[2]).not.toHaveBeenCalled()
  })

  it('goes on after a part that failed to load, and stops when cancelled', async () => {
    const loads = [vi.fn(() => Promise.reject(new Error('gone'))), vi.fn(() => Promise.resolve())]
    const { idle, waiting, next } = manualIdle()
    const cancel = prefetchInTurn(loads, idle)
    next()
    await vi.waitFor(() => expect(waiting).toHaveLength(1))
    cancel()
    expect(waiting).toHaveLength(0)
    expect(loads[1]).not.toHaveBeenCalled()
  })
})

describe('whenIdle', () => {
  it('waits for the window to be idle, at most IDLE_PREFETCH_LATEST_MS', () => {
    const requestIdleCallback = vi.fn((_then: () => void, _options: IdleRequestOptions) => 7)
    const cancelIdleCallback = vi.fn()
    vi.stubGlobal('requestIdleCallback', requestIdleCallback)
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback)
    const then = vi.fn()
    const cancel = whenIdle(then)
    expect(requestIdleCallback).toHaveBeenCalledWith(then, { timeout: IDLE_PREFETCH_LATEST_MS })
    cancel()
    expect(cancelIdleCallback).toHaveBeenCalledWith(7)
  })

  it('runs in a later task where there are no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const then = vi.fn()
    whenIdle(then)
    expect(then).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1))
  })
})
