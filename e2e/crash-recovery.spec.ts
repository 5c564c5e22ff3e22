import { test, expect } from './fixtures'
import { describeViolations, seriousViolations } from './support/axe'
import { expectTableWithRows } from './support/screens'

test.use({ reuseWindows: true })

/** The bulk lookup's chunk, which the window loads the first time the panel opens. */
const BULK_LOOKUP_CHUNK = /\/assets\/bulk-lookup-[^/]+\.js$/

test('a part whose file cannot load says what happened, and a reload brings the window back', async ({
  launch,
}) => {
  const app = await launch({ demo: true })
  test.skip(
    app.mode === 'electron',
    "the chunk is refused with page.route, which reaches the harness's static server (chromium mode), not app://",
  )
  const { page } = app
  await expectTableWithRows(page)

  await page.route(BULK_LOOKUP_CHUNK, (route) => route.abort('failed'))
  await page.getByRole('button', { name: 'Look up several' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('could not go on drawing this window')
  await expect(alert).toContainText('catalogs, sign-in and settings are kept')
  const violations = await seriousViolations(page, { everyImpact: true })
  expect(violations, describeViolations(violations)).toEqual([])

  await page.unroute(BULK_LOOKUP_CHUNK)
  await page.getByRole('button', { name: 'Reload window' }).click()
  await expectTableWithRows(page)
  await page.getByRole('button', { name: 'Look up several' }).click()
  await expect(page.getByRole('textbox', { name: 'Item IDs' })).toBeVisible()
})
