import { test, expect } from './fixtures'
import { DEFAULT_PAGE_SIZE } from '../src/shared/catalog/default-prefs'
import { detailValue } from './support/detail-pane'
import { itemsScreen, expectTableWithRows } from './support/screens'
import { startMalformingCatalog, type MalformingCatalog } from './support/malforming-catalog'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * Tolerant reader end to end: a catalog whose answers drift (a malformed price and an element
 * without an ID in a page; one item with a bad timestamp and a trade URL that is not https)
 * costs those fields and that element only; everything else is shown and works.
 */

const HOSTILE_TIME = '<img src=x onerror=alert(1)>'
const HOSTILE_URL = 'javascript:alert(document.cookie)//?partner=1&token=2'
const DAMAGED_ITEM = 3

let catalog: TestCatalog
let malforming: MalformingCatalog
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 300 })
  malforming = await startMalformingCatalog({
    upstream: catalog.url,
    rewrite: (path, body) => {
      if (path === '/v1/items' && Array.isArray(body.data)) {
        const data = [...(body.data as Record<string, unknown>[])]
        const second = data[1]
        if (second) data[1] = { ...second, price: 12.5 }
        if (data[3]) data[3] = { name: 'no id at all' }
        return { ...body, data }
      }
      if (path === `/v1/items/${DAMAGED_ITEM}`) {
        const item = body.data as Record<string, unknown>
        return { ...body, data: { ...item, last_send: HOSTILE_TIME, trade_url: HOSTILE_URL } }
      }
      return body
    },
  })
})
test.afterAll(async () => {
  await malforming.close()
  await catalog.close()
})

test('a malformed price costs its cell, an element without an ID is a marked row, the others show', async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: malforming.url, token: catalog.token })
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  await expect(
    page.getByText(
      new RegExp(`^1 of ${DEFAULT_PAGE_SIZE} rows could not be read \\(first: row 4, no usable ID: id`),
    ),
  ).toBeVisible()
  // Every element of the answer has a row: the readable ones and the marked one.
  await expect(screen.rows).toHaveCount(DEFAULT_PAGE_SIZE)
  const second = screen.rows.nth(1)
  await expect(second).toContainText('unexpected value 12.5')
  await expect(second.getByRole('cell').nth(2)).not.toContainText('unexpected')
  const marked = screen.rows.filter({ hasText: 'Unreadable row' })
  await expect(marked).toHaveCount(1)
  await expect(marked).toContainText('no usable ID')
  // The row with the bad price still opens, with its own details.
  await second.click()
  await expect(screen.details).toBeVisible()
})

test('an item with a bad timestamp and a non-https trade URL opens, showing them as plain text', async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: malforming.url, token: catalog.token })
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  await screen.itemId.fill(String(DAMAGED_ITEM))
  await screen.openItem.click()
  const pane = screen.details
  await expect(pane.getByText(`unexpected value ${HOSTILE_URL}`)).toBeVisible()
  await expect(pane.getByText(`unexpected value ${HOSTILE_TIME}`)).toBeVisible()
  await expect(pane.locator('img[src="x"]')).toHaveCount(0)
  await expect(pane.getByRole('button', { name: 'Open trade URL' })).toBeDisabled()
  await expect(pane.getByRole('button', { name: 'Copy trade URL' })).toBeDisabled()
  await expect(pane.getByText(/not a valid trade URL/)).toBeVisible()
  // The rest of the item works: its ID and price are shown as usual.
  await expect(detailValue(pane, 'Item ID')).toHaveText(String(DAMAGED_ITEM))
})
