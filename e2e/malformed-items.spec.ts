import { test, expect } from './fixtures'
import { DEFAULT_PAGE_SIZE } from '../src/shared/catalog/default-prefs'
import { browserScreen, expectTableWithRows } from './support/screens'
import { startMalformingCatalog, type MalformingCatalog } from './support/malforming-catalog'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

/**
 * Tolerant reader end to end: a catalog whose answers drift (two malformed rows in a page,
 * one item with a bad timestamp and a trade URL that is not https) costs those rows and
 * fields only; everything else is shown and works.
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

test('two malformed rows of a page are marked unreadable and the others show', async ({ launch }) => {
  const { page } = await launch({ baseUrl: malforming.url, token: catalog.token })
  const screen = browserScreen(page)
  await expectTableWithRows(page)
  const rowsRead = new RegExp(`^2 of ${DEFAULT_PAGE_SIZE} rows could not be read \\(first: item \\d+: price`)
  await expect(page.getByText(rowsRead)).toBeVisible()
  await expect(screen.rows).toHaveCount(DEFAULT_PAGE_SIZE - 2)
  const unreadable = page.getByRole('list', { name: 'Unreadable rows' }).getByRole('listitem')
  await expect(unreadable).toHaveCount(2)
  await expect(unreadable.nth(1)).toContainText('no ID')
})

test('an item with a bad timestamp and a non-https trade URL opens, showing them as plain text', async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: malforming.url, token: catalog.token })
  const screen = browserScreen(page)
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
  await expect(pane.getByRole('definition').first()).toHaveText(String(DAMAGED_ITEM))
})
