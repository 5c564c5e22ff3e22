import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { expectTableWithRows } from './support/screens'
import { expectLookupAnswered } from './support/lookup'

test.use({ reuseWindows: true })

/**
 * The brief's smallest supported window, 900×600: the table, the pagination and the detail
 * pane with its actions all stay reachable, and nothing forces a horizontal scroll.
 */
test('usable at 900×600', async ({ launch }) => {
  const { page } = await launch({ demo: true, viewport: { width: 900, height: 600 } })
  await expectTableWithRows(page)
  // A narrow table gives App ID its narrow width (LIST_COLUMNS): the names keep their room.
  const appId = await page.getByRole('columnheader', { name: 'App ID' }).boundingBox()
  expect(Math.round(appId?.width ?? 0)).toBe(96)
  const pagination = page.getByRole('navigation', { name: 'Pagination' })
  await expect(pagination.getByRole('button', { name: 'Next page' })).toBeInViewport()

  await page.getByRole('table', { name: 'Items' }).getByRole('row').nth(1).click()
  const details = page.getByRole('region', { name: 'Item details' })
  for (const name of ['Close details', 'Refresh']) {
    await expect(details.getByRole('button', { name })).toBeInViewport()
  }
  await details.getByRole('button', { name: 'Copy trade URL' }).scrollIntoViewIfNeeded()
  await expect(details.getByRole('button', { name: 'Copy trade URL' })).toBeInViewport()

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

/** Rows of `table` whose whole box lies inside its scroll area. */
async function wholeRowsShown(page: Page): Promise<number> {
  return page.evaluate(() => {
    const table = document.querySelector('table[aria-label="Lookup results"]')
    const scroller = table?.closest('.bulk__scroll')
    if (!table || !scroller) return 0
    const area = scroller.getBoundingClientRect()
    const bottom = Math.min(area.bottom, window.innerHeight)
    return Array.from(table.querySelectorAll('tbody tr')).filter((row) => {
      const box = row.getBoundingClientRect()
      return box.top >= area.top - 1 && box.bottom <= bottom + 1
    }).length
  })
}

// Below 1100 px the pane is a drawer over the results, so "beside the pane" is 1280×800.
for (const { paneOpen, width, height } of [
  { paneOpen: false, width: 900, height: 600 },
  { paneOpen: true, width: 1280, height: 800 },
]) {
  test(`lookup results at ${width}×${height} show at least 6 rows with dates whole${paneOpen ? ', beside the open pane' : ''}`, async ({
    launch,
  }) => {
    const { page } = await launch({ demo: true, viewport: { width, height } })
    await expectTableWithRows(page)
    if (paneOpen) {
      await page.getByRole('table', { name: 'Items' }).getByRole('row').nth(1).click()
      await expect(page.getByRole('region', { name: 'Item details' })).toBeVisible()
    }
    await page.getByRole('button', { name: 'Look up several' }).click()
    await page
      .getByRole('textbox', { name: 'Item IDs' })
      .fill(Array.from({ length: 20 }, (_, n) => n + 1).join(' '))
    await page.getByRole('button', { name: 'Look up', exact: true }).click()
    const results = page.getByRole('table', { name: 'Lookup results' })
    await expect(results.getByRole('row')).toHaveCount(21)
    await expectLookupAnswered(page, 20)
    await page.screenshot({ path: test.info().outputPath('lookup.png') })
    expect(await wholeRowsShown(page)).toBeGreaterThanOrEqual(6)
    // Every date is one line: "Nov 21," / "2026, 09:05:07" would be two boxes of one <time>.
    const broken = await results.evaluate((table) =>
      Array.from(table.querySelectorAll('tbody time'))
        .filter((time) => time.getClientRects().length !== 1)
        .map((time) => time.textContent),
    )
    expect(await results.locator('tbody time').count()).toBeGreaterThan(0)
    expect(broken).toStrictEqual([])
  })
}
