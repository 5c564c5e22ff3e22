import { test, expect } from './fixtures'
import { expectTableWithRows } from './support/screens'

/**
 * The brief's smallest supported window, 900×600: the table, the pagination and the detail
 * pane with its actions all stay reachable, and nothing forces a horizontal scroll.
 */
test('usable at 900×600', async ({ launch }) => {
  const { page } = await launch({ demo: true, viewport: { width: 900, height: 600 } })
  await expectTableWithRows(page)
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
