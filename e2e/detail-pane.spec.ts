import { test, expect } from './fixtures'
import type { Locator, Page } from '@playwright/test'
import { KNOWN_STATUSES, type KnownStatus, type DocumentedSingleItem } from '../src/shared/catalog'
import { DETAIL_TERMS, detailFields, detailValue } from './support/detail-pane'
import { itemsScreen, columnTexts, expectTableWithRows } from './support/screens'
import { itemsByStatus } from './support/status-items'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * The detail pane: one item of each status, opened by ID, by a click and by Enter, with
 * every field of the UI contract and the status readable at a glance.
 */

const READABLE: Readonly<Record<KnownStatus, string>> = {
  AVAILABLE: 'Available',
  WAITING_FOR_TRADE_ACCEPT: 'Waiting for trade accept',
  TRADE_ACCEPTED: 'Trade accepted',
  WAITING_FOR_SEND: 'Waiting for send',
  UNAVAILABLE: 'Unavailable',
}

/** A price as the English app writes it: grouped, the two fraction digits sent. */
const englishPrice = (sent: string) =>
  new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    sent as `${number}`,
  )

/** A catalog time's date and time as sent, as the English app writes them (nothing converted). */
function englishTime(sent: string | null): string {
  if (sent === null) return '—'
  const fields = new Date(`${sent.slice(0, 19).replace(' ', 'T')}Z`)
  return new Intl.DateTimeFormat('en', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(fields)
}

let catalog: TestCatalog
let byStatus: Record<KnownStatus, DocumentedSingleItem>
test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 1000 })
  byStatus = await itemsByStatus(catalog)
})
test.afterAll(async () => {
  await catalog.close()
})

async function openCatalog(launch: (options: { baseUrl: string; token: string }) => Promise<{ page: Page }>) {
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(page)
  return page
}

async function openById(page: Page, id: number) {
  const screen = itemsScreen(page)
  await screen.itemId.fill(String(id))
  await screen.openItem.click()
}

test('each of the five statuses opens by ID with a readable badge and every field', async ({ launch }) => {
  const page = await openCatalog(launch)
  const pane = itemsScreen(page).details
  for (const status of KNOWN_STATUSES) {
    const item = byStatus[status]
    await test.step(`${status} (item ${item.id})`, async () => {
      await openById(page, item.id)
      // The item's own ID, from its data: this item has arrived.
      await expect(detailValue(pane, 'Item ID')).toHaveText(String(item.id))
      await expect(pane.getByRole('term')).toHaveCount(DETAIL_TERMS.length)
      await expect(pane.getByRole('heading', { name: item.name, exact: true })).toBeVisible()
      const badge = pane.getByTitle(status, { exact: true })
      await expect(badge).toHaveText(READABLE[status])
      await expect(badge).toBeVisible()

      const fields = await detailFields(pane)
      expect(Object.keys(fields)).toEqual([...DETAIL_TERMS])
      expect(fields['Item ID']).toBe(String(item.id))
      expect(fields.Hash).toBe(item.hash)
      expect(fields.Status).toContain(READABLE[status])
      expect(fields.Status).toContain('Tell the customer:')
      expect(fields.Price).toBe(englishPrice(item.price))
      expect(fields['Market hash name']).toBe(item.market_hash_name)
      expect(fields['Trade offer ID']).toBe(String(item.trade_offer_id))
      expect(fields['Trade URL']).toContain(item.trade_url)
      expect(fields.Error).toBe(item.error_message ?? 'none')
      expect(fields['Bought at']).toContain(englishTime(item.bought_at))
      expect(fields['Next try']).toContain(englishTime(item.next_try))
      expect(fields['Last send']).toContain(englishTime(item.last_send))
      expect(fields['Send date']).toContain(englishTime(item.send_date))
      expect(fields['Error date']).toContain(englishTime(item.error_date))
      // The value as sent is on hover.
      await expect(detailValue(pane, 'Bought at').locator('time')).toHaveAttribute(
        'title',
        new RegExp(`^${item.bought_at.replace(/[.]/g, '\\.')} · your time: `),
      )
      if (item.last_send !== null)
        await expect(detailValue(pane, 'Last send').locator('time')).toHaveAttribute('title', item.last_send)
      await expect(pane).not.toContainText(/\b(null|undefined|NaN|Invalid Date)\b/)
    })
  }
})

test('Esc closes the pane; a row click and Enter on a focused row open items', async ({ launch }) => {
  const page = await openCatalog(launch)
  const screen = itemsScreen(page)
  const ids = await columnTexts(page, 'ID')

  await openById(page, Number(ids[0]))
  await expect(screen.details).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(screen.details).toHaveCount(0)

  await screen.rows.nth(2).click()
  await expect(detailValue(screen.details, 'Item ID')).toHaveText(ids[2]!)
  await page.keyboard.press('Escape')
  await expect(screen.details).toHaveCount(0)

  await screen.rows.nth(0).focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(detailValue(screen.details, 'Item ID')).toHaveText(ids[3]!)
  await expect(screen.rows.nth(3)).toHaveAttribute('aria-selected', 'true')
})

test('an ID the catalog does not have says "No item with ID N"', async ({ launch }) => {
  const page = await openCatalog(launch)
  const missing = (await catalog.total()) + 1
  await openById(page, missing)
  await expect(itemsScreen(page).details.getByRole('alert')).toContainText(`No item with ID ${missing}`)
})

test('at 900×600 the status, what it means, the timeline and Copy trade URL fit without scrolling', async ({
  launch,
}) => {
  const { page } = await launch({
    baseUrl: catalog.url,
    token: catalog.token,
    viewport: { width: 900, height: 600 },
  })
  await expectTableWithRows(page)
  const item = byStatus.WAITING_FOR_SEND
  await openById(page, item.id)
  const pane = itemsScreen(page).details
  await expect(detailValue(pane, 'Item ID')).toContainText(String(item.id))
  const onScreen = async (locator: Locator, what: string) => {
    const box = await locator.boundingBox()
    expect(box, what).not.toBeNull()
    expect(box!.y, what).toBeGreaterThanOrEqual(0)
    expect(box!.y + box!.height, `${what} ends at ${box!.y + box!.height}`).toBeLessThanOrEqual(600)
  }
  await onScreen(pane.getByTitle('WAITING_FOR_SEND', { exact: true }), 'the status badge')
  await onScreen(detailValue(pane, 'Status').getByText(/Tell the customer/), 'what to tell the customer')
  await onScreen(pane.getByRole('button', { name: 'Copy trade URL' }), 'Copy trade URL')
  for (const term of ['Bought at', 'Send date', 'Last send', 'Next try'] as const) {
    await onScreen(detailValue(pane, term), term)
  }
})
