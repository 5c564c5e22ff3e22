import { test, expect } from './fixtures'
import { browserScreen, expectTableWithRows, pagePosition } from './support/screens'
import { startRecordingCatalog, type RecordingCatalog } from './support/recording-catalog'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

/**
 * A page that failed is asked again by the same button that failed (issue 29, M1): the fault
 * switch in front of the test catalog fails page 2 on cue, then lets it through.
 */
let catalog: TestCatalog
let front: RecordingCatalog

test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 200 })
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
  const screen = browserScreen(page)
  await expectTableWithRows(page)
  const pages = Math.ceil(200 / (await screen.rows.count()))
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
  const screen = browserScreen(page)
  await expectTableWithRows(page)
  const pages = Math.ceil(200 / (await screen.rows.count()))
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
  const screen = browserScreen(page)
  await expectTableWithRows(page)
  const pages = Math.ceil(200 / (await screen.rows.count()))
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
