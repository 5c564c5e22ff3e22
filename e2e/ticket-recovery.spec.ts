import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { seriousViolations } from './support/axe'
import { expectLookupAnswered, lookupProgress, WHOLE_LOOKUP_MS } from './support/lookup'
import { MAX_PAUSE_SECONDS } from '../src/shared/ipc/lookup'
import { startRecordingCatalog, type RecordingCatalog } from './support/recording-catalog'
import { connectScreen, expectTableWithRows, openItemById } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

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
  const app = await launch({ baseUrl: front.url, token: catalog.token, skippableTime: true })
  test.slow(app.mode === 'electron', 'Electron mode waits the pause out for real')
  const { page } = app
  await expectTableWithRows(page)
  // Longer than the client's own retry takes (10 s), so the lookup itself waits and says so; the
  // longest it waits, so no step before the catalog lets it through can overtake the pause. The
  // seconds cost nothing: the test moves the app's clock on instead of waiting them out.
  front.rateLimitedItems.set(13, MAX_PAUSE_SECONDS)
  await lookUp(page, TICKET)

  const wait = page.getByRole('status').filter({ hasText: /Trying again in \d+ s/ })
  await expect(wait).toBeVisible({ timeout: WHOLE_LOOKUP_MS })
  await expectCleanAtEveryImpact(page)
  const secondsLeft = async () =>
    Number(/Trying again in (\d+) s/.exec((await wait.textContent()) ?? '')?.[1])
  const first = await secondsLeft()
  expect(first).toBeLessThanOrEqual(MAX_PAUSE_SECONDS)
  // It counts: a second later, a lower number shows.
  await app.passTime(1_000)
  await expect.poll(secondsLeft).toBeLessThan(first)

  front.rateLimitedItems.clear()
  await app.passTime(MAX_PAUSE_SECONDS * 1000)
  // Asked again once the pause is over: within one step's wait, not the pause's real seconds.
  await expect(lookupProgress(page)).toHaveAttribute('aria-valuenow', '5')
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

test('a reopened lookup answers in the reply language it had; Clear history and Undo cover kept lookups', async ({
  launch,
}) => {
  test.slow(true, 'two lookups, a clear and its Undo, each waited on as the agent sees it')
  const { page } = await launch({ baseUrl: front.url, token: catalog.token })
  await expectTableWithRows(page)
  await openItemById(page, 5)
  const bulk = page.getByRole('region', { name: 'Bulk lookup' })
  const language = bulk.getByRole('combobox', { name: 'Reply language' })
  const chosenNote = 'Reply language for this ticket only: Русский (the ticket reads as Deutsch)'

  // A German ticket, answered in Russian for this ticket only (the agent's choice).
  await lookUp(
    page,
    'Hallo, ich habe die Artikel #31 und #32 gekauft, aber sie sind immer noch nicht angekommen. Können Sie das bitte prüfen?',
  )
  await expectLookupAnswered(page, 2)
  await expect(language).toHaveValue('de')
  await expect(bulk.getByText('Reply language from the ticket: Deutsch')).toHaveCount(1)
  await language.selectOption('ru')
  await expect(bulk.getByText(chosenNote)).toHaveCount(1)
  await page.getByRole('button', { name: 'Close bulk lookup' }).click()

  const openPanel = async () => {
    await page.getByRole('button', { name: 'Recent lookups', exact: true }).click()
    return page.getByRole('region', { name: 'Recent lookups' })
  }
  let panel = await openPanel()
  const kept = panel.getByRole('button', { name: 'Lookup: 31, 32' })
  // A `has` locator is looked up inside each list item, so it starts from the page, not the panel.
  const keptRow = panel
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Lookup: 31, 32' }) })
  // The row names the language its replies were in: once it does, the choice is kept.
  await expect(keptRow).toContainText('Русский')
  await kept.click()

  await expect(page.getByRole('textbox', { name: 'Item IDs' })).toHaveValue('31\n32')
  await expectLookupAnswered(page, 2)
  await expect(language).toHaveValue('ru')
  await expect(bulk.getByText(chosenNote)).toHaveCount(1)
  await page.getByRole('button', { name: 'Close bulk lookup' }).click()

  // Clear history empties the kept lookup and the item opened; Undo brings both back.
  panel = await openPanel()
  const openedItem = panel.getByRole('button', { name: /^5 / })
  await expect(openedItem).toBeVisible()
  await panel.getByRole('button', { name: 'Clear history' }).click()
  await expect(panel.getByRole('status')).toHaveText(/Cleared 1 item and 1 lookup\./)
  await expect(kept).toHaveCount(0)
  await expect(openedItem).toHaveCount(0)
  await expect(panel.getByRole('button', { name: 'Clear history' })).toBeDisabled()
  // Focus is on Undo, which keeps the offer open however slow the machine is (useTimedOffer).
  await expect(panel.getByRole('button', { name: 'Undo' })).toBeFocused()
  expect(await seriousViolations(page, { everyImpact: true, include: '#header-panel' })).toEqual([])
  await page.keyboard.press('Enter')
  await expect(kept).toBeVisible()
  await expect(openedItem).toBeVisible()
  await expect(keptRow).toContainText('Русский')
  await expect(panel.getByRole('status')).toHaveCount(0)
  await expect(panel.getByRole('button', { name: 'Clear history' })).toBeEnabled()
})
