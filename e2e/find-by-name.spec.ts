import type { Page } from '@playwright/test'
import { MAX_LIMIT } from '../src/shared/catalog/limits'
import { test, expect } from './fixtures'
import { describeViolations, seriousViolations } from './support/axe'
import { expectLookupAnswered } from './support/lookup'
import { BOUGHT_AROUND, NAME_TICKETS, namedIn, NOW, REDLINE } from './support/name-ticket'
import { expectTableWithRows } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * A ticket that names its item and gives no ID (issue 80): `Find items named <name>` finds
 * every item of the name, looks each up, and the reply covers only the rows the agent marks
 * as the customer's.
 */

const TICKET = NAME_TICKETS.en.text

let catalog: TestCatalog
/** The IDs the catalog lists for the name, in its order. */
let matches: number[]
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 400, now: NOW })
  const listed = await catalog.list({ market_hash_name: [REDLINE] }, MAX_LIMIT)
  matches = listed.data.map((item) => item.id)
  expect(listed.pagination.total).toBe(matches.length)
  expect(matches.length).toBeGreaterThan(1)
})
test.afterAll(async () => {
  await catalog.close()
})

async function expectAxeClean(page: Page) {
  const violations = await seriousViolations(page, { everyImpact: true })
  expect(violations, describeViolations(violations)).toEqual([])
}

async function findAndAnswer(page: Page) {
  const bulk = page.getByRole('region', { name: 'Bulk lookup' })
  await expect(bulk.getByText(`Items named “${REDLINE}”: ${matches.length} found`)).toBeVisible()
  await expectLookupAnswered(page, matches.length)
  const rows = bulk
    .getByRole('table', { name: 'Lookup results' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
  const lookedUp = await rows.evaluateAll((each) =>
    each.map((row) => Number(row.getAttribute('data-lookup-id'))),
  )
  // Every match, none dropped, in the order the ticket's `Bought around` window gives them.
  expect([...lookedUp].sort()).toEqual([...matches].sort())
  return { bulk, lookedUp }
}

test('a ticket naming an item in Look up several: find its every listing, mark one, reply about it alone', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(app.page)
  await app.page.getByRole('button', { name: 'Look up several' }).click()
  const box = app.page.getByRole('textbox', { name: 'Item IDs' })
  await box.fill(TICKET)
  await app.page.getByRole('button', { name: 'Look up', exact: true }).click()
  const find = app.page.getByRole('button', { name: `Find items named ${REDLINE}`, exact: true })
  await expect(find).toBeVisible()
  await expectAxeClean(app.page)

  await find.click()
  const { bulk } = await findAndAnswer(app.page)
  const customers = matches[1]!
  const mark = bulk.getByRole('checkbox', { name: `Customer's item ${customers}`, exact: true })
  await expect(mark).not.toBeChecked()
  await expectAxeClean(app.page)
  await mark.check()
  await bulk.getByRole('button', { name: 'Copy reply' }).click()
  await expect(bulk.getByText('Reply copied')).toBeVisible()
  expect(namedIn(await app.readClipboard(), matches)).toEqual([customers])
})

test('a name pasted into Item ID is offered as a search, which the lookup runs at once', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(app.page)
  await app.page.keyboard.press('ControlOrMeta+L')
  await app.page.evaluate((value) => navigator.clipboard.writeText(value), TICKET)
  await app.page.keyboard.press('ControlOrMeta+V')
  const find = app.page.getByRole('button', { name: `Find items named ${REDLINE}`, exact: true })
  await expect(find).toBeVisible()
  await expectAxeClean(app.page)
  await find.click()
  await findAndAnswer(app.page)
})

test('a ticket’s "yesterday" becomes the Bought around window, and the item bought that day comes first', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token, skippableTime: true })
  // The agent's today is the catalog's: set before the ticket is read, never raced.
  await app.page.clock.setSystemTime(NOW)
  await expectTableWithRows(app.page)
  await app.page.getByRole('button', { name: 'Look up several' }).click()
  await app.page.getByRole('textbox', { name: 'Item IDs' }).fill(TICKET)
  await app.page.getByRole('button', { name: 'Look up', exact: true }).click()
  await app.page.getByRole('button', { name: `Find items named ${REDLINE}`, exact: true }).click()
  const { bulk, lookedUp } = await findAndAnswer(app.page)

  const window = bulk.getByRole('group', { name: 'Bought around' })
  await expect(window).toContainText('read from “yesterday” in the ticket')
  await expect(window).toContainText(/Nov 26\s*–\s*28, 2026/)
  await expect(window.getByLabel('From')).toHaveValue(BOUGHT_AROUND.from)
  await expect(window.getByLabel('To')).toHaveValue(BOUGHT_AROUND.to)

  const items = await Promise.all(lookedUp.map((id) => catalog.item(id)))
  const day = (item: (typeof items)[number]) => item.bought_at.slice(0, 10)
  expect(day(items[0]!)).toBe(BOUGHT_AROUND.yesterday)
  // Outside the window: still listed, dimmed, and said so.
  const outside = items.filter((item) => day(item) < BOUGHT_AROUND.from || day(item) > BOUGHT_AROUND.to)
  expect(outside.length).toBeGreaterThan(0)
  for (const item of outside) {
    await expect(bulk.locator(`tr[data-lookup-id="${item.id}"]`)).toContainText('outside Bought around')
  }
  await expectAxeClean(app.page)

  // By keyboard alone: the window widened back to an older purchase takes its row in at once.
  const older = outside[0]!
  const [year, month, date] = day(older).split('-')
  await window.getByLabel('From').focus()
  await app.page.keyboard.type(`${month}${date}${year}`)
  await expect(window.getByLabel('From')).toHaveValue(day(older))
  await expect(bulk.locator(`tr[data-lookup-id="${older.id}"]`)).not.toContainText('outside Bought around')
  await expect(window).toContainText('as you set it')
})
