import type { Locator, Page } from '@playwright/test'
import { MAX_LIMIT } from '../src/shared/catalog/limits'
import { APP_LANGUAGES } from '../src/shared/i18n/app-languages'
import { situationOf } from '../src/shared/reply/advise'
import { LANGUAGE_PACKS } from '../src/shared/reply/default-templates'
import { holdsParts, templateParts } from '../src/shared/reply/template-parts.test-support'
import { singleItem } from '../src/renderer/testing/sample-items.test-support'
import { test, expect } from './fixtures'
import { appWords } from './support/app-words'
import { describeViolations, seriousViolations } from './support/axe'
import { WHOLE_LOOKUP_MS } from './support/lookup'
import { BOUGHT_AROUND, NAME_TICKETS, namedIn, NOW, REDLINE } from './support/name-ticket'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * A ticket that names its item and a day, and no ID (issue 80), answered in every app
 * language in at most five actions from the paste to the reply: `Ctrl+L`, paste, `Find items
 * named <name>`, `Customer's item <id>` on the row the ticket's day put first, `Copy reply`.
 * Every control is found by the name the catalogs give it in that language, and the reply is
 * in the customer's language and speaks of the marked item alone.
 */

/** The measure: from the paste to the reply in at most this many actions. */
const MOST_ACTIONS = 5

let catalog: TestCatalog
/** The IDs the catalog lists for the name. */
let matches: number[]
/** The one item of the name the catalog says was bought on the ticket's "yesterday". */
let yesterdays: Awaited<ReturnType<TestCatalog['item']>>
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 400, now: NOW })
  matches = (await catalog.list({ market_hash_name: [REDLINE] }, MAX_LIMIT)).data.map((item) => item.id)
  const items = await Promise.all(matches.map((id) => catalog.item(id)))
  const boughtThatDay = items.filter((item) => item.bought_at.startsWith(BOUGHT_AROUND.yesterday))
  expect(boughtThatDay, 'the catalog has one item of the name bought yesterday').toHaveLength(1)
  expect(matches.length).toBeGreaterThan(boughtThatDay.length)
  yesterdays = boughtThatDay[0]!
})
test.afterAll(async () => {
  await catalog.close()
})

/**
 * The agent's hands: every key pressed and control used goes through it and is counted, so
 * the test says how many actions the answer took, not how many it was written to take.
 */
function countedAgent(page: Page) {
  let actions = 0
  return {
    actions: () => actions,
    press: async (key: string) => {
      actions += 1
      await page.keyboard.press(key)
    },
    click: async (target: Locator) => {
      actions += 1
      await target.click()
    },
    check: async (target: Locator) => {
      actions += 1
      await target.check()
    },
  }
}

async function expectAxeClean(page: Page) {
  const violations = await seriousViolations(page, { everyImpact: true })
  expect(violations, describeViolations(violations)).toEqual([])
}

/** The reply holds `template`'s own words, in order, whatever filled its placeholders. */
function expectSays(reply: string, template: string, what: string) {
  expect(holdsParts(reply, templateParts(template)), `the reply says ${what}:\n${reply}`).toBe(true)
}

for (const { code: language, name: languageName } of APP_LANGUAGES) {
  test(`a ticket in ${languageName} naming an item and a day is answered in ${MOST_ACTIONS} actions, in ${languageName}`, async ({
    launch,
  }) => {
    const words = appWords(language)
    const ticket = NAME_TICKETS[language]
    const app = await launch({
      baseUrl: catalog.url,
      token: catalog.token,
      locale: language,
      skippableTime: true,
    })
    const { page } = app
    // The agent's today is the catalog's: set before the ticket is read, never raced.
    await page.clock.setSystemTime(NOW)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    const items = page.getByRole('table', { name: words('table.label'), exact: true })
    await expect(
      items
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
    ).toBeVisible()
    // The ticket, copied from the help desk: on the clipboard before the agent starts.
    await page.evaluate((text) => navigator.clipboard.writeText(text), ticket.text)
    const agent = countedAgent(page)

    await agent.press('ControlOrMeta+L')
    await agent.press('ControlOrMeta+V')
    const find = page.getByRole('button', {
      name: words('lookup.byName.find', { name: REDLINE }),
      exact: true,
    })
    await expect(find).toBeVisible()
    await expectAxeClean(page)
    await agent.click(find)

    const bulk = page.getByRole('region', { name: words('lookup.region'), exact: true })
    await expect(
      bulk.getByText(words('lookup.byName.note', { name: REDLINE, found: matches.length })),
    ).toBeVisible()
    // The text is answered: neither Item ID nor the lookup still says it holds no ID.
    await expect(find).toBeHidden()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('progressbar', { name: words('lookup.progress.label') })).toHaveAttribute(
      'aria-valuenow',
      String(matches.length),
      { timeout: WHOLE_LOOKUP_MS },
    )
    // The window is the ticket's day, read in its language, and the item bought that day leads.
    const window = bulk.getByRole('group', { name: words('lookup.boughtAround.legend'), exact: true })
    const readFrom = words('lookup.boughtAround.read', { range: '\u0000', words: ticket.day }).split('\u0000')
    for (const part of readFrom) await expect(window).toContainText(part)
    await expect(window.getByLabel(words('lookup.boughtAround.from'), { exact: true })).toHaveValue(
      BOUGHT_AROUND.from,
    )
    await expect(window.getByLabel(words('lookup.boughtAround.to'), { exact: true })).toHaveValue(
      BOUGHT_AROUND.to,
    )
    const rows = bulk.locator('tr[data-lookup-id]')
    await expect(rows).toHaveCount(matches.length)
    await expect(rows.first()).toHaveAttribute('data-lookup-id', String(yesterdays.id))

    const mark = rows
      .first()
      .getByRole('checkbox', { name: words('lookup.customerRows.mark', { id: yesterdays.id }), exact: true })
    await agent.check(mark)
    await expect(mark).toBeChecked()
    await expectAxeClean(page)
    await agent.click(bulk.getByRole('button', { name: words('replyTools.copyReply'), exact: true }))
    await expect(bulk.getByText(words('replyTools.copied'), { exact: true })).toBeVisible()
    expect(agent.actions()).toBeLessThanOrEqual(MOST_ACTIONS)

    // In the customer's language, read from the ticket, about the marked item and no other match.
    await expect(bulk.getByRole('combobox', { name: words('replyTools.language'), exact: true })).toHaveValue(
      language,
    )
    const reply = await app.readClipboard()
    expect(namedIn(reply, matches)).toEqual([yesterdays.id])
    const templates = LANGUAGE_PACKS[language].templates
    const { situation } = situationOf(
      { kind: 'item', item: singleItem(yesterdays) },
      { now: new Date(NOW), catalogTimeZone: null },
    )
    expectSays(reply, templates[situation], `what ${situation} means for the item`)
    expectSays(reply, templates.closing, 'its closing')
  })
}
