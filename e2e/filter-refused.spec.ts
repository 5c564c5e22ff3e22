import { test, expect } from './fixtures'
import { itemsScreen, columnTexts, expectTableWithRows, itemCount } from './support/screens'
import { startRefusingCatalog, type RefusingCatalog } from './support/refusing-catalog'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * A 422 from the catalog is shown at the filter it names, in the server's words, while the
 * rows from before stay on screen.
 *
 * The demo server refuses nothing the UI can send, so a small proxy in front of it refuses
 * one Name value with the spec's 422 envelope (see support/refusing-catalog.ts).
 */

let catalog: TestCatalog
let refusing: RefusingCatalog
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 300 })
  refusing = await startRefusingCatalog({
    upstream: catalog.url,
    refusedName: 'forbidden-name',
    refusal: 'The name filter is not allowed.',
  })
})
test.afterAll(async () => {
  await refusing.close()
  await catalog.close()
})

test('a refused Name filter is explained at the Name field and the previous rows stay', async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: refusing.url, token: catalog.token })
  const screen = itemsScreen(page)
  const expected = await catalog.total({ name: ['redline'] })
  expect(expected).toBeGreaterThan(0)

  await expectTableWithRows(page)
  await screen.name.fill('redline')
  await screen.name.press('Enter')
  await expect(itemCount(page, expected)).toBeVisible()
  const before = await columnTexts(page, 'ID')

  await screen.name.fill('forbidden-name')
  await screen.name.press('Enter')
  const alert = screen.filters.getByRole('alert')
  await expect(alert).toContainText(refusing.refusal)
  await expect(alert).toContainText('The catalog refused this filter')
  await expect(screen.name).toHaveAttribute('aria-invalid', 'true')
  await expect(screen.name).toHaveAccessibleDescription(/The name filter is not allowed\./)
  await expect(screen.marketHashName).not.toHaveAttribute('aria-invalid', 'true')

  // The rows and count from before the refusal are still there, unchanged, and say so.
  await expect(page.getByText(/Still showing the previous results/)).toBeVisible()
  await expect(itemCount(page, expected)).toBeVisible()
  expect(await columnTexts(page, 'ID')).toEqual(before)
})
