import { useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PaginationState } from '@tanstack/react-table'
import type { ListItem } from '../../shared/catalog'
import { inEnglish } from '../../shared/i18n/english.test-support'
import { words } from '../../shared/i18n/words'
import { ResultsBar } from '../items/results-bar'
import type { UnreadableRow } from '../../shared/catalog/field'
import { listItem, malformedField } from '../testing/sample-items.test-support'
import { useScrollLayout } from '../testing/scroll-layout.test-support'
import { itemColumns } from './item-columns'
import { ItemTable } from './item-table'
import { useItemTable } from './use-item-table'
import { createOpenItemStore, type OpenItemStore } from '../state/open-item-store'
import { renderWithQuery } from '../render-with-query.test-support'

/** The table as the workspace wires it: controlled pagination, page-local sorting, the note. */
function Harness({
  items,
  loading = false,
  selectedId = null,
  openItem: givenStore,
  onOpen = () => {},
  unreadable = [],
  rowsKey = 'page 1',
}: {
  readonly items: readonly ListItem[]
  /** Which request the rows answer, as the list view names it. */
  readonly rowsKey?: string
  readonly unreadable?: readonly UnreadableRow[]
  readonly loading?: boolean
  readonly selectedId?: number | null
  /** The workspace's open-item store, when a test changes the open item from outside. */
  readonly openItem?: OpenItemStore
  readonly onOpen?: (id: number) => void
}) {
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: Math.max(25, items.length),
  })
  const scrollRef = useRef<HTMLDivElement>(null)
  const [openItem] = useState(() => givenStore ?? createOpenItemStore(selectedId))
  const table = useItemTable({
    items,
    pagination,
    rowCount: items.length,
    pageCount: 1,
    onPaginationChange: setPagination,
  })
  return (
    <>
      <ResultsBar sorting={table.state.sorting} activity="" onServerOrder={() => table.resetSorting(true)} />
      <div ref={scrollRef} data-testid="scroller">
        <ItemTable
          table={table}
          loading={loading}
          skeletonRows={5}
          openItem={openItem}
          stale={false}
          onOpen={onOpen}
          rowsKey={rowsKey}
          scrollRef={scrollRef}
          unreadable={unreadable}
        />
      </div>
    </>
  )
}

const ITEMS: readonly ListItem[] = [
  listItem({
    id: 11,
    name: 'AWP | Asiimov',
    market_hash_name: 'AWP | Asiimov (Field-Tested)',
    price: '45.00',
    platform_price: '54.00',
    appid: 730,
  }),
  listItem({
    id: 12,
    name: 'Dragonclaw Hook',
    market_hash_name: 'Dragonclaw Hook',
    price: '9.50',
    platform_price: '9.50',
    appid: 570,
  }),
  listItem({
    id: 13,
    name: 'AWP | Asiimov',
    market_hash_name: 'AWP | Asiimov (Field-Tested)',
    price: '40.00',
    platform_price: '30.00',
    appid: 730,
  }),
  listItem({
    id: 14,
    name: 'Unusual Hat',
    market_hash_name: 'Unusual Hat',
    price: '120.00',
    platform_price: '0.10',
    appid: 999,
  }),
]

/** What each column definition says of itself: its header and whether it holds numbers. */
const COLUMN_METAS = itemColumns.map((column) => column.meta!)

/** The item table's column headers in shared/ui-contract.md (other columns may sit between). */
const CONTRACT_HEADERS = ['ID', 'Name', 'Market hash name', 'App ID', 'Price', 'Platform price']

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Items' }))
    .getAllByRole('row')
    .slice(1)
const idsInOrder = () => bodyRows().map((row) => row.getAttribute('data-item-id'))

describe('ItemTable', () => {
  it('is a table named Items with one header per column definition, the contract’s in order', () => {
    renderWithQuery(<Harness items={ITEMS} />)
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent)
    expect(headers).toEqual(COLUMN_METAS.map((meta) => inEnglish(words(meta.words))))
    expect(headers.filter((header) => CONTRACT_HEADERS.includes(header!))).toEqual(CONTRACT_HEADERS)
  })

  it('right-aligns number columns only', () => {
    renderWithQuery(<Harness items={ITEMS} />)
    const cells = within(bodyRows()[0]!).getAllByRole('cell')
    const numeric = cells.map((cell) => cell.classList.contains('is-num'))
    expect(numeric).toEqual(COLUMN_METAS.map((meta) => meta.numeric))
    expect(numeric).toContain(true)
    expect(numeric).toContain(false)
    const headers = screen.getAllByRole('columnheader').map((header) => header.classList.contains('is-num'))
    expect(headers).toEqual(numeric)
  })

  it('shows the game name beside a known App ID and the price difference in percent', () => {
    renderWithQuery(<Harness items={ITEMS} />)
    const [first, second, , fourth] = bodyRows()
    expect(first).toHaveTextContent('Counter-Strike 2730')
    expect(second).toHaveTextContent('Dota 2570')
    expect(within(fourth!).getAllByRole('cell')[4]).toHaveTextContent(/^999$/)
    expect(first).toHaveTextContent('54.00+20.0%')
    expect(within(first!).getByTitle('Platform price is 20.0% above the price')).toHaveTextContent(
      /^\+20\.0%$/,
    )
    // No difference has no sign; a lower platform price has its minus.
    expect(within(second!).getByTitle('Platform price equals the price')).toHaveTextContent(/^0\.0%$/)
    expect(within(fourth!).getByTitle('Platform price is 99.9% below the price')).toHaveTextContent(
      /^-99\.9%$/,
    )
  })

  it('marks listings that share a market name on the page with the count and the cheapest', () => {
    renderWithQuery(<Harness items={ITEMS} />)
    const [first, second, third] = bodyRows()
    expect(within(first!).getByText('×2')).toBeInTheDocument()
    const cheapest = within(third!).getByTitle(
      '2 listings on this page share this market name; this one has the lowest price',
    )
    expect(cheapest).toHaveTextContent(/^×2, cheapest$/)
    expect(within(first!).getByTitle('2 listings on this page share this market name')).toHaveTextContent(
      /^×2$/,
    )
    expect(within(second!).queryByText(/×/)).not.toBeInTheDocument()
  })

  it('cuts long names with an ellipsis class and keeps the full text in the title', () => {
    const long = 'StatTrak™ Karambit | Case Hardened (Minimal Wear) with a very long display name'
    renderWithQuery(<Harness items={[listItem({ id: 1, name: long })]} />)
    expect(screen.getByTitle(long)).toHaveClass('truncate')
  })

  it('sorts the loaded page only, exactly by price, and says so', async () => {
    const user = userEvent.setup()
    renderWithQuery(<Harness items={ITEMS} />)
    expect(screen.queryByText(/Sorting applies to this page only/)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Price' }))
    expect(idsInOrder()).toEqual(['12', '13', '11', '14'])
    expect(screen.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending')
    expect(
      screen.getByText('Sorting applies to this page only — the server’s order is unknown.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Price' }))
    expect(idsInOrder()).toEqual(['14', '11', '13', '12'])
    await user.click(screen.getByRole('button', { name: 'Server order' }))
    expect(idsInOrder()).toEqual(['11', '12', '13', '14'])
    expect(screen.queryByText(/Sorting applies to this page only/)).not.toBeInTheDocument()
  })

  it('opens a row on click and on Enter, and moves focus with the arrow keys', async () => {
    const user = userEvent.setup()
    const onOpen = vi.fn()
    renderWithQuery(<Harness items={ITEMS} onOpen={onOpen} />)
    const rows = bodyRows()
    await user.click(rows[1]!)
    expect(onOpen).toHaveBeenLastCalledWith(12)
    expect(rows[1]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(rows[2]).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onOpen).toHaveBeenLastCalledWith(13)
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(rows[0]).toHaveFocus()
    await user.keyboard('{End}')
    expect(rows[3]).toHaveFocus()
  })

  it('is one tab stop: the open row, and aria-selected marks it', () => {
    renderWithQuery(<Harness items={ITEMS} selectedId={13} />)
    const rows = bodyRows()
    expect(rows.map((row) => row.tabIndex)).toEqual([-1, -1, 0, -1])
    expect(rows[2]).toHaveAttribute('aria-selected', 'true')
    expect(rows[0]).toHaveAttribute('aria-selected', 'false')
  })

  it('follows the open item when it changes outside the table (Item ID box, lookup, Esc)', () => {
    const openItem = createOpenItemStore(13)
    renderWithQuery(<Harness items={ITEMS} openItem={openItem} />)
    const selected = () => bodyRows().map((row) => row.getAttribute('aria-selected'))
    expect(selected()).toEqual(['false', 'false', 'true', 'false'])
    act(() => openItem.set(ITEMS[0]!.id))
    expect(selected()).toEqual(['true', 'false', 'false', 'false'])
    expect(bodyRows().map((row) => row.tabIndex)).toEqual([0, -1, -1, -1])
    act(() => openItem.set(null))
    expect(selected()).toEqual(['false', 'false', 'false', 'false'])
    expect(bodyRows().map((row) => row.tabIndex)).toEqual([0, -1, -1, -1])
  })

  it('moves the tab stop to a pressed row at the press, before the press focuses it', async () => {
    const user = userEvent.setup()
    const openItem = createOpenItemStore(13)
    const opening: number[] = []
    renderWithQuery(<Harness items={ITEMS} openItem={openItem} onOpen={(id) => opening.push(id)} />)
    const rows = bodyRows()
    const tabStops = () => rows.map((row) => row.tabIndex)
    const atFocus: number[] = []
    rows[0]!.addEventListener('focus', () => atFocus.push(rows[0]!.tabIndex))
    await user.click(rows[0]!)
    // The row held the stop when the focus came: the open's commit changes no focused row's tabindex.
    expect(atFocus).toEqual([0])
    expect(rows[0]).toHaveFocus()
    expect(opening).toEqual([11])
    expect(tabStops()).toEqual([0, -1, -1, -1])
    act(() => openItem.set(11))
    expect(tabStops()).toEqual([0, -1, -1, -1])
    // The keyboard moves the stop with the focus, open or not.
    await user.keyboard('{ArrowDown}')
    expect(tabStops()).toEqual([-1, 0, -1, -1])
    // A press on the open row opens nothing new: the stop moves at once.
    await user.click(rows[0]!)
    expect(tabStops()).toEqual([0, -1, -1, -1])
  })

  it('leaves the tab stop alone when another item opens while focus is elsewhere', async () => {
    const user = userEvent.setup()
    const openItem = createOpenItemStore(13)
    renderWithQuery(<Harness items={ITEMS} openItem={openItem} />)
    const rows = bodyRows()
    await user.click(rows[1]!)
    act(() => openItem.set(12))
    act(() => rows[1]!.blur())
    act(() => openItem.set(14))
    expect(rows.map((row) => row.tabIndex)).toEqual([-1, 0, -1, -1])
  })

  it('swaps in the rows of another request as one new body: the old rows leave in one removal', () => {
    const { rerender } = renderWithQuery(<Harness items={ITEMS} rowsKey="page 1" />)
    const table = screen.getByRole('table', { name: 'Items' })
    const observer = new MutationObserver(() => {})
    observer.observe(table, { childList: true, subtree: true })
    const nextPage = ITEMS.map((item) => ({ ...item, id: item.id + 100 }))
    rerender(<Harness items={nextPage} rowsKey="page 2" />)
    const removed = observer.takeRecords().flatMap((record) => [...record.removedNodes])
    observer.disconnect()
    expect(removed.map((node) => node.nodeName)).toEqual(['TBODY'])
    expect(idsInOrder()).toEqual(['111', '112', '113', '114'])
  })

  it('keeps the body, its rows and the focus when the same request answers again with a change', () => {
    const { rerender } = renderWithQuery(<Harness items={ITEMS} rowsKey="page 1" />)
    const [, second] = bodyRows()
    act(() => second?.focus())
    const body = second?.parentElement
    rerender(<Harness items={ITEMS.map((item) => (item.id === 14 ? { ...item, price: '99.00' } : item))} />)
    expect(bodyRows()[1]).toBe(second)
    expect(second?.parentElement).toBe(body)
    expect(document.activeElement).toBe(second)
    expect(within(bodyRows()[3]!).getByText('99.00')).toBeInTheDocument()
  })

  it('shows skeleton rows, hidden from assistive technology, while the first page loads', () => {
    renderWithQuery(<Harness items={[]} loading />)
    const table = screen.getByRole('table', { name: 'Items' })
    expect(table).toHaveAttribute('aria-busy', 'true')
    expect(table.querySelectorAll('tbody tr.row--skeleton')).toHaveLength(5)
    expect(within(table).getAllByRole('row')).toHaveLength(1)
  })

  it('loads thumbnails lazily and falls back to a placeholder for bad or failing images', () => {
    renderWithQuery(
      <Harness
        items={[
          listItem({ id: 1, image: 'https://images.example.test/1.png' }),
          listItem({ id: 2, image: 'javascript:alert(1)' }),
        ]}
      />,
    )
    const [first, second] = bodyRows()
    const img = first!.querySelector('img')!
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('src', 'https://images.example.test/1.png')
    expect(second!.querySelector('img')).toBeNull()
    expect(second!.querySelector('.thumb__placeholder')).not.toBeNull()
    fireEvent.error(img)
    expect(first!.querySelector('img')).toBeNull()
  })
})

describe('ItemTable on a large page', () => {
  // 15 rows in view, the 250 rows' height to scroll.
  const VIEW_HEIGHT = 600
  useScrollLayout({ viewHeight: VIEW_HEIGHT, contentHeight: 250 * 40 })

  const many = Array.from({ length: 250 }, (_, index) =>
    listItem({ id: index + 1, name: `Item ${index + 1}` }),
  )
  const dataRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-item-id'))

  it('renders only the rows near the view, and tells assistive technology the real count', () => {
    renderWithQuery(<Harness items={many} />)
    const rows = dataRows()
    // The 15 rows in view and 12 more below; the spacer stands in for the other 223.
    expect(rows).toHaveLength(VIEW_HEIGHT / 40 + 12)
    expect(screen.getByRole('table', { name: 'Items' })).toHaveAttribute('aria-rowcount', '251')
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2')
    expect(rows.at(-1)).toHaveAttribute('aria-rowindex', String(rows.length + 1))
    const spacer = document.querySelector<HTMLElement>('.row-spacer')!
    expect(spacer.style.height).toBe(`${(250 - rows.length) * 40}px`)
  })

  it('renders every row of a page of 60 rows or fewer, without row counts', () => {
    renderWithQuery(<Harness items={many.slice(0, 60)} />)
    expect(dataRows()).toHaveLength(60)
    expect(screen.getByRole('table', { name: 'Items' })).not.toHaveAttribute('aria-rowcount')
    expect(document.querySelector('.row-spacer')).toBeNull()
  })

  it('renders the rows that scrolling brings into view', async () => {
    renderWithQuery(<Harness items={many} />)
    screen.getByTestId('scroller').scrollTo({ top: 249 * 40 })
    expect(await screen.findByText('Item 250')).toBeInTheDocument()
    expect(screen.queryByText('Item 1')).not.toBeInTheDocument()
  })

  it('moves focus with End and Home across rows that were not rendered', async () => {
    const user = userEvent.setup()
    renderWithQuery(<Harness items={many} />)
    dataRows()[0]?.focus()
    await user.keyboard('{End}')
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-item-id', '250'))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toHaveAttribute('data-item-id', '249')
    await user.keyboard('{Home}')
    await waitFor(() => expect(document.activeElement).toHaveAttribute('data-item-id', '1'))
  })

  describe('tolerant reader: a malformed field costs its cell, an unreadable element is a marked row', () => {
    const withBadPrice = [
      listItem({ id: 1, price: '5.00' }),
      listItem({ id: 2, price: malformedField('free', 'price: expected a decimal number') }),
      listItem({ id: 3, price: '1.00', name: malformedField('<img src=x onerror=alert(1)>') }),
    ]

    it('shows "unexpected value" with the raw text as text in the cell, the rest of the row intact', () => {
      renderWithQuery(<Harness items={withBadPrice} />)
      const second = bodyRows()[1]!
      expect(second).toHaveTextContent('unexpected value free')
      expect(second).toHaveTextContent('Item 2')
      const third = bodyRows()[2]!
      // Markup from the server is shown as characters, never parsed into an element.
      expect(within(third).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
      expect(third.querySelector('img[src="x"]')).toBeNull()
    })

    it('sorts malformed values apart from the readable ones, which keep their exact order', async () => {
      const user = userEvent.setup()
      renderWithQuery(<Harness items={withBadPrice} />)
      await user.click(screen.getByRole('button', { name: 'Price' }))
      expect(idsInOrder()).toEqual(['3', '1', '2'])
      await user.click(screen.getByRole('button', { name: 'Price' }))
      expect(idsInOrder()).toEqual(['2', '1', '3'])
    })

    it('marks unreadable elements as rows after the readable ones, openable by their ID when they have one', async () => {
      const user = userEvent.setup()
      const onOpen = vi.fn()
      renderWithQuery(
        <Harness
          items={ITEMS}
          onOpen={onOpen}
          unreadable={[
            { index: 4, id: 77, reason: 'id: expected a positive integer' },
            { index: 5, id: null, reason: 'expected an object' },
          ]}
        />,
      )
      const marked = within(screen.getByRole('table', { name: 'Items' }))
        .getAllByRole('row')
        .filter((row) => row.textContent?.includes('Unreadable row'))
      expect(marked).toHaveLength(2)
      expect(marked[0]).toHaveTextContent('(item 77) — id: expected a positive integer')
      expect(marked[1]).toHaveTextContent('(row 6 of the answer, no usable ID) — expected an object')
      expect(within(marked[1]!).queryByRole('button')).toBeNull()
      await user.click(within(marked[0]!).getByRole('button', { name: 'Open item 77' }))
      expect(onOpen).toHaveBeenCalledWith(77)
      // The readable rows are all still there, and first; the marked ones follow.
      expect(idsInOrder()).toEqual(['11', '12', '13', '14', null, null])
    })

    it('shows no unreadable rows while the page loads', () => {
      renderWithQuery(<Harness items={[]} loading unreadable={[{ index: 0, id: 5, reason: 'x' }]} />)
      expect(screen.queryByText('Unreadable row')).toBeNull()
    })
  })
})
