import type { Page } from '@playwright/test'
import type { DocumentedSingleItem } from '../src/shared/catalog'
import { situationOf, type ReplySubject } from '../src/shared/reply/advise'
import { catalogTimeIn, utcOffsetMs } from '../src/shared/reply/catalog-time'
import { composeReply } from '../src/shared/reply/compose-reply'
import { singleItem } from '../src/renderer/testing/sample-items.test-support'
import { test, expect } from './fixtures'
import { describeViolations, seriousViolations } from './support/axe'
import { expectLookupAnswered } from './support/lookup'
import { expectTableWithRows } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * Issue 76, deliverables 4 and 5: a ticket of two items whose errors mean the same (Steam
 * was down) under two statuses. Copy reply says the cause once and keeps each item's own
 * follow-up: joined while the catalog's zone is not set (both next tries "may already have
 * been made", which the note beside Copy reply says), each with its own time once the note's
 * `Set the catalog's time zone…` has set it.
 */

const ZONE = 'Europe/Berlin'
const SET_ZONE = "Set the catalog's time zone…"
const ZONE_FIELD = "Time zone of this catalog's times"
/** A next try at least this far ahead stays a time the reply may promise for the whole test. */
const AHEAD_MS = 8 * 60_000
/** Enough for an item of each of the two situations (about 1 in 300 is Waiting for trade accept with Steam down). */
const ITEMS = 3000

let catalog: TestCatalog
let sending: DocumentedSingleItem
let accepting: DocumentedSingleItem

const subject = (item: DocumentedSingleItem): ReplySubject => ({ kind: 'item', item: singleItem(item) })

/** Whether the item's next try is far enough ahead in Berlin, and in which minute there. */
function minuteAhead(item: DocumentedSingleItem): number | null {
  const at = item.next_try === null ? null : catalogTimeIn(item.next_try, ZONE)
  return at && at.getTime() - Date.now() >= AHEAD_MS ? Math.floor(at.getTime() / 60_000) : null
}

test.beforeAll(async () => {
  // Started at Berlin's wall time, the demo writes its times as a catalog whose server runs in Berlin.
  catalog = await startTestCatalog({ items: ITEMS, now: Date.now() + utcOffsetMs(ZONE, new Date()) })
  const found = new Map<string, DocumentedSingleItem>()
  for (let id = 1; id <= ITEMS && found.size < 2; id++) {
    const item = await catalog.item(id)
    const situation = situationOf(subject(item), { now: new Date(), catalogTimeZone: ZONE }).situation
    const minute = minuteAhead(item)
    const other = found.get(situation === 'send.steam_down' ? 'accept.steam_down' : 'send.steam_down')
    // Different minutes: each item's follow-up then names its own time.
    if ((situation === 'send.steam_down' || situation === 'accept.steam_down') && minute !== null)
      if (!found.has(situation) && (!other || minuteAhead(other) !== minute)) found.set(situation, item)
  }
  sending = found.get('send.steam_down')!
  accepting = found.get('accept.steam_down')!
  expect(sending && accepting, 'Steam down under Waiting for send and Waiting for trade accept').toBeTruthy()
})
test.afterAll(async () => {
  await catalog.close()
})

function bulk(page: Page) {
  const region = page.getByRole('region', { name: 'Bulk lookup' })
  return {
    region,
    copyReply: region.getByRole('button', { name: 'Copy reply' }),
    setZone: region.getByRole('button', { name: SET_ZONE }),
  }
}

/** The reply's one paragraph naming both items, after Copy reply put a new reply on the clipboard. */
async function copyParagraph(page: Page, readClipboard: () => Promise<string>): Promise<string> {
  const before = await readClipboard()
  await bulk(page).copyReply.click()
  await expect(bulk(page).region.getByText('Reply copied')).toBeVisible()
  await expect.poll(readClipboard).not.toBe(before)
  const paragraphs = (await readClipboard()).split('\n\n')
  const both = paragraphs.filter((paragraph) => paragraph.includes(`(ID ${sending.id})`))
  expect(both).toHaveLength(1)
  expect(both[0]).toContain(`(ID ${accepting.id})`)
  return both[0]!
}

test('one cause under two statuses: each item keeps its follow-up, and the zone note sets the zone', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  const { page } = app
  await expectTableWithRows(page)
  await page.keyboard.press('ControlOrMeta+L')
  await page.evaluate(
    (text) => navigator.clipboard.writeText(text),
    `Hi, #${sending.id} and #${accepting.id}?`,
  )
  await page.keyboard.press('ControlOrMeta+V')
  await expectLookupAnswered(page, 2)
  const tools = bulk(page)
  await expect(tools.copyReply).toBeEnabled()

  // Not set: both next tries may be over somewhere; the reply says so, once for both.
  await expect(tools.setZone).toHaveAccessibleDescription("2 items' next tries may already be over")
  const violations = await seriousViolations(page, { everyImpact: true, include: '.zone-note' })
  expect(violations, describeViolations(violations)).toEqual([])
  const unset = await copyParagraph(page, () => app.readClipboard())
  const expected = composeReply([subject(sending), subject(accepting)], {
    language: 'en',
    now: new Date(),
    catalogTimeZone: null,
  }).text
  expect(expected.split('\n\n')).toContain(unset)
  expect(unset.match(/Steam was temporarily unavailable\./g)).toHaveLength(1)
  expect(unset).toMatch(
    /did not go through\. Steam was temporarily unavailable\. We will send the trade offers again at the next attempt \(which may already have been made\)\.$/,
  )

  // The note's button lands on the zone field; once set, the note goes.
  await tools.setZone.click()
  const dialog = page.getByRole('dialog', { name: 'Edit catalog' })
  const zone = dialog.getByRole('combobox', { name: ZONE_FIELD })
  await expect(zone).toBeFocused()
  await zone.selectOption(ZONE)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(tools.setZone).toHaveCount(0)

  // Set: each item's own time, after that item's own sentence.
  const set = await copyParagraph(page, () => app.readClipboard())
  // The clock time as it reads in Berlin ("8:27 PM"); spaces compared as spaces, as Intl may use others.
  const spaced = set.replace(/\s/g, ' ')
  const clock = (item: DocumentedSingleItem) =>
    new Intl.DateTimeFormat('en', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' })
      .format(catalogTimeIn(item.next_try!, ZONE)!)
      .replace(/\s/g, ' ')
  const sentenceOf = (item: DocumentedSingleItem) => spaced.indexOf(`(ID ${item.id})`)
  const followUpOf = (item: DocumentedSingleItem) => spaced.indexOf(clock(item))
  const [first, second] = [sending, accepting].sort((a, b) => sentenceOf(a) - sentenceOf(b)) as [
    DocumentedSingleItem,
    DocumentedSingleItem,
  ]
  expect(spaced.match(/We will send the trade offer again on /g)).toHaveLength(2)
  expect(sentenceOf(first)).toBeLessThan(followUpOf(first))
  expect(followUpOf(first)).toBeLessThan(sentenceOf(second))
  expect(sentenceOf(second)).toBeLessThan(followUpOf(second))
  expect(set).not.toContain('may already have been made')
})
