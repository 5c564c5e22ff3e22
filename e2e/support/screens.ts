import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'
import type { AppLaunch, LaunchedApp } from '../launch-types'

/**
 * The app's screens as a person finds them: by role and accessible name (ui-contract.md).
 *
 * `exact: true` where a short name is a substring of another ('Name' of 'Market hash name',
 * 'Price' of 'Platform price', 'Connect' of other buttons).
 */
export function connectScreen(page: Page) {
  return {
    baseUrl: page.getByRole('textbox', { name: 'Base URL', exact: true }),
    // A password field has no textbox role in every browser's tree; its label finds it anywhere.
    token: page.getByLabel('Access token', { exact: true }),
    remember: page.getByRole('checkbox', { name: 'Remember token in system keychain' }),
    connect: page.getByRole('button', { name: 'Connect', exact: true }),
    label: page.getByRole('textbox', { name: 'Label', exact: true }),
    environment: page.getByRole('combobox', { name: 'Environment' }),
    openDemo: page.getByRole('button', { name: 'Open demo catalog' }),
    alert: page.getByRole('alert'),
  }
}

/**
 * The Watched items panel and its rows. A row is the list item with its own Stop watching:
 * each row's history of changes is a list nested in it.
 */
export function watchedPanel(page: Page) {
  const panel = page.getByRole('region', { name: 'Watched items' })
  const rows = panel
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Stop watching' }) })
  // A row reads "<ID> <name>…": the ID is matched whole, so item 2 is not item 21.
  return { panel, rows, row: (id: number) => rows.filter({ hasText: new RegExp(`^${id} `) }) }
}

export function itemsScreen(page: Page) {
  const filters = page.getByRole('search', { name: 'Item filters' })
  const pagination = page.getByRole('navigation', { name: 'Pagination' })
  const table = page.getByRole('table', { name: 'Items' })
  return {
    filters,
    name: filters.getByRole('textbox', { name: 'Name', exact: true }),
    marketHashName: filters.getByRole('textbox', { name: 'Market hash name', exact: true }),
    appId: filters.getByRole('combobox', { name: 'App ID', exact: true }),
    apply: filters.getByRole('button', { name: 'Apply filters' }),
    clear: filters.getByRole('button', { name: 'Clear filters' }),
    table,
    /** Data rows only: skeleton rows are aria-hidden and header rows hold no cells. */
    rows: table.getByRole('row').filter({ has: page.getByRole('cell') }),
    pagination,
    firstPage: pagination.getByRole('button', { name: 'First page' }),
    previousPage: pagination.getByRole('button', { name: 'Previous page' }),
    nextPage: pagination.getByRole('button', { name: 'Next page' }),
    lastPage: pagination.getByRole('button', { name: 'Last page' }),
    rowsPerPage: pagination.getByRole('combobox', { name: 'Rows per page' }),
    customPageSize: pagination.getByRole('spinbutton', { name: 'Custom page size (1–250)' }),
    goToPage: pagination.getByRole('spinbutton', { name: 'Go to page' }),
    density: page.getByRole('combobox', { name: 'Density' }),
    resizeDetails: page.getByRole('separator', { name: 'Resize details' }),
    scroller: page.locator('.results__scroll'),
    itemId: page.getByRole('textbox', { name: 'Item ID', exact: true }),
    openItem: page.getByRole('button', { name: 'Open item', exact: true }),
    /** The catalog switcher: named `Catalog`, its text (and description) the connected label. */
    catalogMenu: page.getByRole('button', { name: 'Catalog', exact: true }),
    details: page.getByRole('region', { name: 'Item details' }),
  }
}

/**
 * "Rows X–Y of N" in the pagination bar with exactly this N (so 25 is not found inside
 * 125), or "0 items" for an empty result.
 */
export function itemCount(page: Page, total: number): Locator {
  const pagination = itemsScreen(page).pagination
  if (total === 0) return pagination.getByText('0 items', { exact: true })
  const grouped = total.toLocaleString('en-US')
  return pagination.getByText(new RegExp(`^Rows [\\d,]+–[\\d,]+ of ${grouped}$`))
}

/** "Rows X–Y of N" exactly. */
export function rowRange(page: Page, first: number, last: number, total: number): Locator {
  const text = (n: number) => n.toLocaleString('en-US')
  return itemsScreen(page).pagination.getByText(`Rows ${text(first)}–${text(last)} of ${text(total)}`, {
    exact: true,
  })
}

/** "Page X of Y" exactly, with thousands separators as the pager writes them. */
export function pagePosition(page: Page, current: number, pages: number): Locator {
  const text = (n: number) => n.toLocaleString('en-US')
  return itemsScreen(page).pagination.getByText(`Page ${text(current)} of ${text(pages)}`, { exact: true })
}

/** The browser screen with data on it: the table has rows and the position is known. */
export async function expectTableWithRows(page: Page): Promise<void> {
  const screen = itemsScreen(page)
  await expect(screen.table).toBeVisible()
  await expect(screen.rows.first()).toBeVisible()
  await expect(screen.pagination.getByText(/^Rows [\d,]+–[\d,]+ of [\d,]+$/)).toBeVisible()
}

/**
 * The text of every cell in one column, row by row, read in one round trip.
 *
 * The column is found by its header's accessible name, so a reordered table still works.
 */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  const { table } = itemsScreen(page)
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim())
  const index = headers.indexOf(header)
  if (index < 0) throw new Error(`No column "${header}" among ${JSON.stringify(headers)}`)
  const cells = await table.getByRole('cell').allTextContents()
  if (cells.length % headers.length !== 0)
    throw new Error(`${cells.length} cells for ${headers.length} columns`)
  return cells.filter((_, cell) => cell % headers.length === index)
}

/** Connects through the form; resolves once the item table shows rows. */
export async function connectThroughForm(
  page: Page,
  catalog: { readonly url: string; readonly token: string },
  remember: boolean,
  details: { readonly label?: string; readonly environment?: 'Production' | 'Staging' | 'Other' } = {},
): Promise<void> {
  const screen = connectScreen(page)
  await screen.baseUrl.fill(catalog.url)
  await screen.token.fill(catalog.token)
  if (details.label !== undefined) await screen.label.fill(details.label)
  if (details.environment !== undefined) await screen.environment.selectOption({ label: details.environment })
  await screen.remember.setChecked(remember)
  await screen.connect.click()
  await expectTableWithRows(page)
}

/** Chooses an entry of the Catalog menu (a catalog's label, `Add catalog…`, `Sign out`, …). */
export async function chooseInCatalogMenu(page: Page, entry: string): Promise<void> {
  await itemsScreen(page).catalogMenu.click()
  const menu = page.getByRole('menu', { name: 'Catalog' })
  // Fails in seconds, not at the test's timeout, when a remount closed the menu just opened.
  await expect(menu).toBeVisible()
  await menu.getByRole('menuitem', { name: entry, exact: true }).click()
}

/** Sign out as a person does: from the Catalog menu, then confirming the `Sign out?` dialog. */
export async function signOutThroughMenu(page: Page): Promise<void> {
  await chooseInCatalogMenu(page, 'Sign out')
  await page
    .getByRole('alertdialog', { name: 'Sign out?' })
    .getByRole('button', { name: 'Sign out', exact: true })
    .click()
}

/**
 * Like columnTexts, for the whole page even when the table renders only the rows in view.
 *
 * Large pages announce their size with `aria-rowcount` and each row's place with
 * `aria-rowindex`; this scrolls through the table with the mouse wheel, as a person would,
 * and collects every row once, in order.
 */
export async function wholePageColumnTexts(page: Page, header: string): Promise<string[]> {
  const { table, rows } = itemsScreen(page)
  const rowCount = await table.getAttribute('aria-rowcount')
  if (rowCount === null) return columnTexts(page, header)
  const expected = Number(rowCount) - 1
  const index = (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim()).indexOf(header)
  if (index < 0) throw new Error(`No column "${header}"`)
  const seen = new Map<number, string>()
  await rows.first().hover()
  for (let turn = 0; turn < 100 && seen.size < expected; turn += 1) {
    const visible = await rows.evaluateAll(
      (elements, column) =>
        elements.map((row) => [
          Number(row.getAttribute('aria-rowindex')),
          row.querySelectorAll('td')[column]?.textContent ?? '',
        ]),
      index,
    )
    for (const [rowIndex, text] of visible) seen.set(rowIndex as number, text as string)
    if (seen.size >= expected) break
    const lastBefore = Math.max(...seen.keys())
    await page.mouse.wheel(0, 800)
    await expect
      .poll(async () => Number(await rows.last().getAttribute('aria-rowindex')))
      .toBeGreaterThan(Math.min(lastBefore, expected))
  }
  return [...seen.entries()].sort(([a], [b]) => a - b).map(([, text]) => text)
}

/** Opens an item through the Item ID box and waits until the pane shows it loaded (its name, not "Item N"). */
export async function openItemById(page: Page, id: number): Promise<void> {
  const screen = itemsScreen(page)
  await screen.itemId.fill(String(id))
  await screen.openItem.click()
  await expect(screen.details.getByRole('heading', { level: 2 })).toBeVisible()
  await expect(screen.details.getByRole('heading', { level: 2 })).not.toHaveText(`Item ${id}`)
}

/** Starts the app signed in to a catalog, waits for its first rows, and opens item `id`. */
export async function launchWithItemOpen(
  launch: (options?: Omit<AppLaunch, 'mode'>) => Promise<LaunchedApp>,
  catalog: { readonly url: string; readonly token: string },
  id: number,
): Promise<LaunchedApp> {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(app.page)
  await openItemById(app.page, id)
  return app
}
