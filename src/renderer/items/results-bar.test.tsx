import { act, screen } from '@testing-library/react'
import { renderWithQuery as render } from '../render-with-query.test-support'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SLOW_LOAD_MS, ResultsBar } from './results-bar'

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

    it('says a load is under way once it has lasted SLOW_LOAD_MS, and stops when it ends', () => {
      vi.useFakeTimers()
      const { rerender } = render(bar('Loading page 2…'))
      const status = screen.getByRole('status')
      act(() => vi.advanceTimersByTime(SLOW_LOAD_MS - 1))
      expect(status).toHaveTextContent('')
      act(() => vi.advanceTimersByTime(1))
      expect(status).toHaveTextContent('Loading page 2…')
      rerender(bar(''))
      expect(status).toHaveTextContent('')
    })

    it('adds nothing to the page for a load that ends sooner', () => {
      vi.useFakeTimers()
      const { container, rerender } = render(bar('Loading page 2…'))
      act(() => vi.advanceTimersByTime(SLOW_LOAD_MS - 1))
      rerender(bar(''))
      act(() => vi.advanceTimersByTime(SLOW_LOAD_MS * 2))
      expect(container.querySelector('.spinner')).toBeNull()
      expect(screen.getByRole('status')).toHaveTextContent('')
    })

    it('says at once what a load that follows a long one loads, and waits again after a pause', () => {
      vi.useFakeTimers()
      const { rerender } = render(bar('Loading page 2…'))
      act(() => vi.advanceTimersByTime(SLOW_LOAD_MS))
      rerender(bar('Loading page 3…'))
      expect(screen.getByRole('status')).toHaveTextContent('Loading page 3…')
      rerender(bar(''))
      rerender(bar('Loading page 4…'))
      expect(screen.getByRole('status')).toHaveTextContent('')
    })
  })
})
