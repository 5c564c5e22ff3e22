import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { SESSION } from '../testing/sample-session.test-support'
import { useScrollLayout } from '../testing/scroll-layout.test-support'
import type { LookupRow } from './lookup-rows'
import { LookupResultsTable } from './lookup-results-table'
import { createOpenItemStore } from '../state/open-item-store'

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
        openItem={createOpenItemStore(null)}
        onSort={() => {}}
        onOpen={onOpen}
      />
    </div>,
  )
}

const dataRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-lookup-id'))
const table = () => screen.getByRole('table', { name: 'Lookup results' })

describe('LookupResultsTable', () => {
  // 10 rows of 33 px in view, 1,000 rows' height to scroll.
  useScrollLayout({ viewHeight: 330, contentHeight: 1000 * 33, rowHeight: 33 })

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

describe('LookupResultsTable times', () => {
  async function showWithZone(timeZone: string | null) {
    const item = singleItem({ id: 7, next_try: '2026-11-23 21:00:00', last_send: '2026-11-23 20:00:00' })
    installCatalog(
      fakeCatalog({
        getSession: () =>
          Promise.resolve({ ok: true, data: { ...SESSION, catalog: { ...SESSION.catalog, timeZone } } }),
      }).api,
    )
    show([{ id: 7, index: 0, outcome: { kind: 'item', item } }])
    return screen.findByText('Nov 23, 2026, 21:00:00')
  }

  it("marks a row's catalog times with the catalog's zone once it is set", async () => {
    const nextTry = await showWithZone('Europe/Berlin')
    await waitFor(() => expect(nextTry.closest('td')).toHaveTextContent('Europe/Berlin'))
    expect(nextTry.closest('td')).not.toHaveTextContent('server time')
  })

  it('keeps "server time" on them while the zone is not set', async () => {
    const nextTry = await showWithZone(null)
    expect(nextTry.closest('td')).toHaveTextContent('server time')
    expect(nextTry.closest('td')).not.toHaveTextContent('Europe/Berlin')
  })
})
