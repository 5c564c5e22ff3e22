import { test, expect } from './fixtures'
import { itemsScreen, columnTexts, expectTableWithRows } from './support/screens'
import { startTestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * When the catalog goes away, the rows already loaded stay on screen, dimmed and marked stale
 * (when they loaded, for which filters), with a plain explanation and a Retry.
 */

test('an unreachable catalog leaves the last rows visible, marked stale', async ({ launch }) => {
  // Its own catalog: this story stops it (closing twice is safe).
  const catalog = await startTestCatalog({ items: 200 })
  try {
    const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
    const screen = itemsScreen(page)
    await expectTableWithRows(page)
    const ids = await columnTexts(page, 'ID')
    await catalog.close()

    // A new filter is a request nothing was prefetched for.
    await screen.name.fill('redline')
    await screen.name.press('Enter')
    const banner = page.getByRole('alert').filter({ hasText: 'Stale' })
    await expect(banner).toContainText('Stale — the catalog is unreachable.')
    await expect(banner.getByRole('button', { name: 'Retry' })).toBeVisible()
    // The rows shown belong to the filters before "redline", and say so.
    await expect(banner).toContainText(/Showing results from .+, for the previous filters\./)
    await expect(screen.table).toHaveClass(/items--stale/)
    expect(await columnTexts(page, 'ID')).toEqual(ids)
  } finally {
    await catalog.close()
  }
})
