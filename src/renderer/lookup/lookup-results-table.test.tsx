import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithQuery } from '../testing/render-with-query'
import type { LookupRow } from './lookup-rows'
import { LookupResultsTable } from './lookup-results-table'

/** Rows still waiting for their answer: a lookup of `count` IDs from 1001 on. */
const pending = (count: number): LookupRow[] =>
  Array.from({ length: count }, (_, index) => ({ id: 1001 + index, index, outcome: null }))

function show(rows: readonly LookupRow[], onOpen: (id: number) => void = () => {}) {
  return renderWithQuery(
    <div className="bulk__scroll">
      <LookupResultsTable
        catalog="https://catalog.test"
        rows={rows}
        running={false}
        sort={null}
        selectedId={null}
        onSort={() => {}}
        onOpen={onOpen}
      />
    </div>,
  )
}

const dataRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-lookup-id'))
const table = () => screen.getByRole('table', { name: 'Lookup results' })

describe('LookupResultsTable', () => {
  // jsdom has no layout: every element is 330 px tall inside (10 rows of 33 px in view) with
  // 1,000 rows' height to scroll, every row measures 33 px, scrollTo scrolls and says so, and
  // ResizeObserver never reports (the e2e suite runs the same table in real Chromium).
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(330)
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1000 * 33)
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(33)
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    )
    Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
      this.scrollTop = typeof options === 'object' ? (options.top ?? 0) : (options ?? 0)
      this.dispatchEvent(new Event('scroll'))
    } as Element['scrollTo']
  })
  afterAll(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('renders every row of a short lookup, without row counts', () => {
    show(pending(60))
    expect(dataRows()).toHaveLength(60)
    expect(table()).not.toHaveAttribute('aria-rowcount')
  })

  it('renders only the rows near the view of a long lookup, and tells the real count', () => {
    show(pending(1000))
    const rows = dataRows()
    // The 10 rows in view and 12 more below.
    expect(rows).toHaveLength(22)
    expect(table()).toHaveAttribute('aria-rowcount', '1001')
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2')
    expect(rows[0]).toHaveAttribute('data-lookup-id', '1001')
    expect(screen.queryByText('1999')).not.toBeInTheDocument()
  })

  it('moves focus with ↑/↓ into rows that were not rendered, and opens a row on Enter', async () => {
    const user = userEvent.setup()
    const onOpen = vi.fn()
    show(pending(1000), onOpen)
    const last = dataRows().at(-1)!
    expect(last).toHaveAttribute('data-lookup-id', '1022')
    last.focus()
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-lookup-id', '1023'))
    expect(document.activeElement).toHaveAttribute('aria-rowindex', '24')
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toHaveAttribute('data-lookup-id', '1022')
    await user.keyboard('{Enter}')
    expect(onOpen).toHaveBeenCalledWith(1022)
  })

  it('keeps focus on the first row when ↑ is pressed there', async () => {
    const user = userEvent.setup()
    show(pending(1000))
    dataRows()[0]!.focus()
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toHaveAttribute('data-lookup-id', '1001')
  })
})
