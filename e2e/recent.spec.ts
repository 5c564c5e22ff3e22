import { test, expect } from './fixtures'
import { describeViolations, seriousViolationsInEachTheme } from './support/axe'
import { expectTableWithRows, openItemById } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * Recent lookups: the items opened are listed, `Clear history` empties the list and offers
 * `Undo` for a few seconds, and Undo brings back exactly what was there, across a relaunch.
 * The offer never times out while focus is on it and focus moves there with it, so these tests
 * wait on focus, not on the clock: a slow machine cannot close the offer under them.
 */
let catalog: TestCatalog
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 50 })
})
test.afterAll(async () => {
  await catalog.close()
})

test('Clear history can be undone, and what Undo restored is still there after a relaunch', async ({
  launch,
  userDataDir,
}) => {
  test.slow(true, 'two launches of the app and an axe scan of the whole window in each theme')
  const first = await launch({ baseUrl: catalog.url, token: catalog.token, userDataDir })
  await expectTableWithRows(first.page)
  for (const id of [3, 7, 5]) await openItemById(first.page, id)
  await first.page.getByRole('button', { name: 'Recent lookups' }).click()
  const panel = first.page.getByRole('region', { name: 'Recent lookups' })
  const rows = panel.getByRole('listitem')
  await expect(rows).toHaveCount(3)
  const before = await rows.allTextContents()

  await panel.getByRole('button', { name: 'Clear history' }).click()
  await expect(panel.getByRole('status')).toHaveText(/Cleared 3 items\./)
  await expect(rows).toHaveCount(0)
  const undo = panel.getByRole('button', { name: 'Undo' })
  await expect(undo).toBeFocused()
  const whileOffered = await seriousViolationsInEachTheme(first.page)
  expect(whileOffered, describeViolations(whileOffered)).toEqual([])
  await first.page.keyboard.press('Enter')
  await expect(rows).toHaveText(before)
  await expect(panel.getByRole('status')).toHaveCount(0)
  await first.close()

  const again = await launch({ baseUrl: catalog.url, token: catalog.token, userDataDir })
  await again.page.getByRole('button', { name: 'Recent lookups' }).click()
  const restored = again.page.getByRole('region', { name: 'Recent lookups' }).getByRole('listitem')
  await expect(restored).toHaveCount(3)
  await expect(restored.first()).toContainText('5')
})
