import { startDemoServer } from '../src/demo-server'
import { e2eDemoNow } from './support/demo-clock'
import { test, expect } from './fixtures'
import { itemsScreen, expectTableWithRows } from './support/screens'
import { uniqueToken } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * A token revoked mid-session: the next request is a 401, and the app returns to the connect
 * screen, says why, and keeps the catalog's address for a quick reconnect.
 */
test('a 401 mid-session returns to the connect screen with the reason', async ({ launch }) => {
  const first = await startDemoServer({
    port: 0,
    host: '127.0.0.1',
    token: uniqueToken(),
    items: 300,
    now: e2eDemoNow(),
  })
  // The "revocation": the same catalog address now only accepts a different token.
  let second: Awaited<ReturnType<typeof startDemoServer>> | undefined
  try {
    const { page } = await launch({ baseUrl: first.url, token: first.token })
    await expectTableWithRows(page)
    await first.close()
    second = await startDemoServer({
      port: first.port,
      host: '127.0.0.1',
      token: uniqueToken(),
      items: 300,
      now: e2eDemoNow(),
    })

    const screen = itemsScreen(page)
    await screen.name.fill('redline')
    await screen.name.press('Enter')

    await expect(page.getByRole('textbox', { name: 'Base URL' })).toHaveValue(first.url)
    await expect(page.getByRole('alert')).toContainText(/token/i)
    await expect(page.getByRole('table', { name: 'Items' })).toHaveCount(0)
  } finally {
    await first.close()
    await second?.close()
  }
})
