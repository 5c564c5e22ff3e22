import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useNow } from './use-now'

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') }))
afterEach(() => vi.useRealTimers())

describe('useNow', () => {
  it('moves every reader forward together every 15 s, with a timer only while one is shown', () => {
    expect(vi.getTimerCount()).toBe(0)
    const first = renderHook(() => useNow())
    const second = renderHook(() => useNow())
    expect(vi.getTimerCount()).toBe(1)
    expect(first.result.current).toBe(Date.parse('2026-11-23T10:00:00Z'))
    act(() => vi.advanceTimersByTime(15_000))
    expect(first.result.current).toBe(Date.parse('2026-11-23T10:00:15Z'))
    expect(second.result.current).toBe(first.result.current)
    first.unmount()
    second.unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
