import { useRef, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PaginationState } from '@tanstack/react-table'
import type { ListItem } from '../../shared/catalog'
import type { UnreadableRow } from '../../shared/catalog/field'
import type { AppLanguage } from '../../shared/i18n/app-languages'
import { ResultsBar } from '../items/results-bar'
import { createOpenItemStore } from '../state/open-item-store'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { listItem } from '../testing/sample-items.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { ItemTable } from './item-table'
import { useItemTable } from './use-item-table'

const ITEMS: readonly ListItem[] = [
  listItem({ id: 11, market_hash_name: 'AWP | Asiimov (FT)', price: '45.00', platform_price: '54.00' }),
  listItem({ id: 13, market_hash_name: 'AWP | Asiimov (FT)', price: '40.00', platform_price: '30.00' }),
]
const UNREADABLE: readonly UnreadableRow[] = [
  { index: 2, id: 77, reason: 'price: expected a decimal number' },
  { index: 3, id: null, reason: 'id: Invalid input' },
]

/** The table and its results bar, as the workspace wires them. */
function Harness() {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 })
  const scrollRef = useRef<HTMLDivElement>(null)
  const [openItem] = useState(() => createOpenItemStore())
  const table = useItemTable({
    items: ITEMS,
    pagination,
    rowCount: ITEMS.length,
    pageCount: 1,
    onPaginationChange: setPagination,
  })
  return (
    <div ref={scrollRef}>
      <ResultsBar
        sorting={table.state.sorting}
        activity=""
        duplicates
        onServerOrder={() => table.resetSorting(true)}
      />
      <ItemTable
        table={table}
        loading={false}
        skeletonRows={5}
        openItem={openItem}
        stale={false}
        onOpen={() => {}}
        rowsKey="page 1"
        scrollRef={scrollRef}
        unreadable={UNREADABLE}
      />
    </div>
  )
}

async function setup(language: AppLanguage, tableName: string) {
  installCatalog(fakeCatalog({ appLanguage: async () => ({ ok: true, data: language }) }).api)
  const { container } = renderWithQuery(<Harness />)
  return { table: await screen.findByRole('table', { name: tableName }), container, user: userEvent.setup() }
}

describe('ItemTable in the app language', () => {
  it('names its columns, sorting, duplicates and unreadable rows in German', async () => {
    const { table, container, user } = await setup('de', 'Gegenstände')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['ID', 'Bild', 'Name', 'Market-Hash-Name', 'App-ID', 'Preis', 'Plattformpreis'])

    const price = within(table).getByRole('button', { name: 'Preis' })
    expect(price).toHaveAttribute('title', 'Die Zeilen dieser Seite sortieren')
    expect(screen.getByText(/Spaltenköpfe sortieren diese Seite/)).toBeInTheDocument()
    await user.click(price)
    expect(container.querySelector('.results-bar__sort')).toHaveTextContent(
      'Sortiert nach Preis (aufsteigend). Die Sortierung gilt nur für diese Seite – die Reihenfolge des Servers ist unbekannt.',
    )
    expect(screen.getByRole('button', { name: 'Reihenfolge des Servers' })).toBeInTheDocument()
    expect(container.querySelector('.results-bar__legend')).toHaveTextContent(
      '×2 Einträge auf dieser Seite haben denselben Marktnamen; am günstigsten: der mit dem niedrigsten Preis',
    )
    expect(container.querySelector('.results-bar__keys')).toHaveTextContent(
      '/ Filter ↑↓ Zeilen Enter öffnen Esc schließen Alt+←→ Seite',
    )

    const cheapest = container.querySelector('.dup-badge--cheapest')!
    expect(cheapest).toHaveTextContent('×2, am günstigsten')
    expect(cheapest).toHaveAttribute(
      'title',
      '2 Einträge auf dieser Seite haben diesen Marktnamen; dieser hat den niedrigsten Preis',
    )
    const differences = [...container.querySelectorAll('.diff')].map((diff) => diff.getAttribute('title'))
    expect(differences).toEqual([
      // Sorted by price: 40.00 (platform 30.00) first.
      'Der Plattformpreis liegt 25,0\u00a0% unter dem Preis',
      'Der Plattformpreis liegt 20,0\u00a0% über dem Preis',
    ])
    // The cells in German's number format: the tooltip's percentage, with its sign.
    const cells = (column: number) =>
      within(table)
        .getAllByRole('row')
        .slice(1, 3)
        .map((row) => within(row).getAllByRole('cell')[column]!.textContent)
    expect(cells(5)).toEqual(['40,00', '45,00'])
    expect(cells(6)).toEqual(['30,00-25,0\u00a0%', '54,00+20,0\u00a0%'])

    expect(within(table).getAllByText('Unlesbare Zeile')).toHaveLength(2)
    expect(within(table).getByText('(Zeile 4 der Antwort, keine verwendbare ID)')).toBeInTheDocument()
    expect(within(table).getByRole('button', { name: 'Gegenstand 77 öffnen' })).toBeInTheDocument()

    expect(container).not.toHaveTextContent(
      /Sorted by|Server order|listings|cheapest|Unreadable row|Open item|filter|rows/,
    )
  })

  it('writes the rows’ prices again when the language changes, though the rows are memoised', async () => {
    const fake = fakeCatalog({ appLanguage: async () => ({ ok: true, data: 'en' }) })
    installCatalog(fake.api)
    const { container } = renderWithQuery(<Harness />)
    await screen.findByRole('table', { name: 'Items' })
    const shown = () => [...container.querySelectorAll('.platform')].map((cell) => cell.textContent)
    expect(shown()).toEqual(['54.00+20.0%', '30.00-25.0%'])
    act(() => fake.emit('app:languageChanged', { language: 'de' }))
    await waitFor(() => expect(shown()).toEqual(['54,00+20,0\u00a0%', '30,00-25,0\u00a0%']))
  })
})
