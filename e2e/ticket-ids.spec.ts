import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { seriousViolations, describeViolations } from './support/axe'
import { expectLookupAnswered } from './support/lookup'
import { itemsScreen, expectTableWithRows } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * Only the customer's IDs (issue 38): a pasted ticket's prices, days and quantities are left
 * out and said so, one click away, in the ticket's own language; a number taken without a
 * marker beside numbers left out sends focus to the chips to be checked, not to Copy reply.
 */

let catalog: TestCatalog
test.beforeAll(async () => {
  // The demo's 5,000 items: 1042 and 2291 exist, and so would every number a reader wrongly took.
  catalog = await startTestCatalog()
})
test.afterAll(async () => {
  await catalog.close()
})

const TICKETS = [
  {
    language: 'German',
    text: 'Hallo, ich habe vor 3 Tagen bestellt (Artikel 1042 und 2291, zusammen 23,50 €), aber nichts erhalten.',
    leftOut: 'left out: 3 (days), 23,50 € (price)',
  },
  {
    language: 'Russian',
    text: 'Здравствуйте! Заказы №1042 и №2291 на 1 500,00 ₽ оплачены 3 дня назад, но предметы не пришли.',
    leftOut: 'left out: 1 500,00 ₽ (price), 3 (days)',
  },
  {
    language: 'Portuguese',
    text: 'Olá, paguei R$ 23,50 há 3 dias pelos itens 1042 e 2291 e ainda não recebi.',
    leftOut: 'left out: R$ 23,50 (price), 3 (days)',
  },
] as const

function ticketScreen(page: Page) {
  const bulk = page.getByRole('region', { name: 'Bulk lookup' })
  const results = page.getByRole('table', { name: 'Lookup results' })
  return {
    bulk,
    chips: bulk.getByRole('list', { name: 'IDs from the ticket' }),
    leftOutButton: bulk.getByRole('button', { name: /^Left out: \d+$/ }),
    rows: results.getByRole('row').filter({ has: page.getByRole('cell') }),
    copyReply: bulk.getByRole('button', { name: 'Copy reply' }),
  }
}

/** Pastes a ticket into Item ID, as an agent does with Ctrl+L and Ctrl+V. */
async function pasteIntoItemId(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+L')
  await page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await page.keyboard.press('ControlOrMeta+V')
}

for (const ticket of TICKETS) {
  test(`a ${ticket.language} ticket looks up only its customer's two IDs and says what it left out`, async ({
    launch,
  }) => {
    const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
    await expectTableWithRows(page)
    await pasteIntoItemId(page, ticket.text)
    const screen = ticketScreen(page)
    await expectLookupAnswered(page, 2)
    await expect(screen.chips.getByRole('listitem')).toHaveText(['1042', '2291'])
    await expect(screen.rows).toHaveCount(2)
    await expect(screen.rows.nth(0).getByRole('cell').first()).toHaveText(/1042/)
    await expect(screen.rows.nth(1).getByRole('cell').first()).toHaveText(/2291/)
    // Every number of the ticket had a marker: nothing was guessed, so nothing asks to be checked.
    await expect(screen.chips.getByRole('button', { name: 'Remove 1042' })).not.toBeFocused()

    await expect(screen.bulk.getByText(ticket.leftOut)).toBeHidden()
    await screen.leftOutButton.click()
    await expect(screen.leftOutButton).toHaveAttribute('aria-expanded', 'true')
    await expect(screen.bulk.getByText(ticket.leftOut, { exact: true })).toBeVisible()
  })
}

test('numbers taken without a marker beside left-out ones send focus to the chips; a chip removed is not looked up', async ({
  launch,
}) => {
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(page)
  await pasteIntoItemId(page, 'paid 23,50 € for 1042 and 2291, 3 days ago')
  const screen = ticketScreen(page)
  await expectLookupAnswered(page, 2)
  const removeFirst = screen.chips.getByRole('button', { name: 'Remove 1042' })
  await expect(removeFirst).toBeFocused()
  await expect(screen.copyReply).not.toBeFocused()
  await expect(screen.leftOutButton).toHaveText('Left out: 2')

  const violations = await seriousViolations(page, { everyImpact: true, include: '.ticket-ids' })
  expect(violations, describeViolations(violations)).toEqual([])

  await page.keyboard.press('Enter')
  await expect(screen.chips.getByRole('listitem')).toHaveText(['2291'])
  await expect(screen.rows).toHaveCount(1)
  await expect(screen.rows.first().getByRole('cell').first()).toHaveText(/2291/)
})

test('one ID in a sentence pasted into Item ID opens that item', async ({ launch }) => {
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(page)
  const screen = itemsScreen(page)
  await pasteIntoItemId(page, 'Hi there, item 3310 still not in my inventory??')
  await expect(screen.itemId).toHaveValue('3310')
  await page.keyboard.press('Enter')
  await expect(screen.details.getByRole('paragraph').filter({ hasText: /^Item 3310$/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Bulk lookup' })).toHaveCount(0)
})
