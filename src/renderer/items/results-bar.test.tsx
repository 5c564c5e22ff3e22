import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ACTIVITY_DELAY_MS, ResultsBar } from './results-bar'

const bar = (activity: string) => <ResultsBar sorting={[]} activity={activity} onServerOrder={() => {}} />

describe('ResultsBar', () => {
  it('explains the duplicate-market badges while the page has any, and only then', () => {
    const { rerender } = render(<ResultsBar sorting={[]} activity="" onServerOrder={() => {}} duplicates />)
    expect(screen.getByText(/listings on this page share a market name/)).toHaveTextContent(
      '×2 listings on this page share a market name; cheapest: the lowest price of them',
    )
    rerender(<ResultsBar sorting={[]} activity="" onServerOrder={() => {}} />)
    expect(screen.queryByText(/share a market name/)).toBeNull()
  })

  describe('the activity', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it('says a load is under way once it has lasted ACTIVITY_DELAY_MS, and stops when it ends', () => {
      vi.useFakeTimers()
      const { rerender } = render(bar('Loading page 2…'))
      const status = screen.getByRole('status')
      act(() => vi.advanceTimersByTime(ACTIVITY_DELAY_MS - 1))
      expect(status).toHaveTextContent('')
      act(() => vi.advanceTimersByTime(1))
      expect(status).toHaveTextContent('Loading page 2…')
      rerender(bar(''))
      expect(status).toHaveTextContent('')
    })

    it('adds nothing to the page for a load that ends sooner', () => {
      vi.useFakeTimers()
      const { container, rerender } = render(bar('Loading page 2…'))
      act(() => vi.advanceTimersByTime(ACTIVITY_DELAY_MS - 1))
      rerender(bar(''))
      act(() => vi.advanceTimersByTime(ACTIVITY_DELAY_MS * 2))
      expect(container.querySelector('.spinner')).toBeNull()
      expect(screen.getByRole('status')).toHaveTextContent('')
    })

    it('waits again for a load that follows another', () => {
      vi.useFakeTimers()
      const { rerender } = render(bar('Loading page 2…'))
      act(() => vi.advanceTimersByTime(ACTIVITY_DELAY_MS))
      rerender(bar('Loading page 3…'))
      expect(screen.getByRole('status')).toHaveTextContent('')
      act(() => vi.advanceTimersByTime(ACTIVITY_DELAY_MS))
      expect(screen.getByRole('status')).toHaveTextContent('Loading page 3…')
    })
  })
})
