import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { inEnglish } from '../../shared/i18n/english.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { ResultsBar } from './results-bar'
import { unreadableSummary } from './unreadable-summary'

const rows = [
  { index: 10, id: 11, reason: 'price: expected a decimal number' },
  { index: 200, id: null, reason: 'id: Invalid input' },
]

describe('unreadable rows summary', () => {
  it('says how many of the page could not be read, with the first reason', () => {
    expect(inEnglish(unreadableSummary(rows, 248))).toBe(
      '2 of 250 rows could not be read (first: item 11: price: expected a decimal number).',
    )
    expect(unreadableSummary([], 250)).toBeNull()
  })

  it('shows the summary in the results bar only when there is one', () => {
    const { rerender } = renderWithQuery(
      <ResultsBar
        sorting={[]}
        activity=""
        onServerOrder={() => {}}
        unreadable={inEnglish(unreadableSummary(rows, 248))}
      />,
    )
    expect(screen.getByText(/2 of 250 rows could not be read/)).toBeInTheDocument()
    rerender(<ResultsBar sorting={[]} activity="" onServerOrder={() => {}} />)
    expect(screen.queryByText(/could not be read/)).toBeNull()
  })
})
