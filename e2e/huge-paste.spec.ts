import { test, expect } from './fixtures'
import { expectLookupAnswered } from './support/lookup'
import { expectTableWithRows } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * A huge paste stays responsive (issue 77, R5-9): a 200,000-character ticket pasted into
 * Item ID is read in the lookup in slices that give the window back (the unit and bench
 * tests count and time them); here, in Chromium, every ID of it is still found and looked up.
 */

let catalog: TestCatalog
test.beforeAll(async () => {
  catalog = await startTestCatalog()
})
test.afterAll(async () => {
  await catalog.close()
})

/** 200,000 characters of a mail thread: 40 items named again and again, each with a price. */
function hugeTicket(): string {
  let text = ''
  for (let index = 0; text.length < 200_000; index += 1)
    text += `Hallo, Artikel ${1000 + (index % 40)} ist noch nicht da, bezahlt ${index % 90},50 €.\n`
  return text.slice(0, 200_000)
}

test('a 200,000-character ticket pasted into Item ID has every ID looked up, and its left-out numbers counted', async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(page)
  await page.keyboard.press('ControlOrMeta+L')
  await page.evaluate((value) => navigator.clipboard.writeText(value), hugeTicket())
  await page.keyboard.press('ControlOrMeta+V')

  const bulk = page.getByRole('region', { name: 'Bulk lookup' })
  await expectLookupAnswered(page, 40)
  await expect(bulk.getByRole('button', { name: 'All 40 IDs' })).toBeVisible()
  await expect(bulk.getByRole('progressbar', { name: 'Ticket reading progress' })).toHaveCount(0)
  const leftOut = bulk.getByRole('button', { name: /^Left out: [\d,]+$/ })
  await leftOut.click()
  await expect(bulk.getByText(/^left out: 0,50 € \(price\), .* … and [\d,]+ more$/)).toBeVisible()
})
