import { test, expect } from './fixtures'
import { DEFAULT_OPTIONS } from '../src/demo-server'
import { itemsScreen, connectScreen, expectTableWithRows, itemCount } from './support/screens'

test.use({ reuseWindows: true })

/**
 * The built-in demo catalog: one click from the connect screen, or straight in with --demo.
 *
 * The embedded server's token is random and private to the app, so the expected count comes
 * from the demo server's own default size rather than from asking it.
 */

test('Open demo catalog on the connect screen shows the demo items', async ({ launch }) => {
  const { page } = await launch()
  const connect = connectScreen(page)
  await expect(connect.baseUrl).toBeVisible()
  await connect.openDemo.click()
  await expectTableWithRows(page)
  await expect(itemCount(page, DEFAULT_OPTIONS.items)).toBeVisible()
  await expect(page.getByText('Demo', { exact: true })).toBeVisible()
  await expect(itemsScreen(page).rows).not.toHaveCount(0)
})

test('launching with demo goes straight to the demo items', async ({ launch }) => {
  const { page } = await launch({ demo: true })
  await expectTableWithRows(page)
  await expect(itemCount(page, DEFAULT_OPTIONS.items)).toBeVisible()
  await expect(connectScreen(page).baseUrl).toHaveCount(0)
})
