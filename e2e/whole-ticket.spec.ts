import type { Page } from '@playwright/test'
import { composeReply } from '../src/shared/reply/compose-reply'
import type { ReplySubject } from '../src/shared/reply/advise'
import { singleItem } from '../src/renderer/testing/sample-items.test-support'
import { MAX_PAUSE_SECONDS } from '../src/shared/ipc/lookup'
import { test, expect } from './fixtures'
import { describeViolations, seriousViolations } from './support/axe'
import { expectLookupAnswered } from './support/lookup'
import { startRecordingCatalog, type RecordingCatalog } from './support/recording-catalog'
import { itemsScreen, columnTexts, expectTableWithRows, itemCount } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * The ticket as one unit (issue 38): `Copy reply` answers every row of the lookup in ticket
 * order whatever the table shows, says how many answers are missing before it copies a
 * lookup still running, and a ticket that names only an item is looked up a page at a time,
 * its reply covering only the rows the agent marks as the customer's (issue 80).
 */

const ITEMS = 400
/** Every 50th ID does not exist in this catalog. IDs here are ≥ 100: no date or count in a reply reads as one. */
const UNKNOWN = 250

let catalog: TestCatalog
/** In front of `catalog`: rate-limits chosen items, so a lookup stays running on purpose. */
let front: RecordingCatalog
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: ITEMS, missingEvery: 50 })
  front = await startRecordingCatalog({ upstream: catalog.url })
})
test.afterEach(() => front.rateLimitedItems.clear())
test.afterAll(async () => {
  await front?.close()
  await catalog.close()
})

function lookupScreen(page: Page) {
  const bulk = page.getByRole('region', { name: 'Bulk lookup' })
  const results = bulk.getByRole('table', { name: 'Lookup results' })
  return {
    bulk,
    results,
    rows: results.getByRole('row').filter({ has: page.getByRole('cell') }),
    copyReply: bulk.getByRole('button', { name: 'Copy reply' }),
  }
}

/** Pastes `text` into Item ID (Ctrl+L, Ctrl+V): several IDs open the lookup. */
async function pasteTicket(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+L')
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await page.keyboard.press('ControlOrMeta+V')
}

/** axe over the whole window, minor and moderate findings included. */
async function expectAxeClean(page: Page) {
  const violations = await seriousViolations(page, { everyImpact: true })
  expect(violations, describeViolations(violations)).toEqual([])
}

/** The IDs in the order the reply first names them. */
function namedOrder(reply: string, ids: readonly number[]): number[] {
  const at = (id: number) => reply.search(new RegExp(`\\b${id}\\b`))
  return ids.filter((id) => at(id) >= 0).sort((a, b) => at(a) - at(b))
}

test('a narrowed and sorted lookup still copies every row, in ticket order', async ({ launch }) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(app.page)
  const ids = [301, 123, UNKNOWN, 187, 151]
  await pasteTicket(app.page, `Hi, items ${ids.map((id) => `#${id}`).join(', ')} never arrived.`)
  await expectLookupAnswered(app.page, ids.length)
  const lookup = lookupScreen(app.page)

  await lookup.bulk.getByRole('button', { name: 'Not found 1' }).click()
  await lookup.results.getByRole('button', { name: 'ID', exact: true }).click()
  await expect(lookup.rows).toHaveCount(1)
  const covers = lookup.bulk.getByText(`Reply covers all ${ids.length} items`)
  await expect(covers).toBeVisible()
  await expectAxeClean(app.page)

  await lookup.copyReply.click()
  await expect(lookup.bulk.getByText('Reply copied')).toBeVisible()
  const reply = await app.readClipboard()
  const subjects = await Promise.all(
    ids.map(async (id): Promise<ReplySubject> =>
      id === UNKNOWN ? { kind: 'not_found', id } : { kind: 'item', item: singleItem(await catalog.item(id)) },
    ),
  )
  const expected = composeReply(subjects, { language: 'en', catalogTimeZone: null, now: new Date() }).text
  // Every item of the ticket, in the order the reply for the whole ticket names them.
  expect(namedOrder(reply, ids)).toEqual(namedOrder(expected, ids))
  expect(namedOrder(reply, ids)).toHaveLength(ids.length)

  // Back to all rows in ticket order: nothing to remind.
  await lookup.bulk.getByRole('button', { name: `All ${ids.length}` }).click()
  await lookup.results.getByRole('button', { name: 'ID', exact: true }).click()
  await lookup.results.getByRole('button', { name: 'ID', exact: true }).click()
  await expect(covers).toBeHidden()
})

test('Copy reply while answers are missing says how many, and copies what is here when asked again', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: front.url, token: catalog.token })
  await expectTableWithRows(app.page)
  const missing = 203
  // Asked to wait the longest pause the app accepts (the lookup counts it down, then asks again
  // and is told to wait again): the row stays unanswered for longer than this test may run, so
  // nothing here races a clock. A held answer would fail at the app's 20 s request timeout.
  front.rateLimitedItems.set(missing, MAX_PAUSE_SECONDS)
  const ticket = `Items 101, 102 and ${missing}, please check`
  await pasteTicket(app.page, ticket)
  await expectLookupAnswered(app.page, 2)
  const lookup = lookupScreen(app.page)
  await expect(lookup.copyReply).toBeEnabled()

  await lookup.copyReply.click()
  const prompt = lookup.bulk.getByText('1 answer still coming: press again to copy what is here')
  await expect(prompt).toBeVisible()
  await expect(lookup.copyReply).toHaveAccessibleDescription(/1 answer still coming/)
  expect(await app.readClipboard()).toBe(ticket)
  await expectAxeClean(app.page)

  // The shortcut is the second press: it copies what is here.
  await app.page.keyboard.press('ControlOrMeta+Shift+C')
  await expect(lookup.bulk.getByText('Reply copied')).toBeVisible()
  const reply = await app.readClipboard()
  expect(namedOrder(reply, [101, 102, missing])).toEqual([101, 102, missing])
  expect(reply).toMatch(new RegExp(`not been able to check item ${missing} yet`))
  expect(reply).not.toMatch(/technical problem/)

  await expect(prompt).toBeHidden()
  await lookup.bulk.getByRole('button', { name: 'Cancel lookup' }).click()
  await expect(lookup.bulk.getByText(/^Cancelled/)).toBeVisible()
})

test('a ticket naming only an item: Look up this page looks up the page; its reply covers the rows marked', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(app.page)
  const screen = itemsScreen(app.page)
  const lookUpPage = app.page.getByRole('button', { name: 'Look up this page' })
  await expect(lookUpPage).toBeHidden()

  await screen.name.fill('redline')
  await screen.name.press('Enter')
  await expect(itemCount(app.page, await catalog.total({ name: ['redline'] }))).toBeVisible()
  await expect(lookUpPage).toBeVisible()
  await expectAxeClean(app.page)
  const pageIds = (await columnTexts(app.page, 'ID')).map(Number)
  expect(pageIds.length).toBeGreaterThan(0)

  await lookUpPage.click()
  const lookup = lookupScreen(app.page)
  await expect(
    lookup.bulk.getByText(
      `IDs from the item list: ${pageIds.length === 1 ? 'the item' : `the ${pageIds.length} items`} on page 1, filtered by Name “redline”.`,
    ),
  ).toBeVisible()
  await expectLookupAnswered(app.page, pageIds.length)
  const lookedUp = await lookup.rows.evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('data-lookup-id')),
  )
  expect(lookedUp.map(Number)).toEqual(pageIds)
  await expectAxeClean(app.page)

  // Statuses and narrowing work as for pasted IDs.
  const firstGroup = lookup.bulk.getByRole('group', { name: 'Show status' }).getByRole('button').nth(1)
  await firstGroup.click()
  const shownIds = (await lookup.rows.evaluateAll((rows) => rows.map((row) => row.dataset.lookupId))).map(
    Number,
  )
  expect(shownIds.length).toBeGreaterThan(0)

  // The page's rows are other customers' items too: Copy reply writes nothing until the agent
  // says which are the customer's, says so beside it, and takes the agent to the first box.
  await expect(
    lookup.bulk.getByText(`Reply covers only the rows marked as the customer's: 0 of ${pageIds.length}`),
  ).toBeVisible()
  await app.page.evaluate(() => navigator.clipboard.writeText('nothing copied'))
  await lookup.copyReply.click()
  await expect(
    lookup.bulk.getByRole('group', { name: 'Reply to the customer' }).getByRole('status').filter({
      hasText: "First mark which rows are the customer's (Customer's item): the reply speaks only of those.",
    }),
  ).toBeVisible()
  const customers = shownIds[0]!
  const box = lookup.bulk.getByRole('checkbox', { name: `Customer's item ${customers}`, exact: true })
  await expect(box).toBeFocused()
  expect(await app.readClipboard()).toBe('nothing copied')
  await expectAxeClean(app.page)

  // Marked by keyboard, the one row is the whole reply: no other row's ID is in it.
  await app.page.keyboard.press('Space')
  await expect(box).toBeChecked()
  await expect(
    lookup.bulk.getByText(`Reply covers only the rows marked as the customer's: 1 of ${pageIds.length}`),
  ).toBeVisible()
  await lookup.copyReply.click()
  await expect(lookup.bulk.getByText('Reply copied')).toBeVisible()
  const reply = await app.readClipboard()
  expect(namedOrder(reply, pageIds)).toEqual([customers])
})
