import { test, expect } from './fixtures'
import packageJson from '../package.json'

test.use({ reuseWindows: true })

/**
 * Walking skeleton: the renderer shows data that made one round trip through window.catalog,
 * the IPC handler table and back (the app version in the About line).
 */
test('the app version arrives through the IPC handler table', async ({ launch }) => {
  const app = await launch()
  await expect(app.page.getByText(`Catalog Browser ${packageJson.version}`)).toBeVisible()
})
