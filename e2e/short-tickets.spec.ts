import type { Page } from '@playwright/test'
import { LANGUAGE_PACKS } from '../src/shared/reply/default-templates'
import { test, expect } from './fixtures'
import { expectLookupAnswered } from './support/lookup'
import { expectTableWithRows } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * Tickets as customers write them (issue 76): the last ID of a Chinese ticket, standing
 * before 。, is looked up with the others, and a ticket of two Russian words is answered in
 * Russian.
 */

let catalog: TestCatalog
test.beforeAll(async () => {
  // The demo's 5,000 items: 1042, 2291 and 4410 exist.
  catalog = await startTestCatalog()
})
test.afterAll(async () => {
  await catalog.close()
})

function lookupScreen(page: Page) {
  const bulk = page.getByRole('region', { name: 'Bulk lookup' })
  return {
    bulk,
    chips: bulk.getByRole('list', { name: 'IDs from the ticket' }),
    leftOutButton: bulk.getByRole('button', { name: /^Left out: \d+$/ }),
    rows: bulk
      .getByRole('table', { name: 'Lookup results' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') }),
    language: bulk.getByRole('combobox', { name: 'Reply language' }),
    fromTicket: bulk.getByText(/^Reply language from the ticket: /),
    copyReply: bulk.getByRole('button', { name: 'Copy reply' }),
  }
}

/** Pastes a ticket into Item ID, as an agent does with Ctrl+L and Ctrl+V. */
async function pasteIntoItemId(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+L')
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await page.keyboard.press('ControlOrMeta+V')
}

test('a Chinese ticket looks up its last ID, the one before 。, and is answered in Chinese', async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(page)
  await pasteIntoItemId(page, '你好，编号分别是 1042、2291 和 4410。')
  const screen = lookupScreen(page)
  await expectLookupAnswered(page, 3)
  await expect(screen.chips.getByRole('listitem')).toHaveText(['1042', '2291', '4410'])
  await expect(screen.rows).toHaveCount(3)
  await expect(screen.rows.nth(2).getByRole('cell').first()).toHaveText(/4410/)
  // Nothing was left out: every number of the ticket is a chip.
  await expect(screen.leftOutButton).toHaveCount(0)
  await expect(screen.language).toHaveValue('zh-CN')
  await expect(screen.fromTicket).toHaveText('Reply language from the ticket: 简体中文')
})

test('a ticket of two Russian words is answered in Russian', async ({ launch }) => {
  const app = await launch({ baseUrl: catalog.url, token: catalog.token })
  const { page } = app
  await expectTableWithRows(page)
  await pasteIntoItemId(page, 'не пришли 1042 и 2291')
  const screen = lookupScreen(page)
  await expectLookupAnswered(page, 2)
  await expect(screen.chips.getByRole('listitem')).toHaveText(['1042', '2291'])
  await expect(screen.language).toHaveValue('ru')
  await expect(screen.fromTicket).toHaveText('Reply language from the ticket: Русский')

  await page.evaluate(() => navigator.clipboard.writeText(''))
  await screen.copyReply.click()
  await expect.poll(() => app.readClipboard()).toContain(LANGUAGE_PACKS.ru.templates.closing)
  const reply = await app.readClipboard()
  expect(reply).toContain('1042')
  expect(reply).toContain('2291')
})
