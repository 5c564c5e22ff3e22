import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { startApp } from '../app.test-support'
import { renderCensus } from '../testing/render-census.test-support'
import { loadLazyParts } from '../ui/lazy-part'

/** The components that lay out the whole screen: none of them shows the open item. */
const SCREEN_PARTS = ['Workspace', 'ItemsHeader', 'FilterBar', 'ResultsBar', 'PaginationBar', 'ItemTable']

async function openFirstPage() {
  const started = startApp()
  const table = await screen.findByRole('table', { name: 'Items' })
  await within(table).findByText(/^Item 26$/)
  // As in the window once its idle prefetch has run: the pane's first open loads no code.
  await loadLazyParts()
  return { ...started, table }
}

/** Clicks the row of item 27 and waits until the pane shows that item. */
async function openItem27({ user, table }: Awaited<ReturnType<typeof openFirstPage>>) {
  await user.click(within(table).getByText(/^Item 27$/))
  await within(await screen.findByRole('region', { name: 'Item details' })).findByText('27')
}

/**
 * Which components an interaction re-renders, counted by the render census (React's own
 * commit hook). Opening an item is what an agent does most: it must not re-render the screen.
 */
describe('what opening an item re-renders', () => {
  it('a click on a row: the pane, the rows whose selection or tab stop moved, the Item ID box', async () => {
    const screenOpen = await openFirstPage()
    const census = renderCensus()
    census.start()
    await openItem27(screenOpen)
    const rendered = census.stop()

    for (const part of SCREEN_PARTS.filter((name) => name !== 'ItemTable'))
      expect(rendered).not.toHaveProperty(part)
    expect(rendered.DetailPane).toBeGreaterThan(0)
    expect(rendered.OpenItemForm).toBeGreaterThan(0)
    // The press moves the tab stop from row 26 to row 27 before it focuses row 27 (one table
    // pass with every other row skipped: no rendered row held the stop before); the open then
    // marks row 27. Three row renders.
    expect(rendered.ItemRow).toBe(3)
    expect(rendered.ItemTable).toBe(1)
    // Those rows re-render their <tr> only: no cell, no column header. (The one thumbnail
    // is the pane's: the rows' three rendered again before the cells were memoised apart.)
    expect(rendered).not.toHaveProperty('RowCells')
    expect(rendered).not.toHaveProperty('ItemTableHead')
    expect(rendered.Thumbnail).toBe(1)
  })

  it('a click on the next row: its row and the one it leaves, not the table', async () => {
    const screenOpen = await openFirstPage()
    await openItem27(screenOpen)
    const census = renderCensus()
    census.start()
    await screenOpen.user.click(within(screenOpen.table).getByText(/^Item 28$/))
    await within(screen.getByRole('region', { name: 'Item details' })).findByText('28')
    const rendered = census.stop()

    for (const part of SCREEN_PARTS) expect(rendered).not.toHaveProperty(part)
    // The press moves the tab stop, the open the mark: rows 27 and 28, twice each.
    expect(rendered.ItemRow).toBe(4)
    // The pane's icons draw the same for every item, the closed templates dialog shows none,
    // the customer's name box holds the same name and the reply language is the same. The
    // catalog's time zone and the reply wording are read once for the window, not per item.
    for (const unchanged of [
      'Icon',
      'CopyIcon',
      'CloseIcon',
      'ReplyTemplatesHost',
      'CustomerNameField',
      'ReplyLanguageSelect',
      'CatalogTimeZoneProvider',
      'ReplySetProvider',
    ])
      expect(rendered).not.toHaveProperty(unchanged)
    expect(rendered.DetailPane).toBe(1)
    expect(
      within(screenOpen.table)
        .getByText(/^Item 28$/)
        .closest('tr'),
    ).toHaveAttribute('tabindex', '0')
    expect(
      within(screenOpen.table)
        .getByText(/^Item 27$/)
        .closest('tr'),
    ).toHaveAttribute('tabindex', '-1')
  })

  it('another item opening from outside the table (Item ID box): no part of the screen', async () => {
    const screenOpen = await openFirstPage()
    await openItem27(screenOpen)
    const { user } = screenOpen
    const census = renderCensus()
    census.start()
    const box = screen.getByRole('textbox', { name: 'Item ID' })
    await user.clear(box)
    await user.type(box, '30{Enter}')
    await within(screen.getByRole('region', { name: 'Item details' })).findByText('30')
    const rendered = census.stop()

    for (const part of SCREEN_PARTS) expect(rendered).not.toHaveProperty(part)
    // Row 27 is unselected and row 30 selected; nothing else of the page.
    expect(rendered.ItemRow).toBe(2)
    expect(rendered.DetailPane).toBeGreaterThan(0)
  })

  it('Next page: the list, its table, results and pager; not the header, filters, banners or pane', async () => {
    const screenOpen = await openFirstPage()
    await openItem27(screenOpen)
    const { user } = screenOpen
    const census = renderCensus()
    census.start()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    await within(screen.getByRole('table', { name: 'Items' })).findByText(/^Item 51$/)
    const rendered = census.stop()

    expect(rendered.Workspace).toBeGreaterThan(0)
    // The 25 new rows render once each, as three components (row, cells, thumbnail); the
    // headers do not (same columns, same sort).
    expect(rendered.ItemRow).toBe(25)
    expect(rendered.RowCells).toBe(25)
    expect(rendered).not.toHaveProperty('ItemTableHead')
    const renders = Object.values(rendered).reduce((sum, count) => sum + count, 0)
    // The rest: two passes (click, answer) of the list's parts, about 40 renders (627 in all once).
    expect(renders).toBeLessThanOrEqual(25 * 3 + 45)
    expect(rendered.PaginationBar).toBeGreaterThan(0)
    for (const part of [
      'ItemsHeader',
      'FilterBar',
      'UpdateBanner',
      'NoticesBanner',
      'OpenItemPane',
      'DetailPane',
      'ReplyTemplatesHost',
      'LinkRequests',
    ])
      expect(rendered).not.toHaveProperty(part)
  })
})
