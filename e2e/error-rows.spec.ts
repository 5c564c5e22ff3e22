import type { Page } from '@playwright/test'
import type { DocumentedSingleItem } from '../src/shared/catalog'
import { rowTextFor } from '../src/shared/reply/error-table'
import { test, expect } from './fixtures'
import type { AppLaunch, LaunchedApp } from './launch-types'
import { describeViolations, seriousViolations } from './support/axe'
import { startMalformingCatalog, type MalformingCatalog } from './support/malforming-catalog'
import { expectTableWithRows } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * Error rows that know whose side they speak of (issue 76): a trade-hold error on the store's
 * own sending account asks the agent instead of telling the customer about their trade hold,
 * while the customer's trade hold is read, with the table that read it named beside the item.
 * "Always read this error as …" shows the row it saves (`*` for the offer's ID) and every
 * open item it reads before saving, then reads them, "Read by your table".
 *
 * A proxy gives four items waiting for send the error texts of these cases.
 */

const BOT_SIDE = 'Sending account has a trade hold after a password reset'
const CUSTOMER_SIDE = 'Partner has a trade hold (escrow 7 days)'
const UPSTREAM_A = 'Offer 6123456789 failed: upstream refused the reservation'
const UPSTREAM_B = 'Offer 6123456790 failed: upstream refused the reservation'

let catalog: TestCatalog
let front: MalformingCatalog
let items: DocumentedSingleItem[]
let botSide: DocumentedSingleItem
let customerSide: DocumentedSingleItem
let upstreamA: DocumentedSingleItem
let upstreamB: DocumentedSingleItem

test.beforeAll(async () => {
  catalog = await startTestCatalog({ items: 300 })
  items = []
  for (let id = 1; id < 300 && items.length < 4; id++) {
    const item = await catalog.item(id)
    if (item.status.value === 'WAITING_FOR_SEND' && item.error_message) items.push(item)
  }
  expect(items, 'four items waiting for send with an error').toHaveLength(4)
  ;[botSide, customerSide, upstreamA, upstreamB] = items as [
    DocumentedSingleItem,
    DocumentedSingleItem,
    DocumentedSingleItem,
    DocumentedSingleItem,
  ]
  const errors = new Map([
    [botSide.id, BOT_SIDE],
    [customerSide.id, CUSTOMER_SIDE],
    [upstreamA.id, UPSTREAM_A],
    [upstreamB.id, UPSTREAM_B],
  ])
  front = await startMalformingCatalog({
    upstream: catalog.url,
    rewrite: (path, body) => {
      const text = errors.get(Number(/^\/v1\/items\/(\d+)$/.exec(path)?.[1]))
      return text ? { ...body, data: { ...(body.data as object), error_message: text } } : body
    },
  })
})
test.afterAll(async () => {
  await front?.close()
  await catalog?.close()
})

function ticketScreen(page: Page) {
  const bulk = page.getByRole('region', { name: 'Bulk lookup' })
  return {
    bulk,
    pane: page.getByRole('region', { name: 'Item details' }),
    copyReply: bulk.getByRole('button', { name: 'Copy reply' }),
    row: (id: number) => bulk.locator(`tr[data-lookup-id="${id}"]`),
    situation: (id: number) => bulk.getByRole('combobox', { name: `Situation for item ${id}`, exact: true }),
  }
}

async function launchOnTicket(
  launch: (options: Omit<AppLaunch, 'mode'>) => Promise<LaunchedApp>,
): Promise<LaunchedApp> {
  const app = await launch({ baseUrl: front.url, token: catalog.token })
  await expectTableWithRows(app.page)
  await app.page.keyboard.press('ControlOrMeta+L')
  const text = `Hello, my items ${items.map((item) => `#${item.id}`).join(', ')} never arrived.`
  await app.page.evaluate((value) => navigator.clipboard.writeText(value), text)
  await app.page.keyboard.press('ControlOrMeta+V')
  await expect(app.page.getByRole('progressbar', { name: 'Lookup progress' })).toHaveAttribute(
    'aria-valuenow',
    String(items.length),
  )
  await expect(ticketScreen(app.page).copyReply).toBeEnabled()
  return app
}

/** The reply's paragraph naming item `id`. */
function paragraphOf(reply: string, id: number): string {
  const found = reply.split('\n\n').filter((paragraph) => paragraph.includes(`(ID ${id})`))
  expect(found, `one paragraph names ${id}`).toHaveLength(1)
  return found[0]!
}

test('a trade hold on the store’s own account asks the agent; the customer’s is read, and says by whom', async ({
  launch,
}) => {
  const app = await launchOnTicket(launch)
  const screen = ticketScreen(app.page)

  await expect(screen.row(customerSide.id).getByText('Read by the default table: trade hold')).toBeVisible()
  await expect(screen.situation(customerSide.id)).toHaveCount(0)

  await expect(screen.row(botSide.id).getByText('Needs your choice')).toBeVisible()
  const choice = screen.situation(botSide.id)
  await expect(choice).toHaveValue('')
  // The meaning the matching row gave comes first, apart from the others.
  await expect(choice.locator('optgroup').first()).toHaveAttribute('label', 'What the matching rows mean')
  await expect(choice.locator('optgroup').first().locator('option')).toHaveText([
    'Customer has a trade hold (Steam Guard)',
  ])

  await screen.row(botSide.id).getByRole('cell').first().click()
  await expect(
    screen.pane.getByText(
      "A row of the error table matches, but the error names another side than that row's cause.",
    ),
  ).toBeVisible()

  // The store's side is left open, so Copy reply asks first; copied anyway, it guesses nothing.
  await screen.copyReply.click()
  const question = screen.bulk.getByRole('alertdialog')
  await expect(question).toContainText(String(botSide.id))
  await question.getByRole('button', { name: 'Copy anyway' }).click()
  await expect(screen.bulk.getByText('Reply copied')).toBeVisible()
  const reply = await app.readClipboard()
  expect(paragraphOf(reply, botSide.id)).not.toContain('Your Steam account has a trade hold')
  expect(paragraphOf(reply, customerSide.id)).toContain('Your Steam account has a trade hold')
})

test('"Always read this error as …" shows the row and what it reads, then reads them, by your table', async ({
  launch,
}) => {
  const app = await launchOnTicket(launch)
  const screen = ticketScreen(app.page)
  await screen.situation(upstreamA.id).selectOption('checking')
  await screen
    .row(upstreamA.id)
    .getByRole('button', { name: 'Always read this error as “we are checking”' })
    .click()

  const asked = app.page.getByRole('alertdialog', { name: 'Always read this error as “we are checking”?' })
  await expect(asked).toContainText(
    `This row goes into your error table: ${rowTextFor(UPSTREAM_A)} means “we are checking”.`,
  )
  expect(rowTextFor(UPSTREAM_A)).toBe('offer * failed: upstream refused the reservation')
  const reads = asked.getByRole('list', { name: 'Items this row reads' })
  await expect(reads.getByRole('listitem')).toHaveText([
    new RegExp(`^Item ${upstreamA.id}, .+: read as “we are checking”$`),
    new RegExp(`^Item ${upstreamB.id}, .+: read as “we are checking”$`),
  ])
  await expect(asked.getByRole('button', { name: 'Cancel' })).toBeFocused()
  const violations = await seriousViolations(app.page, { everyImpact: true, include: ['.dialog'] })
  expect(violations, describeViolations(violations)).toEqual([])

  await asked.getByRole('button', { name: 'Add to the error table' }).click()
  await expect(asked).toBeHidden()
  for (const item of [upstreamA, upstreamB]) {
    await expect(screen.row(item.id).getByText('Read by your table: we are checking')).toBeVisible()
    await expect(screen.situation(item.id)).toHaveCount(0)
  }
  await screen.row(upstreamB.id).getByRole('cell').first().click()
  await expect(
    screen.pane.getByText(`Read by your table: we are checking, by the row “${rowTextFor(UPSTREAM_A)}”`),
  ).toBeVisible()
  await expect(screen.copyReply).toHaveAccessibleDescription('1 item needs your choice')
})
