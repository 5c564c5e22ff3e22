import { test, expect } from './fixtures'
import { DEFAULT_PAGE_SIZE } from '../src/shared/catalog/default-prefs'
import { EMPTY_FILTERS } from '../src/shared/catalog/empty-filters'
import type { Page } from '@playwright/test'
import {
  itemsScreen,
  expectTableWithRows,
  itemCount,
  pagePosition,
  wholePageColumnTexts,
} from './support/screens'
import { DEFAULT_LAYOUT } from '../src/shared/layout'
import { savedPrefs } from './support/saved-prefs'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * Paging through a real catalog whose size is not a multiple of any page size offered, so
 * the last page is a short one. Every page's rows are compared with the server's own page.
 */

let catalog: TestCatalog
let total: number
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 1234 })
  total = await catalog.total()
})
test.afterAll(async () => {
  await catalog.close()
})

/** The IDs the server puts on one page, as the ID column shows them. */
async function serverIds(page: number, size: number, filters = {}): Promise<string[]> {
  const answer = await catalog.list(filters, size, page)
  return answer.data.map((item) => String(item.id))
}

async function expectPage(page: Page, current: number, size: number, pages = Math.ceil(total / size)) {
  await expect(pagePosition(page, current, pages)).toBeVisible()
  expect(await wholePageColumnTexts(page, 'ID')).toEqual(await serverIds(current, size))
}

async function openCatalog(launch: (options: { baseUrl: string; token: string }) => Promise<{ page: Page }>) {
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(page)
  await expect(itemCount(page, total)).toBeVisible()
  return page
}

test('First, Previous, Next and Last move through the pages; the last one is short', async ({ launch }) => {
  const page = await openCatalog(launch)
  const screen = itemsScreen(page)
  const size = Number(await screen.rowsPerPage.inputValue())
  const pages = Math.ceil(total / size)
  const lastRows = total - (pages - 1) * size
  expect(lastRows).toBeLessThan(size)

  await expectPage(page, 1, size)
  await expect(screen.firstPage).toBeDisabled()
  await expect(screen.previousPage).toBeDisabled()

  await screen.nextPage.click()
  await expectPage(page, 2, size)
  await screen.nextPage.click()
  await expectPage(page, 3, size)
  await screen.previousPage.click()
  await expectPage(page, 2, size)

  await screen.lastPage.click()
  await expectPage(page, pages, size)
  await expect(screen.rows).toHaveCount(lastRows)
  await expect(screen.nextPage).toBeDisabled()
  await expect(screen.lastPage).toBeDisabled()

  await screen.firstPage.click()
  await expectPage(page, 1, size)
  await expect(screen.rows).toHaveCount(size)
})

test('250 rows per page shows 250 rows and the matching page count', async ({ launch }) => {
  const page = await openCatalog(launch)
  const screen = itemsScreen(page)
  await screen.rowsPerPage.selectOption('250')
  // expectPage scrolls through the whole page: all 250 of the server's rows, in order.
  await expectPage(page, 1, 250)
  await expect(screen.table).toHaveAttribute('aria-rowcount', '251')
  await expect(itemCount(page, total)).toBeVisible()
})

test('End and Home reach the last and first rows of a 250-row page', async ({ launch }) => {
  const page = await openCatalog(launch)
  const screen = itemsScreen(page)
  await screen.rowsPerPage.selectOption('250')
  await expect(pagePosition(page, 1, Math.ceil(total / 250))).toBeVisible()
  const ids = await serverIds(1, 250)
  await screen.rows.first().focus()
  await page.keyboard.press('End')
  await expect(page.locator(':focus')).toHaveAttribute('aria-rowindex', '251')
  await expect(page.locator(':focus').getByRole('cell').first()).toHaveText(ids[249] ?? '')
  await page.keyboard.press('Enter')
  await expect(screen.details).toContainText(ids[249] ?? '')
  await page.keyboard.press('Escape')
  await page.locator(`[aria-rowindex="251"]`).focus()
  await page.keyboard.press('Home')
  await expect(page.locator(':focus').getByRole('cell').first()).toHaveText(ids[0] ?? '')
})

test('a custom page size is typed in and used', async ({ launch }) => {
  const page = await openCatalog(launch)
  const screen = itemsScreen(page)
  await screen.rowsPerPage.selectOption({ label: 'Custom…' })
  await screen.customPageSize.fill('40')
  await screen.customPageSize.press('Enter')
  await expectPage(page, 1, 40)
  await expect(screen.rows).toHaveCount(40)

  await screen.customPageSize.fill('300')
  await screen.customPageSize.press('Enter')
  await expect(screen.pagination.getByRole('alert')).toContainText('from 1 to 250')
  await expect(screen.rows).toHaveCount(40)
})

test('Alt+→ and Alt+← change the page from a focused row', async ({ launch }) => {
  const page = await openCatalog(launch)
  const screen = itemsScreen(page)
  const size = Number(await screen.rowsPerPage.inputValue())
  await screen.rows.first().focus()
  await page.keyboard.press('Alt+ArrowRight')
  await expectPage(page, 2, size)
  await screen.rows.first().focus()
  await page.keyboard.press('Alt+ArrowRight')
  await expectPage(page, 3, size)
  await screen.rows.first().focus()
  await page.keyboard.press('Alt+ArrowLeft')
  await expectPage(page, 2, size)
})

test('filters, page and page size are back after a relaunch', async ({ launch, userDataDir }) => {
  const first = await launch({ baseUrl: catalog.url, token: catalog.token, userDataDir })
  const screen = itemsScreen(first.page)
  await expectTableWithRows(first.page)
  const filters = { ...EMPTY_FILTERS, name: ['a'], appid: 730 }
  const matching = await catalog.total(filters)
  // Not the default size: only then does the relaunch prove the size was saved.
  const size = DEFAULT_PAGE_SIZE === 50 ? 25 : 50
  const pages = Math.ceil(matching / size)
  expect(pages).toBeGreaterThanOrEqual(3)

  await screen.name.fill('a')
  await screen.appId.fill('730')
  await screen.apply.click()
  await expect(itemCount(first.page, matching)).toBeVisible()
  await screen.rowsPerPage.selectOption(String(size))
  await expect(pagePosition(first.page, 1, pages)).toBeVisible()
  await screen.nextPage.click()
  await expect(pagePosition(first.page, 2, pages)).toBeVisible()
  await screen.nextPage.click()
  await expect(pagePosition(first.page, 3, pages)).toBeVisible()
  await expect
    .poll(() => savedPrefs(userDataDir, catalog.url))
    .toEqual({ pageSize: size, page: 3, filters, layout: DEFAULT_LAYOUT })
  await first.close()

  const again = await launch({ baseUrl: catalog.url, token: catalog.token, userDataDir })
  const restored = itemsScreen(again.page)
  await expect(pagePosition(again.page, 3, pages)).toBeVisible()
  await expect(itemCount(again.page, matching)).toBeVisible()
  await expect(restored.rowsPerPage).toHaveValue(String(size))
  await expect(restored.filters.getByRole('button', { name: 'Remove a', exact: true })).toBeVisible()
  await expect(restored.appId).toHaveValue('730')
  expect(await wholePageColumnTexts(again.page, 'ID')).toEqual(await serverIds(3, size, filters))
})
