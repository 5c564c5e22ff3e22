import { test, expect } from './fixtures'
import { itemsScreen, connectScreen, connectThroughForm, signOutThroughMenu } from './support/screens'
import { storedToken } from './support/keychain-entry'
import { startTestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * Sign out ends the session and deletes the stored token: the next launch cannot go
 * straight in, though the catalog is still listed for a quick reconnect.
 */

test('Sign out returns to connect, and a relaunch needs the token again', async ({ launch, userDataDir }) => {
  // Its own catalog: the keychain entry is keyed by base URL, and this story deletes it.
  const catalog = await startTestCatalog({ items: 100 })
  try {
    const first = await launch({ userDataDir })
    await connectThroughForm(first.page, catalog, true)
    expect(await storedToken(catalog.url)).toBe(catalog.token)
    await signOutThroughMenu(first.page)
    const connect = connectScreen(first.page)
    await expect(connect.baseUrl).toBeVisible()
    await expect(connect.baseUrl).toHaveValue(catalog.url)
    await expect(itemsScreen(first.page).table).toHaveCount(0)
    expect(await storedToken(catalog.url)).toBeNull()
    await first.close()

    const again = await launch({ userDataDir })
    const reconnect = connectScreen(again.page)
    await expect(reconnect.baseUrl).toBeVisible()
    await expect(itemsScreen(again.page).table).toHaveCount(0)
    const label = new URL(catalog.url).host
    const resume = again.page.getByRole('button', { name: `Resume ${label}`, exact: true })
    await expect(resume).toBeVisible()
    await expect(again.page.getByText('no saved token')).toBeVisible()

    await resume.click()
    // Asked for beside the field, not shown as an error: nothing failed.
    await expect(reconnect.token).toHaveAccessibleDescription(new RegExp(`No token is saved for ${label}`))
    await expect(reconnect.alert).toHaveCount(0)
    await expect(reconnect.token).toBeFocused()
    await expect(reconnect.baseUrl).toHaveValue(catalog.url)
  } finally {
    await catalog.close()
  }
})
