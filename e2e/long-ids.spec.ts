import { test, expect } from './fixtures'
import type { Locator } from '@playwright/test'
import { itemsScreen, expectTableWithRows } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * An ID an agent copies by eye is never cut: 8- to 11-digit IDs show whole in the item table
 * (both densities, the narrow table beside the open pane too) and in the Item ID box.
 */

/** Elements whose content is wider than their box (cut by overflow: hidden), as their text. */
async function overflowing(cells: Locator): Promise<string[]> {
  return cells.evaluateAll((elements) =>
    elements
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => element.textContent ?? ''),
  )
}

const catalogs: { readonly digits: string; readonly firstId: number; catalog?: TestCatalog }[] = [
  { digits: '8', firstId: 10_000_000 },
  // The last of these is 99,999,999,999: eleven nines, the widest 11-digit ID.
  { digits: '11', firstId: 99_999_999_980 },
]

test.beforeAll(async () => {
  for (const entry of catalogs) entry.catalog = await startTestCatalog({ items: 20, firstId: entry.firstId })
})
test.afterAll(async () => {
  for (const entry of catalogs) await entry.catalog?.close()
})

for (const entry of catalogs) {
  for (const density of ['Comfortable', 'Compact'] as const) {
    test(`${entry.digits}-digit IDs show whole in the ${density.toLowerCase()} table, beside the pane too`, async ({
      launch,
    }) => {
      const catalog = entry.catalog!
      const { page } = await launch({
        baseUrl: catalog.url,
        token: catalog.token,
        viewport: { width: 1280, height: 800 },
      })
      const screen = itemsScreen(page)
      await expectTableWithRows(page)
      await screen.density.selectOption(density)
      const idCells = screen.rows.locator('td:first-child')
      await expect(idCells).toHaveCount(20)
      const last = String(entry.firstId + 19)
      await expect(idCells.last()).toHaveText(last)
      expect(await overflowing(idCells)).toEqual([])

      // The open pane leaves the table narrow: the IDs still fit.
      await screen.rows.first().click()
      await expect(screen.details).toBeVisible()
      expect(await overflowing(idCells)).toEqual([])
    })
  }

  test(`the Item ID box shows a typed ${entry.digits}-digit ID whole`, async ({ launch }) => {
    const catalog = entry.catalog!
    const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
    const screen = itemsScreen(page)
    await expectTableWithRows(page)
    const id = String(entry.firstId + 19)
    await screen.itemId.fill(id)
    expect(await overflowing(screen.itemId)).toEqual([])
    await screen.openItem.click()
    await expect(screen.details).toContainText(id)
  })
}
