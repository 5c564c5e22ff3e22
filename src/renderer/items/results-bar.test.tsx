import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ResultsBar } from './results-bar'

describe('ResultsBar', () => {
  it('explains the duplicate-market badges while the page has any, and only then', () => {
    const { rerender } = render(<ResultsBar sorting={[]} activity="" onServerOrder={() => {}} duplicates />)
    expect(screen.getByText(/listings on this page share a market name/)).toHaveTextContent(
      '×2 listings on this page share a market name; cheapest: the lowest price of them',
    )
    rerender(<ResultsBar sorting={[]} activity="" onServerOrder={() => {}} />)
    expect(screen.queryByText(/share a market name/)).toBeNull()
  })
})
