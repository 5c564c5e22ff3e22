import { test, expect } from './fixtures'
import { saveScreenshot } from './support/screenshots'
import { browserScreen, connectScreen, expectTableWithRows } from './support/screens'

/**
 * Screenshots of the main screens and the reply templates dialog in the light and dark themes, at 1280×800: test artifacts
 * on every run, and the README's pictures with UPDATE_SCREENSHOTS=1.
 */

for (const colorScheme of ['light', 'dark'] as const) {
  test(`connect, table and detail pane (${colorScheme})`, async ({ launch }, testInfo) => {
    const { page } = await launch({ colorScheme, viewport: { width: 1280, height: 800 } })
    const connect = connectScreen(page)
    await expect(connect.connect).toBeVisible()
    await expect(page.getByText('Catalog Browser 0.1.0')).toBeVisible()
    await saveScreenshot(page, testInfo, `connect-${colorScheme}`)

    await connect.openDemo.click()
    await expectTableWithRows(page)
    await saveScreenshot(page, testInfo, `table-${colorScheme}`)

    const screen = browserScreen(page)
    await screen.rows.nth(1).click()
    await expect(screen.details.getByRole('term').first()).toBeVisible()
    await saveScreenshot(page, testInfo, `detail-${colorScheme}`)

    await screen.details.getByRole('button', { name: 'Reply templates' }).click()
    const templates = page.getByRole('dialog', { name: 'Reply templates' })
    await expect(templates.getByRole('textbox', { name: 'Greeting' })).toBeVisible()
    await expect(templates.getByRole('region', { name: 'Preview' })).not.toBeEmpty()
    await saveScreenshot(page, testInfo, `reply-templates-${colorScheme}`)
  })
}
