import type { Locator, Page } from '@playwright/test'
import type { DocumentedSingleItem } from '../src/shared/catalog'
import { catalogTimeIn, formatUtcOffset, utcOffsetMs } from '../src/shared/reply/catalog-time'
import { test, expect } from './fixtures'
import type { LaunchedApp } from './launch-types'
import { describeViolations, seriousViolationsInEachTheme } from './support/axe'
import { detailValue } from './support/detail-pane'
import { itemsScreen, chooseInCatalogMenu, expectTableWithRows, openItemById } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * Issue 37, deliverable 2: times only as the catalog allows. A catalog connected by base URL
 * and token (as `--base-url` and `CATALOG_API_TOKEN` do) gets its zone in `Edit catalog…`;
 * set, the reply names the next try's time in that zone with its UTC offset; not set, the
 * reply gives no clock time and claims no zone, and the pane says "server time" and offers to
 * set it. The dialog passes axe at every impact in both themes.
 */

const ZONE = 'Europe/Berlin'
const ZONE_FIELD = "Time zone of this catalog's times"
const OFFER = "Set the catalog's time zone…"
/** A next try at least this far ahead stays a time the reply may promise for the whole test. */
const AHEAD_MS = 12 * 60_000
/** Enough for several such items (about 1 in 50 is one). */
const ITEMS = 400

let catalog: TestCatalog
/** Waiting for send without an error (the plain paragraph that says when), its next try AHEAD_MS+ ahead in Berlin. */
let waiting: DocumentedSingleItem

test.beforeAll(async () => {
  // The demo writes its clock as it reads it; started at Berlin's wall time, it writes times
  // as a catalog whose server runs in Berlin does.
  catalog = await startTestCatalog({ items: ITEMS, now: Date.now() + utcOffsetMs(ZONE, new Date()) })
  for (let id = 1; id <= ITEMS; id++) {
    const item = await catalog.item(id)
    const at = item.next_try === null ? null : catalogTimeIn(item.next_try, ZONE)
    const plain = item.status.value === 'WAITING_FOR_SEND' && item.error_message === null
    if (plain && at && at.getTime() - Date.now() >= AHEAD_MS) {
      waiting = item
      break
    }
  }
  expect(waiting, `an item waiting for send with a next try ${AHEAD_MS / 60_000}+ minutes ahead`).toBeTruthy()
})
test.afterAll(async () => {
  await catalog.close()
})

/**
 * The detail pane's `Copy reply`, and what it put on the clipboard: waited for until it is
 * not `before` (a "Reply copied" still showing from an earlier copy proves nothing).
 */
async function copyPaneReply(page: Page, app: LaunchedApp, before = ''): Promise<string> {
  const details = itemsScreen(page).details
  await details.getByRole('button', { name: 'Copy reply' }).click()
  await expect(details.getByText('Reply copied')).toBeVisible()
  await expect.poll(() => app.readClipboard()).not.toBe(before)
  return app.readClipboard()
}

async function chooseZone(page: Page, zone: string) {
  await chooseInCatalogMenu(page, 'Edit catalog…')
  const dialog = page.getByRole('dialog', { name: 'Edit catalog' })
  await dialog.getByRole('combobox', { name: ZONE_FIELD }).selectOption(zone)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toHaveCount(0)
}

/**
 * The pane's offer under the timeline, beside "Server time: …" (the note by `Copy reply`
 * offers the same while a next try may be over: it has its own test, reply-promises.spec.ts).
 */
function timelineOffer(details: Locator) {
  return details.getByText(/^Server time:/).getByRole('button', { name: OFFER })
}

/** No clock time (`20:15`, `8:15 PM`) and no zone (`UTC+1`, `GMT+1`) in a reply: "at the next attempt". */
function expectNoTimeClaimed(reply: string) {
  expect(reply).toContain('at the next attempt')
  expect(reply).not.toMatch(/\d{1,2}:\d{2}|UTC|GMT/)
}

test('a catalog connected by base URL and token: Not set claims no time; Europe/Berlin names it with its offset', async ({
  launch,
  userDataDir,
}) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token, userDataDir })
  const { page } = app
  const details = itemsScreen(page).details
  await expectTableWithRows(page)
  await openItemById(page, waiting.id)

  // Not set (the default): server time in the pane, with the offer; no time in the reply.
  await expect(detailValue(details, 'Last send')).toContainText('server time')
  await expect(timelineOffer(details)).toBeVisible()
  const unset = await copyPaneReply(page, app)
  expectNoTimeClaimed(unset)

  await chooseZone(page, ZONE)
  const at = catalogTimeIn(waiting.next_try ?? '', ZONE)!
  const offset = formatUtcOffset(utcOffsetMs(ZONE, at))
  await expect(detailValue(details, 'Next try')).toContainText(`${ZONE}, ${offset}`)
  await expect(details.getByRole('button', { name: OFFER })).toHaveCount(0)
  const reply = await copyPaneReply(page, app, unset)
  // The clock time as it reads in Berlin (8:27 AM), with the offset beside it. Spaces are
  // compared as spaces: the window's and this process's Intl may differ in which they use.
  const spaced = (text: string) => text.replace(/\s/g, ' ')
  const clock = new Intl.DateTimeFormat('en', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(
    at,
  )
  expect(spaced(reply)).toContain(spaced(clock))
  expect(reply).toContain(offset)
  expect(reply).not.toContain('at the next attempt')

  // Saving added the catalog to the known ones (no token kept): it can now be forgotten too.
  await itemsScreen(page).catalogMenu.click()
  await expect(page.getByRole('menuitem', { name: 'Forget catalog' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.keyboard.press('Escape')
  await app.close()

  // Kept with the catalog: the next run connected the same way reads it again.
  const again = await launch({ baseUrl: catalog.url, token: catalog.token, userDataDir })
  await expectTableWithRows(again.page)
  await openItemById(again.page, waiting.id)
  await expect(detailValue(itemsScreen(again.page).details, 'Next try')).toContainText(`${ZONE}, ${offset}`)
})

test('set back to Not set, the reply again claims no time and no zone, and the pane says server time', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  const { page } = app
  const details = itemsScreen(page).details
  await expectTableWithRows(page)
  await openItemById(page, waiting.id)
  await chooseZone(page, ZONE)
  await expect(detailValue(details, 'Next try')).toContainText(ZONE)

  await chooseZone(page, 'Not set')
  await expect(detailValue(details, 'Next try')).toContainText('server time')
  await expect(timelineOffer(details)).toBeVisible()
  const status = detailValue(details, 'Status')
  await expect(status).toContainText('at the next attempt')
  expectNoTimeClaimed(await copyPaneReply(page, app))
})

test("Edit catalog, opened from the pane's offer, passes axe at every impact, light and dark", async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  const details = itemsScreen(page).details
  await expectTableWithRows(page)
  await openItemById(page, waiting.id)
  const offer = timelineOffer(details)
  await expect(offer).toBeVisible()
  const offerViolations = await seriousViolationsInEachTheme(page, {
    everyImpact: true,
    include: '.timeline__zone-offer',
  })
  expect(offerViolations, describeViolations(offerViolations)).toEqual([])

  await offer.click()
  const dialog = page.getByRole('dialog', { name: 'Edit catalog' })
  const zone = dialog.getByRole('combobox', { name: ZONE_FIELD })
  await expect(zone).toBeFocused()
  await zone.selectOption(ZONE)
  await expect(zone).toHaveAccessibleDescription(/^Replies give times in this zone\./)
  const violations = await seriousViolationsInEachTheme(page, { everyImpact: true, include: 'dialog' })
  expect(violations, describeViolations(violations)).toEqual([])
})
