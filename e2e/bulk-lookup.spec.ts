import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { lookupTextHeaders } from '../src/shared/lookup/lookup-columns'
import {
  itemsScreen,
  connectScreen,
  expectTableWithRows,
  itemCount,
  signOutThroughMenu,
} from './support/screens'
import { startRecordingCatalog, type RecordingCatalog } from './support/recording-catalog'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'
import { LOOKUP_CONCURRENCY } from '../src/shared/catalog/limits'
import { expectLookupAnswered, lookupProgress } from './support/lookup'

test.use({ reuseWindows: true })

const LOOKUP_HEADERS = lookupTextHeaders()

/**
 * A ticket's worth of items at once: paste a ticket, read every status in one table, copy it
 * back into the reply or export it; and the Item ID box that once turned 7 + 12 into 712.
 */

const ITEMS = 1000
/** In a gap of the ID space (every 50th ID does not exist in this catalog). */
const UNKNOWN = 650
const FORMULA = '=HYPERLINK("http://evil.example","click")'

let catalog: TestCatalog
let recording: RecordingCatalog
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: ITEMS, missingEvery: 50 })
  recording = await startRecordingCatalog({ upstream: catalog.url, rename: { id: 345, name: FORMULA } })
})
test.afterAll(async () => {
  await recording.close()
  await catalog.close()
})

function bulkScreen(page: Page) {
  const results = page.getByRole('table', { name: 'Lookup results' })
  return {
    open: page.getByRole('button', { name: 'Look up several' }),
    ids: page.getByRole('textbox', { name: 'Item IDs' }),
    lookUp: page.getByRole('button', { name: 'Look up', exact: true }),
    progress: lookupProgress(page),
    cancel: page.getByRole('button', { name: 'Cancel lookup' }),
    results,
    rows: results.getByRole('row').filter({ has: page.getByRole('cell') }),
    copy: page.getByRole('button', { name: 'Copy as text' }),
    exportCsv: page.getByRole('button', { name: 'Export CSV' }),
    exportJson: page.getByRole('button', { name: 'Export JSON' }),
  }
}

async function lookUp(page: Page, text: string) {
  const bulk = bulkScreen(page)
  await bulk.open.click()
  await bulk.ids.fill(text)
  await bulk.lookUp.click()
  return bulk
}

const TICKET = `Hi, my items #12, 345 and ID: 678 never arrived. Also ${UNKNOWN}?? Again: 12.`

test('a pasted ticket becomes one row per distinct ID, the unknown one "Not found"', async ({ launch }) => {
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(page)
  const bulk = await lookUp(page, TICKET)
  await expect(page.getByText(/^1 duplicate and \d+ words ignored\.$/)).toBeVisible()
  await expectLookupAnswered(page, 4)
  await expect(bulk.progress).toHaveAttribute('aria-valuemax', '4')
  await expect(bulk.rows).toHaveCount(4)
  const ids = await bulk.rows.locator('td:first-child').allTextContents()
  expect(ids).toEqual(['12', '345', '678', String(UNKNOWN)])
  await expect(bulk.rows.nth(3)).toContainText('Not found')
  const known = await catalog.item(678)
  await expect(bulk.rows.nth(2)).toContainText(known.name)

  // A row opens in the detail pane from the cache, instantly.
  await bulk.rows.nth(2).click()
  await expect(itemsScreen(page).details.getByRole('heading', { name: known.name })).toBeVisible()
  await expect(itemsScreen(page).itemId).toHaveValue('678')
})

test('the list’s filters give a lookup their room, and `/` sets the lookup aside for them', async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(page)
  const screen = itemsScreen(page)
  await screen.name.fill('Redline')
  await lookUp(page, '12 345')
  await expectLookupAnswered(page, 2)
  await expect(screen.filters).toBeHidden()

  await page.getByRole('table', { name: 'Lookup results' }).getByRole('row').nth(1).focus()
  await page.keyboard.press('/')
  await expect(screen.name).toBeFocused()
  // What was typed in the filter waited, unapplied, and the lookup waits set aside.
  await expect(screen.name).toHaveValue('Redline')
  await expect(page.getByRole('region', { name: 'Bulk lookup' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Show lookup' })).toBeVisible()
})

test('bad input is refused with a clear message before anything is sent', async ({ launch }) => {
  const { page } = await launch({ baseUrl: recording.url, token: catalog.token })
  await expectTableWithRows(page)
  const sentBefore = recording.requests.filter((path) => /^\/v1\/items\/\d+$/.test(path)).length
  const bulk = bulkScreen(page)
  await bulk.open.click()
  const alert = page.getByRole('alert')

  await bulk.ids.fill('The items never arrived, please help!')
  await bulk.lookUp.click()
  await expect(alert).toContainText('No item IDs found')

  await bulk.ids.fill(Array.from({ length: 1001 }, (_, i) => i + 1).join('\n'))
  await bulk.lookUp.click()
  await expect(alert).toContainText('1,001 IDs found; one lookup takes at most 1,000')

  await bulk.ids.fill('0 9007199254740993')
  await bulk.lookUp.click()
  await expect(alert).toContainText('are not item IDs')

  // A 5 MB paste is refused by its size and never lands in the box, which stays usable.
  await bulk.ids.fill('')
  await bulk.ids.evaluate((box) => {
    const data = new DataTransfer()
    data.setData('text/plain', '1042 '.repeat(1_000_000))
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  })
  await expect(alert).toContainText('too long')
  await expect(bulk.ids).toHaveValue('')
  await bulk.ids.fill('7')
  await expect(bulk.ids).toHaveValue('7')

  expect(recording.requests.filter((path) => /^\/v1\/items\/\d+$/.test(path)).length).toBe(sentBefore)
  await expect(bulk.results).toHaveCount(0)
})

test('Copy as text puts tab-separated rows on the clipboard', async ({ launch }) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(app.page)
  const bulk = await lookUp(app.page, `12 678 ${UNKNOWN}`)
  await expectLookupAnswered(app.page, 3)
  await bulk.copy.click()
  await expect(app.page.getByText('Copied to the clipboard')).toBeVisible()
  const lines = (await app.readClipboard()).split('\n')
  expect(lines[0]).toBe(LOOKUP_HEADERS.join('\t'))
  expect(lines).toHaveLength(4)
  expect(lines[3]?.split('\t').slice(0, 2)).toEqual([String(UNKNOWN), 'Not found'])
  expect(lines[1]?.split('\t')[0]).toBe('12')
  // The screen's time format, never the catalog's ISO microseconds.
  expect(lines[1]?.split('\t')[3]).toMatch(/^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})?$/)
})

test('Export CSV writes the rows; a formula-like name is neutralised', async ({ launch }) => {
  const app = await launch({ baseUrl: recording.url, token: catalog.token })
  await expectTableWithRows(app.page)
  const bulk = await lookUp(app.page, `12 345 ${UNKNOWN}`)
  await expectLookupAnswered(app.page, 3)
  await bulk.exportCsv.click()
  await expect(app.page.getByText(/^Saved 3 rows to /)).toBeVisible()
  const [path] = await app.savedFiles()
  const text = readFileSync(path!, 'utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  const lines = text.slice(1).trimEnd().split('\r\n')
  expect(lines[0]).toBe(LOOKUP_HEADERS.join(','))
  expect(lines).toHaveLength(4)
  expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
  expect(lines[3]).toMatch(new RegExp(`^${UNKNOWN},Not found,`))

  await bulk.exportJson.click()
  await expect.poll(async () => (await app.savedFiles()).length).toBe(2)
  await expect(app.page.getByText(/^Saved 3 rows to .*\.json$/)).toBeVisible()
  const json = JSON.parse(readFileSync((await app.savedFiles())[1]!, 'utf8')) as Record<string, unknown>[]
  expect(json.map((row) => row.id)).toEqual([12, 345, UNKNOWN])
})

test('the catalog failing half-way: finished rows stay, failed rows say why, Retry failed fills them', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: recording.url, token: catalog.token })
  await expectTableWithRows(app.page)
  recording.failing.add(678)
  recording.failing.add(12)
  try {
    const bulk = await lookUp(app.page, '12 345 678 901')
    await expectLookupAnswered(app.page, 4)
    await expect(app.page.getByText('Done.')).toBeVisible()
    await expect(bulk.rows.filter({ hasText: 'Failed' })).toHaveCount(2)
    await expect(bulk.rows.nth(0)).toContainText('503')
    await expect(bulk.rows.nth(3)).toContainText((await catalog.item(901)).name)
  } finally {
    recording.failing.clear()
  }
  await app.page.getByRole('button', { name: 'Retry failed' }).click()
  const bulk = bulkScreen(app.page)
  await expect(bulk.rows.filter({ hasText: 'Failed' })).toHaveCount(0)
  await expect(bulk.rows.nth(2)).toContainText((await catalog.item(678)).name)
  await expectLookupAnswered(app.page, 4)
})

/** Latency of the slow catalog: 200 IDs take 25 s at the default concurrency, so a stop lands mid-way. */
const SLOW_MS = 500

/** Item requests (not list pages) that reached the recording catalog so far. */
function itemRequests(counting: RecordingCatalog): number {
  return counting.requests.filter((path) => /^\/v1\/items\/\d+$/.test(path)).length
}

/**
 * A lookup that went on after a stop would send LOOKUP_CONCURRENCY more requests every latency.
 * One that stopped sends none, but the requests it had in flight may still be on their way to
 * the recording catalog, which shares the test process's event loop with the hosted core: under
 * load a request sent just before the stop arrives just after it. So: wait three latencies and
 * allow at most what could have been in flight.
 */
async function expectNothingSentAfterStop(page: Page, counting: RecordingCatalog, sentAtStop: number) {
  await page.waitForTimeout(3 * SLOW_MS)
  expect(itemRequests(counting)).toBeLessThanOrEqual(sentAtStop + LOOKUP_CONCURRENCY.default)
}

test('Cancel lookup stops a 200-ID lookup at once and keeps what arrived', async ({ launch }) => {
  const slow = await startTestCatalog({ items: ITEMS, latencyMs: SLOW_MS })
  const counting = await startRecordingCatalog({ upstream: slow.url })
  try {
    const { page } = await launch({ baseUrl: counting.url, token: slow.token })
    await expectTableWithRows(page)
    const ids = Array.from({ length: 200 }, (_, i) => i + 1).join(', ')
    const bulk = await lookUp(page, ids)
    await expect(bulk.progress).toHaveAttribute('aria-valuemax', '200')
    await expect(bulk.progress).not.toHaveAttribute('aria-valuenow', '0')
    await bulk.cancel.click()
    await expect(page.getByText(/^Cancelled/)).toBeVisible()
    const kept = Number(await bulk.progress.getAttribute('aria-valuenow'))
    const sentAtStop = itemRequests(counting)
    expect(kept).toBeGreaterThan(0)
    expect(kept).toBeLessThan(200)
    await expectNothingSentAfterStop(page, counting, sentAtStop)
    await expect(bulk.progress).toHaveAttribute('aria-valuenow', String(kept))
    // All 200 rows are kept; a table this long renders the ones in view and counts the rest.
    await expect(bulk.results).toHaveAttribute('aria-rowcount', '201')
    await expect(bulk.rows.first()).toHaveAttribute('aria-rowindex', '2')
    await expect(page.getByRole('button', { name: 'Retry failed' })).toBeEnabled()
  } finally {
    await counting.close()
    await slow.close()
  }
})

test('Back to the list sets a running lookup aside: the list works and the lookup finishes', async ({
  launch,
}) => {
  // 40 IDs at 150 ms: 1.5 s of answers on a quiet machine, so it is usually still running when
  // set aside, and done well within the test's time on a loaded one.
  const slow = await startTestCatalog({ items: ITEMS, latencyMs: 150 })
  try {
    const { page } = await launch({ baseUrl: slow.url, token: slow.token })
    await expectTableWithRows(page)
    const bulk = await lookUp(page, Array.from({ length: 40 }, (_, i) => i + 1).join(', '))
    await expect(bulk.progress).toHaveAttribute('aria-valuemax', '40')
    await page.getByRole('button', { name: 'Back to the list' }).click()
    await expect(page.getByRole('region', { name: 'Bulk lookup' })).toBeHidden()
    await expect(page.getByText(/^Lookup (running|done): \d+ of 40 answered$/)).toBeVisible()
    // The list is usable meanwhile.
    const pager = page.getByRole('navigation', { name: 'Pagination' })
    await pager.getByRole('button', { name: 'Next page', exact: true }).click()
    await expect(pager).toContainText(/Page 2 of/)
    // Had setting it aside stopped it, fewer than 40 would ever be answered.
    await expect(page.getByText('Lookup done: 40 of 40 answered')).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Show lookup' }).click()
    await expect(bulk.progress).toHaveAttribute('aria-valuenow', '40')
    await expect(bulk.rows).toHaveCount(40)
    await expect(page.getByRole('button', { name: 'Show lookup' })).toHaveCount(0)
  } finally {
    await slow.close()
  }
})

test('signing out during a lookup stops it: nothing is sent after', async ({ launch }) => {
  const slow = await startTestCatalog({ items: ITEMS, latencyMs: SLOW_MS })
  const counting = await startRecordingCatalog({ upstream: slow.url })
  try {
    const { page } = await launch({ baseUrl: counting.url, token: slow.token })
    await expectTableWithRows(page)
    const bulk = await lookUp(page, Array.from({ length: 200 }, (_, i) => i + 1).join(' '))
    await expect(bulk.progress).not.toHaveAttribute('aria-valuenow', '0')
    await signOutThroughMenu(page)
    await expect(connectScreen(page).connect).toBeVisible()
    const sentAtStop = itemRequests(counting)
    // The lookup must still have been running when the session ended, or this proves nothing.
    expect(sentAtStop).toBeLessThan(200)
    await expectNothingSentAfterStop(page, counting, sentAtStop)
  } finally {
    await counting.close()
    await slow.close()
  }
})

test('Item ID: click and paste replaces the open ID (7 then 12 is 12, never 712); Ctrl+L focuses it', async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(page)
  const screen = itemsScreen(page)
  await screen.itemId.fill('7')
  await screen.openItem.click()
  // The pane's eyebrow always says which item it shows (its heading also does, until the name loads).
  const eyebrow = (id: number) =>
    screen.details.getByRole('paragraph').filter({ hasText: new RegExp(`^Item ${id}$`) })
  await expect(eyebrow(7)).toBeVisible()
  await expect(screen.itemId).toHaveValue('7')

  await screen.itemId.click()
  await page.evaluate(() => navigator.clipboard.writeText('12'))
  await page.keyboard.press('ControlOrMeta+V')
  await expect(screen.itemId).toHaveValue('12')
  await page.keyboard.press('Enter')
  await expect(eyebrow(12)).toBeVisible()

  await screen.name.focus()
  await page.keyboard.press('Control+L')
  await expect(screen.itemId).toBeFocused()

  // Several IDs pasted into Item ID open the bulk lookup with them.
  await page.evaluate(() => navigator.clipboard.writeText('1042, 2291 and 3310'))
  await page.keyboard.press('ControlOrMeta+V')
  await expect(bulkScreen(page).rows).toHaveCount(3)
})

test('Export of the filtered list fetches every page and writes every row', async ({ launch }) => {
  const big = await startTestCatalog({ items: 2000 })
  try {
    const app = await launch({ baseUrl: big.url, token: big.token })
    await expectTableWithRows(app.page)
    const screen = itemsScreen(app.page)
    await screen.appId.fill('730')
    await screen.appId.press('Enter')
    const total = await big.total({ appid: 730 })
    expect(total).toBeGreaterThan(500)
    await expect(itemCount(app.page, total)).toBeVisible()
    await app.page.getByRole('button', { name: 'Export', exact: true }).click()
    await expect(app.page.getByText(/at most 50000/)).toBeVisible()
    await app.page.getByRole('button', { name: 'Export CSV' }).click()
    await expect(app.page.getByText(`Saved ${total} rows to`, { exact: false })).toBeVisible({
      timeout: 30_000,
    })
    // Saved: the panel no longer covers the table, and focus is back on Export.
    await expect(app.page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0)
    await expect(app.page.getByRole('button', { name: 'Export', exact: true })).toBeFocused()
    await expect(app.page.getByRole('button', { name: 'Export', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    const [path] = await app.savedFiles()
    const lines = readFileSync(path!, 'utf8').trimEnd().split('\r\n')
    expect(lines).toHaveLength(total + 1)
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(total)
    expect(lines.slice(1).every((line) => line.includes(',730,'))).toBe(true)
  } finally {
    await big.close()
  }
})
