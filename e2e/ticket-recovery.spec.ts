import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { seriousViolations } from './support/axe'
import { expectLookupAnswered, WHOLE_LOOKUP_MS } from './support/lookup'
import { startRecordingCatalog, type RecordingCatalog } from './support/recording-catalog'
import { connectScreen, expectTableWithRows } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

/**
 * Issue 38, "nothing lost" and "waits said": a token that expires mid-ticket costs a
 * reconnect, not the lookup; a rate-limited lookup counts down the wait the catalog asked for.
 * The switches of the recording catalog in front of the test catalog fail items on cue;
 * every step waits on a state the app shows, never on the clock.
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

const TICKET = 'Items 11, 12, 13, 14 and 15 never arrived.'

async function lookUp(page: Page, text: string) {
  await page.getByRole('button', { name: 'Look up several' }).click()
  await page.getByRole('textbox', { name: 'Item IDs' }).fill(text)
  await page.getByRole('button', { name: 'Look up', exact: true }).click()
}

const resultRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Lookup results' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })

async function expectCleanAtEveryImpact(page: Page) {
  expect(await seriousViolations(page, { everyImpact: true, include: '.bulk' })).toEqual([])
}

test('a 401 in the middle of a lookup: the sign-in ended is said, and the lookup comes back after reconnecting', async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: front.url, token: catalog.token })
  await expectTableWithRows(page)
  front.refusedItems.add(13)
  await lookUp(page, TICKET)

  // The connect screen, with the reason, for the same catalog.
  const connect = connectScreen(page)
  await expect(connect.baseUrl).toHaveValue(front.url, { timeout: WHOLE_LOOKUP_MS })
  await expect(connect.alert).toContainText(/token|sign/i)

  front.refusedItems.clear()
  await connect.token.fill(catalog.token)
  await connect.connect.click()

  // The lookup is back as it was, and the rows the lost session left open are answered.
  await expect(page.getByRole('textbox', { name: 'Item IDs' })).toHaveValue(TICKET)
  await expectLookupAnswered(page, 5)
  await expect(resultRows(page)).toHaveCount(5)
  expect(await resultRows(page).locator('td:first-child').allTextContents()).toEqual([
    '11',
    '12',
    '13',
    '14',
    '15',
  ])
  await expect(resultRows(page).filter({ hasText: /Failed/ })).toHaveCount(0)
  await expectCleanAtEveryImpact(page)
})

test('a rate-limited lookup counts down the wait the catalog asked for, then finishes by itself', async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: front.url, token: catalog.token })
  await expectTableWithRows(page)
  // Longer than the client's own retry takes (10 s), so the lookup itself waits and says so.
  front.rateLimitedItems.set(13, 20)
  await lookUp(page, TICKET)

  const wait = page.getByRole('status').filter({ hasText: /Trying again in \d+ s/ })
  await expect(wait).toBeVisible({ timeout: WHOLE_LOOKUP_MS })
  await expectCleanAtEveryImpact(page)

  front.rateLimitedItems.clear()
  await expectLookupAnswered(page, 5)
  await expect(wait).toHaveCount(0)
  await expect(resultRows(page).filter({ hasText: /Failed/ })).toHaveCount(0)
})

test('a lookup is kept in Recent lookups and reopened in one click', async ({ launch }) => {
  const { page } = await launch({ baseUrl: front.url, token: catalog.token })
  await expectTableWithRows(page)
  await lookUp(page, 'Items 21, 22 and 23, please.')
  await expectLookupAnswered(page, 3)
  await page.getByRole('button', { name: 'Close bulk lookup' }).click()

  await page.getByRole('button', { name: 'Recent lookups', exact: true }).click()
  const panel = page.getByRole('region', { name: 'Recent lookups' })
  const kept = panel.getByRole('button', { name: 'Lookup: 21, 22, 23' })
  await expect(kept).toBeVisible()
  expect(await seriousViolations(page, { everyImpact: true, include: '#header-panel' })).toEqual([])
  await kept.click()

  await expect(page.getByRole('textbox', { name: 'Item IDs' })).toHaveValue('21\n22\n23')
  await expectLookupAnswered(page, 3)
  expect(await resultRows(page).locator('td:first-child').allTextContents()).toEqual(['21', '22', '23'])
})
