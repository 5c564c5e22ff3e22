import { test, expect } from './fixtures'
import type { LaunchedApp } from './launch-types'
import { itemsScreen, expectTableWithRows } from './support/screens'
import { firstItemWithHttpsTradeUrl } from './support/status-items'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/** The trade URL leaves the app only through main: the clipboard, or the system browser (https). */

let catalog: TestCatalog
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 100 })
})
test.afterAll(async () => {
  await catalog.close()
})

/** Connects to the catalog and opens, by its ID, an item whose trade URL is https. */
async function openItemWithTradeUrl(
  launch: (options: { baseUrl: string; token: string }) => Promise<LaunchedApp>,
) {
  const item = await firstItemWithHttpsTradeUrl(catalog)
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  const screen = itemsScreen(app.page)
  await expectTableWithRows(app.page)
  await screen.itemId.fill(String(item.id))
  await screen.openItem.click()
  return { item, app, screen }
}

test('Copy trade URL puts exactly the item’s trade URL on the clipboard', async ({ launch }) => {
  const { item, app, screen } = await openItemWithTradeUrl(launch)
  await screen.details.getByRole('button', { name: 'Copy trade URL' }).click()
  await expect(screen.details.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
  expect(await app.readClipboard()).toBe(item.trade_url)
})

test('Open trade URL asks the OS to open that https URL and nothing else', async ({ launch }) => {
  const { item, app, screen } = await openItemWithTradeUrl(launch)
  await screen.details.getByRole('button', { name: 'Open trade URL' }).click()
  await expect.poll(() => app.openedExternalUrls()).toEqual([item.trade_url])
  for (const url of await app.openedExternalUrls()) expect(url.startsWith('https:')).toBe(true)
})
