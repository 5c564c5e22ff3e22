import { test, expect } from './fixtures'
import { closedPortUrl } from './support/closed-port'
import { itemsScreen, connectScreen, connectThroughForm, expectTableWithRows } from './support/screens'
import { storedToken } from './support/keychain-entry'
import { startTestCatalog, uniqueToken, type TestCatalog } from './support/test-catalog'
import { filesContaining, readEveryFile } from './support/user-data-files'

test.use({ reuseWindows: true })

/**
 * Connect: the form, the keychain and every failure the connect screen must explain.
 *
 * Each story that stores a token gets its own catalog: keychain entries are keyed by base
 * URL, and stories run in parallel.
 */

test('remembered token: relaunch goes straight in, and the token is in no file under userData', async ({
  launch,
  userDataDir,
}) => {
  const catalog = await startTestCatalog()
  try {
    const first = await launch({ userDataDir })
    await connectThroughForm(first.page, catalog, true)
    await expect(first.page.getByText('Token in system keychain')).toBeVisible()
    expect(await storedToken(catalog.url)).toBe(catalog.token)
    await first.close()

    const again = await launch({ userDataDir })
    await expectTableWithRows(again.page)
    await expect(again.page.getByText('Token in system keychain')).toBeVisible()
    await expect(connectScreen(again.page).baseUrl).toHaveCount(0)
    await again.close()

    const files = await readEveryFile(userDataDir)
    // The search below must have looked at the app's real files, or it proves nothing.
    const settings = files.find((file) => file.bytes.includes(Buffer.from(catalog.url)))
    expect(settings, `a file under ${userDataDir} names the catalog`).toBeDefined()
    expect(filesContaining(files, catalog.token)).toEqual([])
  } finally {
    await catalog.close()
  }
})

test.describe('connect failures', () => {
  let catalog: TestCatalog
  test.beforeAll(async () => {
    catalog = await startTestCatalog({ items: 50 })
  })
  test.afterAll(async () => {
    await catalog.close()
  })

  test('a wrong token is explained as rejected, and nothing is connected', async ({ launch }) => {
    const { page } = await launch()
    const screen = connectScreen(page)
    await screen.baseUrl.fill(catalog.url)
    await screen.token.fill(uniqueToken())
    await screen.connect.click()
    await expect(screen.alert).toContainText(/rejected/i)
    await expect(screen.alert).toContainText(/token/i)
    await expect(screen.token).toBeFocused()
    await expect(itemsScreen(page).table).toHaveCount(0)
  })

  test('an unreachable catalog is explained as unreachable', async ({ launch }) => {
    const { page } = await launch()
    const screen = connectScreen(page)
    const url = await closedPortUrl()
    await screen.baseUrl.fill(url)
    await screen.token.fill(catalog.token)
    await screen.connect.click()
    await expect(screen.alert).toContainText(/unreachable/i)
    await expect(screen.alert).toContainText(url)
    await expect(screen.baseUrl).toHaveAttribute('aria-invalid', 'true')
  })

  test('text that is not a URL is explained before anything is sent', async ({ launch }) => {
    const { page } = await launch()
    const screen = connectScreen(page)
    await screen.baseUrl.fill('catalog dot example')
    await screen.token.fill(catalog.token)
    await screen.connect.click()
    await expect(screen.alert).toContainText('is not a URL')
    await expect(screen.baseUrl).toBeFocused()
    await expect(itemsScreen(page).table).toHaveCount(0)
  })
})

test('a scheme-less loopback address connects as http, and says so', async ({ launch }) => {
  const catalog = await startTestCatalog({ items: 40 })
  try {
    const { page } = await launch()
    const screen = connectScreen(page)
    const typed = new URL(catalog.url).host
    await screen.baseUrl.fill(typed)
    await expect(
      page.getByText(`read as http://${typed} (http, because the address is on this computer)`),
    ).toBeVisible()
    await screen.token.fill(catalog.token)
    await screen.connect.click()
    await expectTableWithRows(page)
    await expect(itemsScreen(page).catalogMenu).toContainText(typed)
  } finally {
    await catalog.close()
  }
})

test('a base URL pasted with /v1/items at the end has it taken off, with a note, and connects', async ({
  launch,
}) => {
  const catalog = await startTestCatalog({ items: 40 })
  try {
    const { page } = await launch()
    const screen = connectScreen(page)
    await screen.baseUrl.fill(`${catalog.url}/v1/items`)
    await expect(page.getByText('Took /v1/items off the end')).toBeVisible()
    await screen.token.fill(catalog.token)
    await screen.connect.click()
    await expectTableWithRows(page)
  } finally {
    await catalog.close()
  }
})

test('M7: a token pasted with its Bearer prefix has it taken off, with a note, and connects', async ({
  launch,
}) => {
  const catalog = await startTestCatalog({ items: 40 })
  try {
    const { page } = await launch()
    const screen = connectScreen(page)
    await screen.baseUrl.fill(catalog.url)
    await screen.token.fill(`Bearer ${catalog.token}`)
    await expect(page.getByText('Took "Bearer " off the front: only the token itself is sent.')).toBeVisible()
    await screen.connect.click()
    await expectTableWithRows(page)
  } finally {
    await catalog.close()
  }
})
