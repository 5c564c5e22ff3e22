import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LookupStrip, STRIP_COUNT_MS } from './lookup-strip'

const strip = (done: number, running = true) => (
  <LookupStrip done={done} total={1000} running={running} onShow={() => {}} />
)

describe('LookupStrip', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts the answers of a running lookup once a period, not at every answer', () => {
    const { rerender } = render(strip(0))
    const status = screen.getByRole('status')
    rerender(strip(10))
    act(() => vi.advanceTimersByTime(0))
    expect(status).toHaveTextContent('Lookup running: 10 of 1000 answered')
    for (const done of [20, 30, 40]) {
      rerender(strip(done))
      act(() => vi.advanceTimersByTime(STRIP_COUNT_MS / 4))
    }
    expect(status).toHaveTextContent('Lookup running: 10 of 1000 answered')
    act(() => vi.advanceTimersByTime(STRIP_COUNT_MS / 4))
    expect(status).toHaveTextContent('Lookup running: 40 of 1000 answered')
  })

  it('says at once that the lookup is done, with every answer', () => {
    const { rerender } = render(strip(0))
    rerender(strip(10))
    act(() => vi.advanceTimersByTime(0))
    rerender(strip(1000, false))
    expect(screen.getByRole('status')).toHaveTextContent('Lookup done: 1000 of 1000 answered')
  })
})
