import { test, expect } from './fixtures'
import { DEFAULT_VIEWPORT } from './app-window'
import { connectScreen, expectTableWithRows } from './support/screens'

test.use({ reuseWindows: true })

/**
 * The harness lends an app a window an earlier app had (e2e/window-pool.ts): what that app
 * finds must be what a window of its own would have shown it, and a window that cannot be
 * made so is not lent again.
 */

test.skip(({ e2eMode }) => e2eMode !== 'chromium', 'Electron mode opens a window per launch')

test('an app in a window an earlier app had starts as in a window of its own', async ({ launch }) => {
  const first = await launch({ demo: true, viewport: { width: 900, height: 600 }, colorScheme: 'dark' })
  await expectTableWithRows(first.page)
  await first.page.keyboard.down('Shift')
  await first.close()

  // Between apps: a blank page whose requests reach no core.
  expect(first.page.url()).toBe('about:blank')
  await expect(
    first.page.evaluate(() =>
      (window as unknown as { catalog: { appInfo(): Promise<unknown> } }).catalog.appInfo(),
    ),
  ).rejects.toThrow('no app is served in this window')

  const second = await launch()
  expect(second.page, 'the same window').toBe(first.page)
  expect(second.userDataDir).not.toBe(first.userDataDir)
  // A core of its own, started without --demo: the connect screen, not the demo's items.
  const connect = connectScreen(second.page)
  await expect(connect.baseUrl).toBeVisible()
  expect(second.page.viewportSize()).toEqual(DEFAULT_VIEWPORT)
  expect(await second.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false)
  // No key is still held down from the earlier app's test.
  await connect.label.click()
  await second.page.keyboard.type('abc')
  await expect(connect.label).toHaveValue('abc')
})

test('an app closed twice gives its window back once', async ({ launch }) => {
  const first = await launch()
  await first.close()
  await first.close()
  const [one, other] = await Promise.all([launch(), launch()])
  expect(one.page).not.toBe(other.page)
})

test('a window with Playwright’s clock, or in another language, is not lent to this launch', async ({
  launch,
}) => {
  const clocked = await launch({ skippableTime: true })
  await clocked.close()
  const german = await launch({ locale: 'de-DE' })
  await german.close()
  const plain = await launch()
  expect(plain.page).not.toBe(clocked.page)
  expect(plain.page).not.toBe(german.page)
  await plain.close()
  expect((await launch({ locale: 'de-DE' })).page, 'the German window, lent again').toBe(german.page)
})

test('a window the test opened a page beside is not lent again', async ({ launch }) => {
  const first = await launch()
  await first.page.context().newPage()
  await first.close()
  expect((await launch()).page).not.toBe(first.page)
})
