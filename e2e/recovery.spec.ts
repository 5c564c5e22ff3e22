import { test, expect } from './fixtures'
import type { AppLaunch, LaunchedApp } from './launch-types'
import { itemsScreen, expectTableWithRows, pagePosition } from './support/screens'
import { DEFAULT_PREFS } from '../src/shared/catalog/default-prefs'
import { startRecordingCatalog, type RecordingCatalog } from './support/recording-catalog'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * A page that failed is asked again by the same button that failed, and a rate-limited one
 * by itself after its countdown (issue 29, M1): the fault switch in front of the test catalog
 * fails page 2 on cue, then lets it through.
 */
let catalog: TestCatalog
let front: RecordingCatalog

/** The test catalog's items, and its pages at the app's page size. */
const ITEMS = 200
/**
 * Counted from the app's page size, not from the rows on screen: the table draws the rows in
 * view first and the rest a frame later, so a count can catch the first frame's.
 */
const PAGES = Math.ceil(ITEMS / DEFAULT_PREFS.pageSize)

test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: ITEMS })
})
test.afterAll(async () => {
  await catalog.close()
})
test.beforeEach(async () => {
  front = await startRecordingCatalog({ upstream: catalog.url })
})
test.afterEach(async () => {
  await front.close()
})

const requestsForPage = (page: number) =>
  front.requests.filter(
    (path) =>
      path.startsWith('/v1/items?') && new URLSearchParams(path.split('?')[1]).get('page') === String(page),
  ).length

test('Next after a failed page asks for it again and moves there once the catalog answers', async ({
  launch,
}) => {
  front.failingPages.add(2)
  const { page } = await launch({ baseUrl: front.url, token: catalog.token })
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  const pages = PAGES
  await screen.nextPage.click()
  // The failure is said, the rows of page 1 stay, and the pager stays where the rows are.
  await expect(page.getByText(/Showing results from/)).toBeVisible({ timeout: 30_000 })
  await expect(pagePosition(page, 1, pages)).toBeVisible()
  await expect(screen.nextPage).toBeEnabled()

  front.failingPages.delete(2)
  const before = requestsForPage(2)
  await screen.nextPage.click()
  await expect(pagePosition(page, 2, pages)).toBeVisible()
  expect(requestsForPage(2)).toBeGreaterThan(before)
  await expect(page.getByText(/Showing results from/)).toHaveCount(0)
})

test('Last after a failed last page asks for it again', async ({ launch }) => {
  const { page } = await launch({ baseUrl: front.url, token: catalog.token })
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  const pages = PAGES
  front.failingPages.add(pages)
  await screen.lastPage.click()
  await expect(page.getByText(/Showing results from/)).toBeVisible({ timeout: 30_000 })
  await expect(pagePosition(page, 1, pages)).toBeVisible()

  front.failingPages.delete(pages)
  await screen.lastPage.click()
  await expect(pagePosition(page, pages, pages)).toBeVisible()
})

test('the detail pane drops its outage message once the catalog answers again, without its Retry', async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: front.url, token: catalog.token })
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  const pages = PAGES
  front.failing.add(7)
  await screen.itemId.fill('7')
  await screen.openItem.click()
  await expect(screen.details.getByText('The catalog failed (HTTP 503)')).toBeVisible({ timeout: 30_000 })

  // The catalog is back: the next successful answer (here, the next page) disproves the outage.
  front.failing.delete(7)
  await screen.nextPage.click()
  await expect(pagePosition(page, 2, pages)).toBeVisible()
  await expect(screen.details.getByText('The catalog failed (HTTP 503)')).toHaveCount(0)
  await expect(screen.details.getByRole('heading').first()).toBeVisible()
})

/**
 * Longer than main waits by itself (its policy honours up to 10 s), so the renderer counts; and
 * longer than the steps between the countdown showing and the catalog letting the page through
 * can take without failing on their own, so the automatic retry never overtakes them. The
 * seconds cost nothing: the test moves the app's clock on instead of waiting them out.
 */
const CATALOG_WAIT_S = 30

/** Page 2 answers 429 with CATALOG_WAIT_S; the agent presses Next and the countdown shows. */
async function nextIntoRateLimit(launch: (options?: Omit<AppLaunch, 'mode'>) => Promise<LaunchedApp>) {
  front.rateLimitedPages.set(2, CATALOG_WAIT_S)
  const app = await launch({ baseUrl: front.url, token: catalog.token, skippableTime: true })
  test.slow(app.mode === 'electron', 'Electron mode waits the countdown out for real')
  const { page } = app
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  const pages = PAGES
  await screen.nextPage.click()
  const banner = page.getByRole('alert').filter({ hasText: 'Too many requests' })
  await expect(banner.getByText(/^Trying again in \d+ s$/)).toBeVisible({ timeout: 30_000 })
  return { app, page, pages, banner }
}

test('a rate-limited page counts down and moves there by itself once the catalog lets it', async ({
  launch,
}) => {
  const { app, page, pages, banner } = await nextIntoRateLimit(launch)
  const count = banner.getByText(/^Trying again in/)
  const secondsLeft = async () => Number(/\d+/.exec((await count.textContent()) ?? '')?.[0])
  const first = await secondsLeft()
  expect(first).toBeLessThanOrEqual(CATALOG_WAIT_S)
  // It counts: a second later, a lower number shows.
  await app.passTime(1_000)
  await expect.poll(secondsLeft).toBeLessThan(first)
  await expect(pagePosition(page, 1, pages)).toBeVisible()

  front.rateLimitedPages.delete(2)
  await app.passTime(CATALOG_WAIT_S * 1000)
  await expect(pagePosition(page, 2, pages)).toBeVisible()
  await expect(banner).toHaveCount(0)
})

test('a page still rate-limited after the one automatic retry offers Retry and stops asking', async ({
  launch,
}) => {
  const { app, page, pages, banner } = await nextIntoRateLimit(launch)
  const triedOnce = banner.getByText(/Tried again once by itself/)
  const counting = banner.getByText(/^Trying again in/)
  await app.passTime(CATALOG_WAIT_S * 1000)
  await expect(triedOnce).toBeVisible()
  await expect(counting).toHaveCount(0)

  // No loop: for longer than another countdown, nothing more is asked and none starts again.
  const asked = requestsForPage(2)
  await app.passTime((CATALOG_WAIT_S + 1) * 1000)
  expect(requestsForPage(2)).toBe(asked)
  await expect(triedOnce).toBeVisible()
  await expect(counting).toHaveCount(0)

  front.rateLimitedPages.delete(2)
  await banner.getByRole('button', { name: 'Retry' }).click()
  await expect(pagePosition(page, 2, pages)).toBeVisible()
  // Only the agent's Retry asked again: a request the passing time had set off went before it.
  expect(requestsForPage(2)).toBe(asked + 1)
})
