import { test, expect } from './fixtures'
import { describeViolations, seriousViolations } from './support/axe'
import { itemsScreen, expectTableWithRows, openItemById, watchedPanel } from './support/screens'
import { itemsByStatus } from './support/status-items'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/** Said beside a Watch item that cannot be pressed (the English of watch.finalReason). */
const FINAL_STATUS_REASON = 'Final status: nothing left to watch'

/**
 * Watching a delivery: the agent watches an item, the catalog moves it on, main notices in
 * the background, the OS is asked for a notification, the panel updates, and a click on the
 * notification lands on the item. After a relaunch the watch list and the open item are back.
 *
 * The catalog is a demo server started with `scriptable: true`, so the test changes an item's
 * status on the server itself; the app checks every second (a harness-only interval).
 */
const WATCH_INTERVAL_MS = 1_000

let catalog: TestCatalog
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 400, scriptable: true })
})
test.afterAll(async () => {
  await catalog.close()
})

test('a watched item that moves on raises one notification, updates the panel, and a click opens it', async ({
  launch,
}) => {
  const waiting = (await itemsByStatus(catalog)).WAITING_FOR_SEND
  const app = await launch({ baseUrl: catalog.url, token: catalog.token, watchIntervalMs: WATCH_INTERVAL_MS })
  test.skip(
    app.mode === 'electron',
    'the watch interval is shortened through the core hosted by the test runner',
  )
  const { page } = app
  await expectTableWithRows(page)
  const screen = itemsScreen(page)
  await openItemById(page, waiting.id)

  const watch = screen.details.getByRole('button', { name: 'Watch item' })
  await expect(watch).toHaveAttribute('aria-pressed', 'false')
  await watch.click()
  await expect(watch).toHaveAttribute('aria-pressed', 'true')
  // M4: pressed reads "Watching" with a check, unmistakably, and says what a press does next.
  await page.mouse.move(0, 0)
  await expect(watch.getByText('Watching', { exact: true })).toBeVisible()
  await expect(watch.getByText('Stop watching')).toBeHidden()
  await watch.hover()
  await expect(watch.getByText('Stop watching')).toBeVisible()
  await expect(watch.getByText('Watching', { exact: true })).toBeHidden()

  await page.getByRole('button', { name: 'Watched items' }).click()
  const { panel, row: watchedRow } = watchedPanel(page)
  const row = watchedRow(waiting.id)
  await expect(row).toContainText('Waiting for send')
  // Nothing moved yet: checks happen, but no notification.
  await expect(row).toContainText(/Checked (now|\d+ seconds? ago)/)
  await expect(row).toContainText('not changed since you started watching')
  expect(await app.notifications()).toStrictEqual([])

  await catalog.setStatus(waiting.id, 'TRADE_ACCEPTED')
  await expect.poll(() => app.notifications()).toHaveLength(1)
  const [shown] = await app.notifications()
  expect(shown?.title).toBe(`Item ${waiting.id}: Waiting for send → Trade accepted`)
  expect(shown?.body).toBe(waiting.name)
  await expect(row).toContainText('Trade accepted')
  await expect(row).toContainText('Final status: no longer checked')
  // What the agent watched for stays after the item is final: the change and when.
  await expect(row).toContainText(/Waiting for send → Trade accepted at \d{2}:\d{2}/)
  await expect(row).not.toContainText('not changed since')
  // Stop watching is a button on the item's line, not a bar across the panel.
  const stop = await row.getByRole('button', { name: 'Stop watching' }).boundingBox()
  const line = await row.boundingBox()
  expect(stop?.width ?? Infinity).toBeLessThan((line?.width ?? 0) / 3)

  // Escape closes the panel only; the detail pane below it stays.
  await page.keyboard.press('Escape')
  await expect(panel).toHaveCount(0)
  await screen.details.getByRole('button', { name: 'Close details' }).click()
  await expect(screen.details).toHaveCount(0)
  await app.clickNotification(0)
  await expect(screen.details).toBeVisible()
  await expect(screen.details.getByRole('heading', { level: 2 })).toHaveText(waiting.name)
})

test('the watch list and the open item are back after a relaunch; Stop watching removes it', async ({
  launch,
  userDataDir,
}) => {
  const waiting = (await itemsByStatus(catalog)).WAITING_FOR_TRADE_ACCEPT
  const first = await launch({ baseUrl: catalog.url, token: catalog.token, userDataDir })
  await expectTableWithRows(first.page)
  await openItemById(first.page, waiting.id)
  await itemsScreen(first.page).details.getByRole('button', { name: 'Watch item' }).click()
  await expect(itemsScreen(first.page).details.getByRole('button', { name: 'Watch item' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await first.close()

  const again = await launch({ baseUrl: catalog.url, token: catalog.token, userDataDir })
  const { page } = again
  const screen = itemsScreen(page)
  // The window first, then the item it reopens: each step within its own wait.
  await expectTableWithRows(page)
  await expect(screen.details.getByRole('heading', { level: 2 })).toHaveText(waiting.name)
  await page.getByRole('button', { name: 'Recent lookups' }).click()
  await expect(page.getByRole('region', { name: 'Recent lookups' }).getByRole('listitem')).toContainText([
    String(waiting.id),
  ])
  const withRecent = await seriousViolations(page)
  expect(withRecent, describeViolations(withRecent)).toEqual([])
  await page.getByRole('button', { name: 'Watched items' }).click()
  const { panel, rows, row: watchedRow } = watchedPanel(page)
  const row = watchedRow(waiting.id)
  await expect(row).toBeVisible()
  // The panel alone: it took the Recent lookups panel's place on a window read whole above.
  const withWatched = await seriousViolations(page, { include: '#header-panel' })
  expect(withWatched, describeViolations(withWatched)).toEqual([])
  await row.getByRole('button', { name: 'Stop watching' }).click()
  await expect(rows).toHaveCount(0)
  await expect(panel).toContainText('Nothing is watched yet')
})

test('Watch all watches every found row of a lookup; each row has its own Watch item toggle', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  const { page } = app
  await expectTableWithRows(page)
  await page.getByRole('button', { name: 'Look up several' }).click()
  await page.getByRole('textbox', { name: 'Item IDs' }).fill('Ticket: items #21, #22 and 99999 never arrived')
  await page.getByRole('button', { name: 'Look up', exact: true }).click()
  const results = page.getByRole('table', { name: 'Lookup results' })
  const rows = results.getByRole('row').filter({ has: page.getByRole('cell') })
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(2)).toContainText('Not found')
  // Only found rows can be watched.
  await expect(rows.nth(0).getByRole('button', { name: 'Watch item' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(rows.nth(2).getByRole('button', { name: 'Watch item' })).toHaveCount(0)

  await page.getByRole('button', { name: 'Watch all' }).click()
  await expect(page.getByText('Watching 2 items')).toBeVisible()
  await expect(rows.nth(0).getByRole('button', { name: 'Watch item' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(rows.nth(1).getByRole('button', { name: 'Watch item' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // The toggle acts on its own row: stopping one leaves the other, and does not open the item.
  await rows.nth(1).getByRole('button', { name: 'Watch item' }).click()
  await expect(rows.nth(1).getByRole('button', { name: 'Watch item' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await page.getByRole('button', { name: 'Watched items' }).click()
  const watched = watchedPanel(page).rows
  await expect(watched).toHaveCount(1)
  await expect(watched).toContainText('21')
})

test('M4: Watch item on an item at a final status is disabled, with the reason beside it', async ({
  launch,
}) => {
  const { TRADE_ACCEPTED: accepted } = await itemsByStatus(catalog)
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(page)
  await openItemById(page, accepted.id)
  const details = itemsScreen(page).details
  const watch = details.getByRole('button', { name: 'Watch item' })
  await expect(watch).toBeDisabled()
  await expect(watch).toHaveAttribute('aria-pressed', 'false')
  await expect(watch).toHaveAccessibleDescription(FINAL_STATUS_REASON)
  await expect(details.getByText(FINAL_STATUS_REASON)).toBeVisible()
})
