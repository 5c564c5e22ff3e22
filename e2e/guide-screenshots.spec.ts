import type { Page } from '@playwright/test'
import { startDemoServer } from '../src/demo-server'
import { KNOWN_STATUSES, statusWords } from '../src/shared/catalog'
import { inEnglish } from '../src/shared/i18n/english.test-support'
import { itemLink } from '../src/shared/links/catalog-link'
import { LANGUAGE_PACKS } from '../src/shared/reply/default-templates'
import { test, expect } from './fixtures'
import { e2eDemoNow } from './support/demo-clock'
import { GUIDE_WINDOW, saveScreenshot } from './support/screenshots'
import {
  itemsScreen,
  chooseInCatalogMenu,
  connectScreen,
  connectThroughForm,
  expectTableWithRows,
  itemCount,
  openItemById,
  watchedPanel,
} from './support/screens'
import { startRecordingCatalog } from './support/recording-catalog'
import { itemsByStatus } from './support/status-items'
import { startTestCatalog, uniqueToken, type TestCatalog } from './support/test-catalog'
import { expectLookupAnswered, lookupProgress } from './support/lookup'

test.use({ reuseWindows: true })

/**
 * The pictures of the support agents' guide (docs/guide/): one screen per task, light theme,
 * 1280×800, each reached the way an agent reaches it. Test artifacts on every run; the
 * guide's copies with UPDATE_SCREENSHOTS=1 (paths in support/screenshot-list.ts).
 */

/** A catalog of the demo's size: filters and statuses read as in everyday use. */
let everyday: TestCatalog
/** A catalog with gaps in its IDs (every 50th is missing), so a ticket can name one that is not there. */
let withGaps: TestCatalog
test.beforeAll(async () => {
  everyday = await startTestCatalog()
  withGaps = await startTestCatalog({ items: 1000, missingEvery: 50 })
})
test.afterAll(async () => {
  await everyday.close()
  await withGaps.close()
})

/** Item IDs a customer writes about; the last falls in a gap of `withGaps` (a multiple of 50). */
const [FIRST, SECOND, THIRD, MISSING] = [12, 345, 678, 650] as const
/** In German: the reply follows the ticket's words. */
const TICKET = `Hallo, meine Artikel #${FIRST}, ${SECOND} und ID: ${THIRD} sind nie angekommen. Und ${MISSING}?`
const TICKET_IDS = [FIRST, SECOND, THIRD, MISSING]

function lookupScreen(page: Page) {
  const bulk = page.getByRole('region', { name: 'Bulk lookup' })
  return {
    bulk,
    progress: lookupProgress(page),
    results: page.getByRole('table', { name: 'Lookup results' }),
    copyReply: bulk.getByRole('button', { name: 'Copy reply' }),
    language: bulk.getByRole('combobox', { name: 'Reply language' }),
  }
}

test('finding an item: filters as chips, the table and the pager', async ({ launch }, testInfo) => {
  const total = await everyday.total({ name: ['redline', 'asiimov'], appid: 730 })
  expect(total).toBeGreaterThan(0)
  const { page } = await launch({ baseUrl: everyday.url, token: everyday.token, ...GUIDE_WINDOW })
  await expectTableWithRows(page)
  const screen = itemsScreen(page)
  await screen.name.pressSequentially('redline, asiimov')
  await expect(screen.filters.getByRole('button', { name: 'Remove redline' })).toBeVisible()
  await screen.appId.fill('730')
  await screen.appId.press('Enter')
  await expect(itemCount(page, total)).toBeVisible()
  await expect(screen.filters.getByRole('button', { name: 'Remove asiimov' })).toBeVisible()
  await saveScreenshot(page, testInfo, 'guide-finding-an-item')
})

test('reading an item, then the wording of its reply', async ({ launch }, testInfo) => {
  const { WAITING_FOR_SEND: waiting } = await itemsByStatus(everyday)
  const { page } = await launch({ baseUrl: everyday.url, token: everyday.token, ...GUIDE_WINDOW })
  await expectTableWithRows(page)
  const screen = itemsScreen(page)
  await openItemById(page, waiting.id)
  await expect(
    screen.details.getByText(inEnglish(statusWords('WAITING_FOR_SEND')), { exact: true }).first(),
  ).toBeVisible()
  await expect(screen.details.getByText('Tell the customer:')).toBeVisible()
  await saveScreenshot(page, testInfo, 'guide-reading-an-item')

  await screen.details.getByRole('button', { name: 'Reply templates' }).click()
  const templates = page.getByRole('dialog', { name: 'Reply templates' })
  await expect(templates.getByRole('textbox', { name: 'Greeting', exact: true })).toBeVisible()
  await expect(templates.getByRole('region', { name: 'Preview' })).toContainText(String(waiting.id))
  await saveScreenshot(page, testInfo, 'guide-reply-templates')
})

test('status colours: one item of every status in one lookup', async ({ launch }, testInfo) => {
  const byStatus = await itemsByStatus(everyday)
  const ids = KNOWN_STATUSES.map((status) => byStatus[status].id)
  const { page } = await launch({ baseUrl: everyday.url, token: everyday.token, ...GUIDE_WINDOW })
  await expectTableWithRows(page)
  const screen = itemsScreen(page)
  // Several IDs in Item ID open the lookup with them.
  await screen.itemId.fill(ids.join(' '))
  await screen.openItem.click()
  const lookup = lookupScreen(page)
  await expectLookupAnswered(page, ids.length)
  for (const status of KNOWN_STATUSES) {
    await expect(lookup.results.getByText(inEnglish(statusWords(status)), { exact: true })).toBeVisible()
  }
  await saveScreenshot(page, testInfo, 'guide-status-colours')
})

test('answering a ticket: pasted, looked up, the reply copied in German', async ({ launch }, testInfo) => {
  const app = await launch({ baseUrl: withGaps.url, token: withGaps.token, ...GUIDE_WINDOW })
  const { page } = app
  await expectTableWithRows(page)
  await page.keyboard.press('ControlOrMeta+L')
  await page.evaluate((text) => navigator.clipboard.writeText(text), TICKET)
  await page.keyboard.press('ControlOrMeta+V')
  const lookup = lookupScreen(page)
  await expectLookupAnswered(page, TICKET_IDS.length)
  const notFound = lookup.results.getByRole('row').filter({ hasText: 'Not found' })
  await expect(notFound).toHaveCount(1)
  await expect(notFound).toContainText(String(MISSING))
  await expect(lookup.language).toHaveValue('de')
  await expect(lookup.bulk.getByText('Reply language from the ticket: Deutsch')).toBeVisible()
  await lookup.copyReply.click()
  await expect.poll(() => app.readClipboard()).toContain(LANGUAGE_PACKS.de.templates.closing)
  await saveScreenshot(page, testInfo, 'guide-answering-a-ticket')
})

test('quick answer: a ticket copied in the help desk, its statuses and reply', async ({
  launch,
}, testInfo) => {
  const app = await launch({ baseUrl: withGaps.url, token: withGaps.token, ...GUIDE_WINDOW })
  await expectTableWithRows(app.page)
  await app.writeClipboard(TICKET)
  const page = await app.quickAnswer()
  // The size of a small window over the help desk, not the main window's.
  await page.setViewportSize({ width: 560, height: 720 })
  const dialog = page.getByRole('dialog', { name: 'Quick answer' })
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Not found' })).toContainText(String(MISSING))
  await expect(dialog.getByRole('button', { name: 'Copy reply' })).toBeFocused()
  await expect(dialog.getByRole('region', { name: 'Reply preview' })).toContainText(
    LANGUAGE_PACKS.de.templates.closing.split('\n')[0]!,
  )
  await saveScreenshot(page, testInfo, 'guide-quick-answer')
})

test('watching deliveries: the panel with a delivery’s history', async ({ launch }, testInfo) => {
  // A catalog the test moves items on: the history shows what the watch saw.
  const catalog = await startTestCatalog({ items: 400, scriptable: true })
  try {
    const { WAITING_FOR_SEND: moving, AVAILABLE: still } = await itemsByStatus(catalog)
    const app = await launch({
      baseUrl: catalog.url,
      token: catalog.token,
      watchIntervalMs: 1_000,
      ...GUIDE_WINDOW,
    })
    test.skip(
      app.mode === 'electron',
      'the watch interval is shortened through the core hosted by the test runner',
    )
    const { page } = app
    await expectTableWithRows(page)
    const watch = itemsScreen(page).details.getByRole('button', { name: 'Watch item' })
    for (const item of [still, moving]) {
      await openItemById(page, item.id)
      await watch.click()
      await expect(watch).toHaveAttribute('aria-pressed', 'true')
    }
    await page.getByRole('button', { name: 'Watched items' }).click()
    const row = watchedPanel(page).row(moving.id)
    await expect(row).toContainText('not changed since you started watching')
    await catalog.setStatus(moving.id, 'WAITING_FOR_TRADE_ACCEPT')
    await expect(row).toContainText('Waiting for send → Waiting for trade accept')
    await saveScreenshot(page, testInfo, 'guide-watching-deliveries')
  } finally {
    await catalog.close()
  }
})

test('catalogs: a link to the other catalog asks first; production is marked', async ({
  launch,
}, testInfo) => {
  const production = await startTestCatalog({ items: 120, seed: 11 })
  const staging = await startTestCatalog({ items: 80, seed: 22 })
  try {
    const app = await launch(GUIDE_WINDOW)
    const { page } = app
    await connectThroughForm(page, production, true, { label: 'Production', environment: 'Production' })
    await chooseInCatalogMenu(page, 'Add catalog…')
    await connectThroughForm(page, staging, true, { label: 'Staging', environment: 'Staging' })

    await app.openLink(itemLink(9, production.url))
    const dialog = page.getByRole('alertdialog', { name: 'Open item 9 in Production?' })
    await expect(dialog).toContainText('You are connected to Staging')
    await saveScreenshot(page, testInfo, 'guide-link-to-another-catalog')

    await dialog.getByRole('button', { name: 'Switch and open' }).click()
    const screen = itemsScreen(page)
    await expect(screen.catalogMenu).toContainText('Production')
    await expect(screen.details.getByRole('heading', { level: 2 })).toHaveText(
      (await production.item(9)).name,
    )
    await screen.catalogMenu.click()
    const menu = page.getByRole('menu', { name: 'Catalog' })
    await expect(menu.getByRole('menuitem', { name: 'Staging' })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Sign out', exact: true })).toBeVisible()
    await saveScreenshot(page, testInfo, 'guide-catalogs-and-production')
  } finally {
    await production.close()
    await staging.close()
  }
})

test('keyboard: rows moved through with arrows and opened with Enter', async ({ launch }, testInfo) => {
  const { page } = await launch({ baseUrl: everyday.url, token: everyday.token, ...GUIDE_WINDOW })
  await expectTableWithRows(page)
  const screen = itemsScreen(page)
  await screen.rows.first().focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(screen.rows.nth(2)).toHaveAttribute('aria-selected', 'true')
  await expect(screen.details.getByText('Tell the customer:')).toBeVisible()
  await saveScreenshot(page, testInfo, 'guide-keyboard')
})

test('something wrong: an unreachable catalog leaves the last rows, marked stale', async ({
  launch,
}, testInfo) => {
  // Its own catalog: this story stops it (closing twice is safe).
  const catalog = await startTestCatalog({ items: 200 })
  try {
    const { page } = await launch({ baseUrl: catalog.url, token: catalog.token, ...GUIDE_WINDOW })
    const screen = itemsScreen(page)
    await expectTableWithRows(page)
    await catalog.close()
    await screen.name.fill('redline')
    await screen.name.press('Enter')
    const banner = page.getByRole('alert').filter({ hasText: 'Stale' })
    await expect(banner).toContainText('Stale — the catalog is unreachable.')
    await expect(screen.table).toHaveClass(/items--stale/)
    await saveScreenshot(page, testInfo, 'guide-stale-rows')
  } finally {
    await catalog.close()
  }
})

test('something wrong: a rate-limited page counts down to its retry', async ({ launch }, testInfo) => {
  const front = await startRecordingCatalog({ upstream: everyday.url })
  try {
    // Longer than the app waits by itself, so the window counts down; long enough to be seen.
    front.rateLimitedPages.set(2, 30)
    const { page } = await launch({ baseUrl: front.url, token: everyday.token, ...GUIDE_WINDOW })
    await expectTableWithRows(page)
    await itemsScreen(page).nextPage.click()
    const banner = page.getByRole('alert').filter({ hasText: 'Too many requests' })
    await expect(banner.getByText(/^Trying again in \d+ s$/)).toBeVisible({ timeout: 30_000 })
    await saveScreenshot(page, testInfo, 'guide-rate-limited')
  } finally {
    await front.close()
  }
})

test('something wrong: the sign-in ended, back at the connect screen', async ({ launch }, testInfo) => {
  const options = { host: '127.0.0.1', items: 300, now: e2eDemoNow() }
  const first = await startDemoServer({ ...options, port: 0, token: uniqueToken() })
  // The "revocation": the same address now only accepts a different token.
  let second: Awaited<ReturnType<typeof startDemoServer>> | undefined
  try {
    const { page } = await launch({ baseUrl: first.url, token: first.token, ...GUIDE_WINDOW })
    await expectTableWithRows(page)
    await first.close()
    second = await startDemoServer({ ...options, port: first.port, token: uniqueToken() })
    const screen = itemsScreen(page)
    await screen.name.fill('redline')
    await screen.name.press('Enter')
    const connect = connectScreen(page)
    await expect(connect.baseUrl).toHaveValue(first.url)
    await expect(connect.alert.filter({ hasText: 'rejected the access token' })).toBeVisible()
    await expect(connect.openDemo).toBeVisible()
    await saveScreenshot(page, testInfo, 'guide-sign-in-ended')
  } finally {
    await first.close()
    await second?.close()
  }
})

test('something wrong: failed rows of a lookup say why, with Retry failed', async ({ launch }, testInfo) => {
  const front = await startRecordingCatalog({ upstream: withGaps.url })
  const ids = [FIRST, SECOND, THIRD]
  const failing = [FIRST, THIRD]
  for (const id of failing) front.failing.add(id)
  try {
    const { page } = await launch({ baseUrl: front.url, token: withGaps.token, ...GUIDE_WINDOW })
    await expectTableWithRows(page)
    await page.getByRole('button', { name: 'Look up several' }).click()
    await page.getByRole('textbox', { name: 'Item IDs' }).fill(ids.join(' '))
    await page.getByRole('button', { name: 'Look up', exact: true }).click()
    const lookup = lookupScreen(page)
    await expectLookupAnswered(page, ids.length)
    await expect(page.getByText('Done.')).toBeVisible()
    await expect(lookup.results.getByRole('row').filter({ hasText: 'Failed' })).toHaveCount(failing.length)
    await expect(page.getByRole('button', { name: 'Retry failed' })).toBeEnabled()
    await saveScreenshot(page, testInfo, 'guide-failed-rows')
  } finally {
    await front.close()
  }
})

test('something wrong: the window failed, Reload window brings it back', async ({ launch }, testInfo) => {
  const app = await launch({ demo: true, ...GUIDE_WINDOW })
  test.skip(
    app.mode === 'electron',
    "the chunk is refused with page.route, which reaches the harness's static server (chromium mode), not app://",
  )
  const { page } = app
  await expectTableWithRows(page)
  // The bulk lookup's part, which the window loads the first time the panel opens.
  await page.route(/\/assets\/bulk-lookup-[^/]+\.js$/, (route) => route.abort('failed'))
  await page.getByRole('button', { name: 'Look up several' }).click()
  await expect(page.getByRole('alert')).toContainText('could not go on drawing this window')
  await expect(page.getByRole('button', { name: 'Reload window' })).toBeVisible()
  await saveScreenshot(page, testInfo, 'guide-crash-screen')
})

test('app language: the connect screen on a computer set to German', async ({ launch }, testInfo) => {
  const { page } = await launch({ ...GUIDE_WINDOW, locale: 'de-DE' })
  await expect(page.getByRole('heading', { name: 'Mit einem Katalog verbinden' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Demokatalog öffnen' })).toBeVisible()
  await saveScreenshot(page, testInfo, 'guide-app-language')
})
