import { MAX_LIMIT } from '../src/shared/catalog/limits'
import { test, expect } from './fixtures'
import { expectLookupAnswered } from './support/lookup'
import { BOUGHT_AROUND, NAME_TICKETS, NOW, REDLINE } from './support/name-ticket'
import { expectTableWithRows } from './support/screens'
import { GUIDE_WINDOW, saveScreenshot } from './support/screenshots'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * The guide's pictures of a ticket that names its item and a day, and no ID (issue 80):
 * `Find items named …` offered at `Item ID`, then the lookup with its `Bought around` window,
 * the customer's row marked and the reply copied. Apart from guide-screenshots.spec.ts for the
 * fixed clock they need: the catalog's purchases and the window's "yesterday" agree in every run.
 */

let catalog: TestCatalog
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 400, now: NOW })
})
test.afterAll(async () => {
  await catalog.close()
})

test('a ticket that names its item: Find items named, the day it names, the customer’s row marked', async ({
  launch,
}, testInfo) => {
  const listed = (await catalog.list({ market_hash_name: [REDLINE] }, MAX_LIMIT)).data
  const matches = listed.length
  const items = await Promise.all(listed.map((item) => catalog.item(item.id)))
  // The customer's: the one the catalog says was bought on the ticket's "yesterday".
  const [customers, ...others] = items.filter((item) => item.bought_at.startsWith(BOUGHT_AROUND.yesterday))
  expect(others).toEqual([])
  const app = await launch({
    baseUrl: catalog.url,
    token: catalog.token,
    skippableTime: true,
    ...GUIDE_WINDOW,
  })
  const { page } = app
  await page.clock.setSystemTime(NOW)
  await expectTableWithRows(page)
  await page.keyboard.press('ControlOrMeta+L')
  await page.evaluate((text) => navigator.clipboard.writeText(text), NAME_TICKETS.en.text)
  await page.keyboard.press('ControlOrMeta+V')
  const find = page.getByRole('button', { name: `Find items named ${REDLINE}`, exact: true })
  await expect(find).toBeVisible()
  await saveScreenshot(page, testInfo, 'guide-find-items-named')

  await find.click()
  const bulk = page.getByRole('region', { name: 'Bulk lookup' })
  await expectLookupAnswered(page, matches)
  const window = bulk.getByRole('group', { name: 'Bought around' })
  await expect(window).toContainText('read from “yesterday” in the ticket')
  const first = bulk.locator('tr[data-lookup-id]').first()
  await expect(first).toHaveAttribute('data-lookup-id', String(customers!.id))
  await first.getByRole('checkbox', { name: `Customer's item ${customers!.id}`, exact: true }).check()
  await bulk.getByRole('button', { name: 'Copy reply' }).click()
  await expect(bulk.getByText('Reply copied')).toBeVisible()
  await expect(
    bulk.getByText(`Reply covers only the rows marked as the customer's: 1 of ${matches}`),
  ).toBeVisible()
  await saveScreenshot(page, testInfo, 'guide-customers-item')
})
