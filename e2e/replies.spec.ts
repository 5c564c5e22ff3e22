import type { Page } from '@playwright/test'
import type { DocumentedSingleItem } from '../src/shared/catalog'
import { situationOf, type ReplySubject } from '../src/shared/reply/advise'
import { composeReply } from '../src/shared/reply/compose-reply'
import { LANGUAGE_PACKS } from '../src/shared/reply/default-templates'
import type { SituationId } from '../src/shared/reply/situations'
import { singleItem } from '../src/renderer/testing/sample-items.test-support'
import { test, expect } from './fixtures'
import { describeViolations, seriousViolationsInEachTheme } from './support/axe'
import { itemsScreen, expectTableWithRows } from './support/screens'
import { startRecordingCatalog, type RecordingCatalog } from './support/recording-catalog'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'
import { expectLookupAnswered, lookupProgress, WHOLE_LOOKUP_MS } from './support/lookup'
import { words } from '../src/shared/i18n/words'

test.use({ reuseWindows: true })

/**
 * From lookup to reply: a pasted ticket answered with `Copy reply`, in the lead's wording
 * (`Reply templates`, kept across a relaunch) and the chosen `Reply language`, by mouse and
 * by keyboard in at most six keys; the templates dialog passes axe in both themes.
 */

const ITEMS = 400
/** In a gap of the ID space (every 50th ID does not exist in this catalog). */
const UNKNOWN = 350

let catalog: TestCatalog
/** The same catalog behind a proxy that answers FAILING with a 503: a lookup that fails. */
let failingFront: RecordingCatalog
/** An existing ID whose lookup fails behind `failingFront`. */
const FAILING = ITEMS - 1
/** One item per situation the catalog's items are in (the first found), by situation. */
let bySituation: Map<SituationId, DocumentedSingleItem>

const heldSubject = (item: DocumentedSingleItem): ReplySubject => ({
  kind: 'item',
  item: singleItem(item),
})

test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: ITEMS, missingEvery: 50 })
  failingFront = await startRecordingCatalog({ upstream: catalog.url })
  failingFront.failing.add(FAILING)
  bySituation = new Map()
  const now = new Date()
  for (let id = 1; id < ITEMS; id++) {
    if (id % 50 === 0 || id === FAILING) continue
    const item = await catalog.item(id)
    const advice = situationOf(heldSubject(item), { now, catalogTimeZone: null })
    // Only items whose reply stays the same for the next five minutes (a next try passing
    // between this scan and the copy would change it).
    const later = situationOf(heldSubject(item), {
      now: new Date(now.getTime() + 5 * 60_000),
      catalogTimeZone: null,
    })
    const stable = later.situation === advice.situation && later.nextTry.kind === advice.nextTry.kind
    if (stable && !bySituation.has(advice.situation)) bySituation.set(advice.situation, item)
  }
})
test.afterAll(async () => {
  await failingFront?.close()
  await catalog.close()
})

/** The ticket: every situation's item, then `more` IDs, then an ID the catalog does not have. */
function ticket(more: readonly number[] = []): { text: string; ids: number[] } {
  const ids = [...[...bySituation.values()].map((item) => item.id), ...more, UNKNOWN]
  return { text: `Hi! Items ${ids.map((id) => `#${id}`).join(', ')} never arrived.`, ids }
}

function replyTools(page: Page) {
  const bulk = page.getByRole('region', { name: 'Bulk lookup' })
  return {
    bulk,
    progress: lookupProgress(page),
    copyReply: bulk.getByRole('button', { name: 'Copy reply' }),
    language: bulk.getByRole('combobox', { name: 'Reply language' }),
    templates: bulk.getByRole('button', { name: 'Reply templates' }),
    dialog: page.getByRole('dialog', { name: 'Reply templates' }),
  }
}

async function pasteTicket(page: Page, text: string, count: number) {
  await page.keyboard.press('ControlOrMeta+L')
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await page.keyboard.press('ControlOrMeta+V')
  await expectLookupAnswered(page, count)
  await expect(replyTools(page).copyReply).toBeEnabled()
}

/**
 * `Copy reply` pressed until the reply copied is `expected`. FAILING's 503 earns the lookup's
 * one automatic retry (lookup/use-auto-retry.ts), which may start after the lookup first says
 * 17 of 17: a press during it copies nothing (it says the answer is still coming), a second one
 * copies what is there. Whichever side of the retry a press lands on, a later one copies it all.
 */
async function copyWholeReply(page: Page, readClipboard: () => Promise<string>, expected: string) {
  const { bulk, copyReply } = replyTools(page)
  await expect(async () => {
    await copyReply.click()
    await expect(bulk.getByText('Reply copied')).toBeVisible({ timeout: 2_000 })
    expect(await readClipboard()).toBe(expected)
  }).toPass({ timeout: WHOLE_LOOKUP_MS })
}

async function subjectsOf(ids: readonly number[]): Promise<ReplySubject[]> {
  return Promise.all(
    ids.map(async (id): Promise<ReplySubject> => {
      if (id === UNKNOWN) return { kind: 'not_found', id }
      // The reason is for the agent; the customer's paragraph does not depend on it.
      if (id === FAILING)
        return {
          kind: 'failed',
          id,
          reason: words(
            {
              id: 'error.status.server',
              defaultMessage:
                "The catalog at {origin} failed to answer (HTTP {status}). This is a problem on the catalog's side; try again in a minute.",
            },
            { origin: 'x', status: 503 },
          ),
        }
      return heldSubject(await catalog.item(id))
    }),
  )
}

test('Copy reply answers a ticket in every situation, one plain paragraph per situation', async ({
  launch,
}) => {
  for (const needed of ['send.trade_hold', 'send.steam_down'] as const) {
    expect(bySituation.has(needed), `the test catalog has an item in situation ${needed}`).toBe(true)
  }
  const app = await launch({ baseUrl: failingFront.url, token: catalog.token })
  await expectTableWithRows(app.page)
  const { text, ids } = ticket([FAILING])
  const expected = composeReply(await subjectsOf(ids), {
    language: 'en',
    catalogTimeZone: null,
    now: new Date(),
  }).text
  await pasteTicket(app.page, text, ids.length)
  await copyWholeReply(app.page, () => app.readClipboard(), expected)
  const reply = await app.readClipboard()

  const en = LANGUAGE_PACKS.en.templates
  const paragraphs = reply.split('\n\n')
  const expectedParagraphs = expected.split('\n\n')
  expect(paragraphs).toHaveLength(expectedParagraphs.length)
  paragraphs.forEach((paragraph, index) => expect(paragraph).toBe(expectedParagraphs[index]))
  // No customer name typed: the greeting falls back to a plain "Hello,".
  expect(paragraphs[0]).toBe('Hello,')
  expect(reply.endsWith(en.closing)).toBe(true)

  // One paragraph per situation, listing its items: find each item by the paragraph naming it.
  const paragraphOf = (id: number) =>
    paragraphs.filter((paragraph) => new RegExp(`\\b${id}\\b`).test(paragraph))
  for (const id of ids) expect(paragraphOf(id), `the paragraph naming ${id}`).toHaveLength(1)
  expect(paragraphOf(UNKNOWN)[0]).toContain(`could not find an item with ID ${UNKNOWN}`)
  expect(paragraphOf(FAILING)[0]).not.toMatch(/503|HTTP/)
  const hold = paragraphOf(bySituation.get('send.trade_hold')!.id)[0]
  expect(hold).toMatch(/trade hold/)
  expect(hold).not.toMatch(/soon|shortly/i)
  // Nothing internal reaches the customer: no status names, no ISO timestamps, no padding or rules.
  expect(reply).not.toMatch(/WAITING_FOR|TRADE_ACCEPTED|UNAVAILABLE|\d{4}-\d{2}-\d{2}T|\.\d{6}Z| {2}|---/)
})

test('an edited template is in the next reply and after a relaunch; the language is remembered', async ({
  launch,
  userDataDir,
}) => {
  const first = await launch({ baseUrl: catalog.url, token: catalog.token, userDataDir })
  await expectTableWithRows(first.page)
  await pasteTicket(first.page, `${UNKNOWN} and 1`, 2)
  const tools = replyTools(first.page)
  await tools.templates.click()
  await expect(tools.dialog).toBeVisible()
  const notFound = tools.dialog.getByRole('textbox', { name: 'Not found', exact: true })
  await notFound.fill('Sorry, we have no item {id} {oops}.')
  await expect(tools.dialog.getByText('Unknown placeholder {oops}: left out of the reply.')).toBeVisible()
  await expect(tools.dialog.getByRole('region', { name: 'Preview' })).toBeVisible()
  await tools.dialog.getByRole('button', { name: 'Save' }).click()
  await expect(tools.dialog.getByText('Templates saved')).toBeVisible()
  await tools.dialog.getByRole('button', { name: 'Close' }).click()
  await expect(tools.dialog).toBeHidden()

  await tools.copyReply.click()
  await expect.poll(() => first.readClipboard()).toContain(`Sorry, we have no item ${UNKNOWN}.`)

  await tools.language.selectOption('de')
  await tools.copyReply.click()
  const german = LANGUAGE_PACKS.de.templates
  await expect.poll(() => first.readClipboard()).toContain(german.closing)
  expect(await first.readClipboard()).not.toContain(`Sorry, we have no item`)
  await first.close()

  const again = await launch({ baseUrl: catalog.url, token: catalog.token, userDataDir })
  await expectTableWithRows(again.page)
  await pasteTicket(again.page, `${UNKNOWN} and 1`, 2)
  const after = replyTools(again.page)
  await expect(after.language).toHaveValue('de')
  await after.language.selectOption('en')
  await after.copyReply.click()
  await expect.poll(() => again.readClipboard()).toContain(`Sorry, we have no item ${UNKNOWN}.`)

  await after.templates.click()
  const box = after.dialog.getByRole('textbox', { name: 'Not found', exact: true })
  await expect(box).toHaveValue('Sorry, we have no item {id} {oops}.')
  await after.dialog
    .getByRole('group', { name: 'Not found', exact: true })
    .getByRole('button', { name: 'Reset to default' })
    .click()
  await expect(box).toHaveValue(LANGUAGE_PACKS.en.templates.not_found)
})

test('the whole ticket by keyboard: Ctrl+L, paste, Enter (at most six keys)', async ({ launch }) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(app.page)
  const { text, ids } = ticket()
  const keys: string[] = []
  const press = async (key: string) => {
    keys.push(key)
    await app.page.keyboard.press(key)
  }
  await app.page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await press('ControlOrMeta+L')
  await press('ControlOrMeta+V')
  const tools = replyTools(app.page)
  await expectLookupAnswered(app.page, ids.length)
  // Once every answer is in, focus is on Copy reply; its shortcut is shown beside it too.
  await expect(tools.copyReply).toBeFocused()
  await expect(tools.copyReply).toHaveAttribute('aria-keyshortcuts', /^(Control|Meta)\+Shift\+C$/)
  await expect(tools.bulk.getByText(/^(Ctrl\+Shift\+C|⌘⇧C)$/)).toBeVisible()
  await press('Enter')
  await expect(tools.bulk.getByText('Reply copied')).toBeVisible()
  const reply = await app.readClipboard()
  for (const id of ids) expect(reply).toContain(String(id))
  expect(keys.length).toBeLessThanOrEqual(6)

  // The shortcut copies from anywhere, e.g. with focus back in Item ID.
  await press('ControlOrMeta+L')
  await press(process.platform === 'darwin' ? 'Meta+Shift+C' : 'Control+Shift+C')
  await expect(tools.bulk.getByText('Reply copied')).toBeVisible()
  expect(keys.length).toBeLessThanOrEqual(6)
})

test('the Reply templates dialog has no serious axe violation, light or dark', async ({ launch }) => {
  const { page } = await launch({ demo: true })
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  await screen.rows.nth(1).click()
  await screen.details.getByRole('button', { name: 'Reply templates' }).click()
  const dialog = page.getByRole('dialog', { name: 'Reply templates' })
  await expect(dialog.getByRole('textbox', { name: 'Greeting', exact: true })).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Closing', exact: true }).fill('Thanks {nope}')
  await expect(dialog.getByText(/Unknown placeholder \{nope\}/)).toBeVisible()
  const violations = await seriousViolationsInEachTheme(page)
  expect(violations, describeViolations(violations)).toEqual([])
})
