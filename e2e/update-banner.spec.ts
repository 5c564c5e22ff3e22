import { test, expect } from './fixtures'

test.use({ reuseWindows: true })

/**
 * The update banner through the real bridge and core: an update:ready event (which the
 * shell's updater sends in an installed app) shows "Version X is ready — Restart to update",
 * and the button's update:restart request reaches the core. No updater runs in a test, so
 * the core answers that nothing is ready to install, and the window says so.
 */
test('a ready update is announced in the window, and Restart to update asks main to install it', async ({
  launch,
}) => {
  const app = await launch({ demo: true })
  test.skip(
    app.mode === 'electron',
    'events are injected into the core hosted by the test runner (chromium mode)',
  )
  await expect(app.page.getByRole('table', { name: 'Items' })).toBeVisible()
  await expect(app.page.getByRole('button', { name: 'Restart to update' })).toHaveCount(0)

  expect(await app.emitEvent('update:ready', { version: 'soon' } as never)).toBe(false)
  expect(await app.emitEvent('update:ready', { version: '9.9.0' })).toBe(true)
  const banner = app.page.getByRole('status').filter({ hasText: 'Version 9.9.0 is ready' })
  await expect(banner).toContainText('Version 9.9.0 is ready — Restart to update')

  await banner.getByRole('button', { name: 'Restart to update' }).click()
  await expect(banner.getByRole('alert')).toContainText('No update is ready to install yet')
  await expect(app.page.getByRole('table', { name: 'Items' })).toBeVisible()
})
