import type { Page } from '@playwright/test'
import type { DocumentedSingleItem, KnownStatus } from '../src/shared/catalog'
import { statusWords } from '../src/shared/catalog/status-words'
import { APP_LANGUAGE_CODES } from '../src/shared/i18n/app-languages'
import { LANGUAGE_PACKS } from '../src/shared/reply/default-templates'
import { DEFAULT_QUICK_ANSWER_SHORTCUT, formatShortcut } from '../src/shared/quick-answer/default-shortcut'
import { expect, test } from './fixtures'
import type { AppLaunch, LaunchedApp } from './launch-types'
import { appWords, type ShownLanguage } from './support/app-words'
import { describeViolations, seriousViolationsInEachTheme } from './support/axe'
import { expectTableWithRows, signOutThroughMenu } from './support/screens'
import { itemsByStatus } from './support/status-items'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'
import { startUnknownErrorsCatalog } from './support/unknown-errors'

/**
 * The Quick answer window (issue 81): a ticket copied in another program, the shortcut, the
 * statuses and the reply read in the window, Enter, and the reply is on the clipboard with the
 * window gone, in each of the app's languages. Without a catalog, text or IDs it says what to do.
 */

let catalog: TestCatalog
let byStatus: Record<KnownStatus, DocumentedSingleItem>
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 120 })
  byStatus = await itemsByStatus(catalog, 120)
})
test.afterAll(async () => {
  await catalog.close()
})

/** One item of each status, as a customer lists them in English. */
function fiveItemTicket(): { readonly text: string; readonly items: readonly DocumentedSingleItem[] } {
  const items = Object.values(byStatus)
  const ids = items.map((item) => `#${item.id}`)
  return {
    text: `Hi, I bought ${ids.slice(0, -1).join(', ')} and ${ids.at(-1)} last week and have not got them yet. Can you check please?`,
    items,
  }
}

/** The Quick answer window's parts, by the names a reader of `language` hears. */
function quickWindow(page: Page, language: ShownLanguage) {
  const words = appWords(language)
  const dialog = page.getByRole('dialog', { name: words('quickAnswer.title'), exact: true })
  return {
    words,
    dialog,
    items: dialog.getByRole('list', { name: words('quickAnswer.items'), exact: true }).getByRole('listitem'),
    ticketIds: dialog.getByRole('list', { name: words('ticket.ids.label'), exact: true }),
    preview: dialog.getByRole('region', { name: words('quickAnswer.preview'), exact: true }),
    copyReply: dialog.getByRole('button', { name: words('replyTools.copyReply'), exact: true }),
    language: dialog.getByRole('combobox', { name: words('replyTools.language'), exact: true }),
    customerName: dialog.getByRole('textbox', { name: words('replyTools.customerName'), exact: true }),
    openInMain: dialog.getByRole('button', { name: words('quickAnswer.openInMain'), exact: true }),
    nothing: dialog.getByRole('status').filter({ hasText: words('quickAnswer.copyAgain', { shortcut }) }),
  }
}

const shortcut = formatShortcut(DEFAULT_QUICK_ANSWER_SHORTCUT, process.platform === 'darwin')

for (const language of APP_LANGUAGE_CODES) {
  test(`a copied 5-item ticket, the shortcut, Enter: the reply is on the clipboard (${language})`, async ({
    launch,
  }) => {
    const app = await launch({ baseUrl: catalog.url, token: catalog.token, locale: language })
    const items = app.page.getByRole('table', { name: appWords(language)('table.label'), exact: true })
    await expect(items.getByRole('row').nth(1)).toBeVisible()
    const ticket = fiveItemTicket()
    await app.writeClipboard(ticket.text)

    const page = await app.quickAnswer()
    const quick = quickWindow(page, language)
    await expect(quick.items).toHaveCount(5)
    for (const [index, item] of ticket.items.entries()) {
      await expect(quick.items.nth(index)).toContainText(String(item.id))
      await expect(quick.items.nth(index)).toContainText(quick.words(statusWords(item.status.value).id))
    }
    // Every answer in: focus is on Copy reply, and the preview is the reply it copies.
    await expect(quick.copyReply).toBeFocused()
    await quick.customerName.fill('Alex')
    await expect(quick.preview).toContainText('Alex')
    await expect(quick.preview).toContainText(LANGUAGE_PACKS.en.templates.closing.split('\n')[0]!)
    const shown = await quick.preview.innerText()

    await pressToClose(app, page, 'Enter')
    expect(normalised(await app.readClipboard())).toBe(normalised(shown))
  })
}

/**
 * Presses `key` in the Quick answer window and waits for the window to close: hidden, its page
 * kept loaded for the next press and holding nothing of the ticket it answered.
 */
async function pressToClose(app: LaunchedApp, page: Page, key: string): Promise<void> {
  await page.keyboard.press(key)
  await expect.poll(() => app.quickAnswerShown()).toBe(false)
  const quick = quickWindow(page, 'en')
  await expect(quick.items).toHaveCount(0)
  await expect(quick.ticketIds).toHaveCount(0)
  await expect(quick.preview).toHaveCount(0)
}

/** The app on the test catalog, a copied five-item ticket and the shortcut: its window with every item shown. */
async function answerFiveItemTicket(launch: (options?: Omit<AppLaunch, 'mode'>) => Promise<LaunchedApp>) {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(app.page)
  const ticket = fiveItemTicket()
  await app.writeClipboard(ticket.text)
  const page = await app.quickAnswer()
  await expect(quickWindow(page, 'en').items).toHaveCount(5)
  return { app, ticket, page }
}

/** The preview as read from the screen and the reply as copied, compared by their words. */
const normalised = (text: string) => text.replace(/\s+/g, ' ').trim()

test("the reply language is the ticket's, changeable; Esc closes the window", async ({ launch }) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(app.page)
  const { accepted, waiting } = { accepted: byStatus.TRADE_ACCEPTED, waiting: byStatus.WAITING_FOR_SEND }
  await app.writeClipboard(
    `Hallo, ich habe die Artikel #${accepted.id} und #${waiting.id} gekauft, aber sie sind immer noch nicht angekommen. Können Sie das bitte prüfen?`,
  )
  const page = await app.quickAnswer()
  const quick = quickWindow(page, 'en')
  await expect(quick.preview).toContainText(LANGUAGE_PACKS.de.templates.closing.split('\n')[0]!)
  await quick.language.selectOption('en')
  await expect(quick.preview).toContainText(LANGUAGE_PACKS.en.templates.closing.split('\n')[0]!)

  await pressToClose(app, page, 'Escape')
})

test('an empty clipboard, a text with no ID and no catalog each say what to do', async ({ launch }) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(app.page)

  await app.writeClipboard('')
  let quick = quickWindow(await app.quickAnswer(), 'en')
  await expect(quick.nothing).toContainText(quick.words('quickAnswer.noText'))

  await app.writeClipboard('Hello, my order has not arrived yet. Can you help?')
  quick = quickWindow(await app.quickAnswer(), 'en')
  await expect(quick.nothing).toBeVisible()
  await expect(quick.items).toHaveCount(0)

  const disconnected = await launch()
  await disconnected.writeClipboard(fiveItemTicket().text)
  const page = await disconnected.quickAnswer()
  await expect(
    quickWindow(page, 'en')
      .dialog.getByRole('status')
      .filter({
        hasText: appWords('en')('quickAnswer.noCatalog', { shortcut }),
      }),
  ).toBeVisible()
})

test('an item whose error the lead has not named needs the choice in place', async ({ launch }) => {
  const unknown = await startUnknownErrorsCatalog({ errors: ['Courier lost the parcel somewhere (code 77)'] })
  try {
    const app = await launch({ baseUrl: unknown.url, token: unknown.catalog.token })
    await expectTableWithRows(app.page)
    const [item] = unknown.unknown
    await app.writeClipboard(`Item #${item!.id} never came.`)
    const quick = quickWindow(await app.quickAnswer(), 'en')
    const row = quick.items.filter({ hasText: String(item!.id) })
    await expect(
      row.getByRole('combobox', { name: `Situation for item ${item!.id}`, exact: true }),
    ).toBeVisible()
  } finally {
    await unknown.close()
  }
})

test('the Quick answer window is axe-clean at every impact in both themes, under the main CSP', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(app.page)
  await app.writeClipboard(fiveItemTicket().text)
  const page = await app.quickAnswer()
  const policy = (of: Page) =>
    of.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(await policy(page)).toBe(await policy(app.page))
  const quick = quickWindow(page, 'en')
  await expect(quick.copyReply).toBeFocused()
  const violations = await seriousViolationsInEachTheme(page, { everyImpact: true })
  expect(violations, describeViolations(violations)).toEqual([])

  await app.writeClipboard('')
  const empty = await app.quickAnswer()
  await expect(quickWindow(empty, 'en').nothing).toBeVisible()
  const emptyViolations = await seriousViolationsInEachTheme(empty, { everyImpact: true })
  expect(emptyViolations, describeViolations(emptyViolations)).toEqual([])
})

test('Open in Catalog Browser opens the same lookup in the main window, in the reply language chosen', async ({
  launch,
}) => {
  const { app, ticket, page } = await answerFiveItemTicket(launch)
  const quick = quickWindow(page, 'en')
  await expect(quick.language).toHaveValue('en')
  await quick.language.selectOption('de')

  await quick.openInMain.click()
  await expect.poll(() => app.quickAnswerShown()).toBe(false)
  const results = app.page.getByRole('table', { name: 'Lookup results' })
  await expect(results.getByRole('row')).toHaveCount(6)
  for (const item of ticket.items) await expect(results).toContainText(String(item.id))
  const lookup = app.page.getByRole('region', { name: 'Bulk lookup' })
  await expect(lookup.getByRole('combobox', { name: 'Reply language', exact: true })).toHaveValue('de')
})

test('the window is kept for the next press and shows only its ticket; Sign out closes it for good', async ({
  launch,
}) => {
  const { app, ticket, page } = await answerFiveItemTicket(launch)
  await pressToClose(app, page, 'Escape')

  const [first, second] = ticket.items
  expect(first!.name).not.toBe(second!.name)
  await app.writeClipboard(`Hi, item #${second!.id} has not come yet.`)
  const again = await app.quickAnswer()
  expect(again).toBe(page)
  expect(await app.quickAnswerShown()).toBe(true)
  const quick = quickWindow(again, 'en')
  await expect(quick.ticketIds.getByRole('listitem')).toHaveText([String(second!.id)])
  await expect(quick.items).toHaveCount(1)
  await expect(quick.items).toContainText(second!.name)
  await expect(quick.items).not.toContainText(first!.name)

  const gone = page.waitForEvent('close')
  await app.page.bringToFront()
  await signOutThroughMenu(app.page)
  await gone
  expect(await app.quickAnswerShown()).toBe(false)
})
