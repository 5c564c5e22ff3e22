import type { Page } from '@playwright/test'
import { LANGUAGE_PACKS } from '../src/shared/reply/default-templates'
import type { ReplyLanguage } from '../src/shared/i18n/languages'
import { test, expect } from './fixtures'
import { itemsScreen, expectTableWithRows } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * The reply follows the ticket's own words (issue 37): a German ticket is answered in German,
 * the next, English, one in English, and a ticket of IDs only in the catalog's usual language,
 * with no claim that it came from the ticket. A choice made for one ticket never carries over.
 */

let catalog: TestCatalog
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 60 })
})
test.afterAll(async () => {
  await catalog.close()
})

const GERMAN =
  'Hallo, ich habe die Artikel #12 und #34 gekauft, aber sie sind immer noch nicht angekommen. Können Sie das bitte prüfen?'
const ENGLISH =
  'Hi, I bought items #12 and #34 two days ago and they still have not arrived. Can you check please?'
const IDS_ONLY = '12\n34'

function replyTools(page: Page) {
  const bulk = page.getByRole('region', { name: 'Bulk lookup' })
  return {
    bulk,
    progress: page.getByRole('progressbar', { name: 'Lookup progress' }),
    copyReply: bulk.getByRole('button', { name: 'Copy reply' }),
    language: bulk.getByRole('combobox', { name: 'Reply language' }),
    fromTicket: bulk.getByText(/^Reply language from the ticket: /),
  }
}

/** Pastes a ticket into Item ID (a new lookup each time) and waits for its two answers. */
async function pasteTicket(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+L')
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await page.keyboard.press('ControlOrMeta+V')
  await expect(replyTools(page).progress).toHaveAttribute('aria-valuenow', '2')
  await expect(replyTools(page).copyReply).toBeEnabled()
}

/** The reply `Copy reply` puts on the clipboard ends with the language's closing. */
async function expectReplyIn(app: { readClipboard(): Promise<string> }, page: Page, language: ReplyLanguage) {
  await page.evaluate(() => navigator.clipboard.writeText(''))
  await replyTools(page).copyReply.click()
  await expect.poll(() => app.readClipboard()).toContain(LANGUAGE_PACKS[language].templates.closing)
}

test('a German ticket is answered in German, the next English one in English, IDs only in the usual language', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  const { page } = app
  await expectTableWithRows(page)
  const tools = replyTools(page)

  // IDs only: the catalog's usual language, said as such; choosing one changes the usual one.
  await pasteTicket(page, IDS_ONLY)
  await expect(tools.language).toHaveValue('en')
  await expect(
    tools.bulk.getByText("This catalog's usual reply language: English (the ticket does not say)"),
  ).toBeVisible()
  await expect(tools.fromTicket).toHaveCount(0)
  await tools.language.selectOption('es')
  await expect(
    tools.bulk.getByText("This catalog's usual reply language: Español (the ticket does not say)"),
  ).toBeVisible()

  await pasteTicket(page, GERMAN)
  await expect(tools.language).toHaveValue('de')
  await expect(tools.fromTicket).toHaveText('Reply language from the ticket: Deutsch')
  await expectReplyIn(app, page, 'de')
  // The open item's reply tools, in the details, answer the same ticket.
  await tools.bulk.getByRole('table', { name: 'Lookup results' }).getByRole('row').nth(1).click()
  const details = itemsScreen(page).details
  await expect(details.getByRole('combobox', { name: 'Reply language' })).toHaveValue('de')
  // A choice for this ticket is for this ticket only.
  await tools.language.selectOption('pt-BR')
  await expect(
    tools.bulk.getByText(
      'Reply language for this ticket only: Português (Brasil) (the ticket reads as Deutsch)',
    ),
  ).toBeVisible()
  await expectReplyIn(app, page, 'pt-BR')

  await pasteTicket(page, ENGLISH)
  await expect(tools.language).toHaveValue('en')
  await expect(tools.fromTicket).toHaveText('Reply language from the ticket: English')
  await expectReplyIn(app, page, 'en')

  // IDs only again: the usual language (Español), not the last ticket's, and no claim.
  await pasteTicket(page, IDS_ONLY)
  await expect(tools.language).toHaveValue('es')
  await expect(tools.fromTicket).toHaveCount(0)
  await expect(
    tools.bulk.getByText("This catalog's usual reply language: Español (the ticket does not say)"),
  ).toBeVisible()
  await expectReplyIn(app, page, 'es')

  // Closing the lookup ends the ticket: the details go back to the usual language.
  await pasteTicket(page, GERMAN)
  await expect(tools.language).toHaveValue('de')
  await tools.bulk.getByRole('table', { name: 'Lookup results' }).getByRole('row').nth(1).click()
  await expect(details.getByRole('combobox', { name: 'Reply language' })).toHaveValue('de')
  await page.getByRole('button', { name: 'Close bulk lookup' }).click()
  await expect(tools.bulk).toBeHidden()
  await expect(details.getByRole('combobox', { name: 'Reply language' })).toHaveValue('es')
})
