import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { describeViolations, seriousViolations } from './support/axe'
import { expectLookupAnswered } from './support/lookup'
import {
  chooseInCatalogMenu,
  connectScreen,
  connectThroughForm,
  itemsScreen,
  signOutThroughMenu,
} from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'
import { filesContaining, readEveryFile } from './support/user-data-files'

test.use({ reuseWindows: true })

/**
 * A customer's ticket goes with the session (issue 77, R5-2): on a shared support PC the next
 * agent finds nothing of the last customer after Sign out, Clear history or Forget catalog,
 * neither on screen nor in Recent lookups, and the pasted text never reaches the disk.
 */
const CUSTOMER = {
  name: 'Annegret Vollmer-Szabo',
  email: 'annegret.vollmer@example.org',
  phone: '+49 170 5550123',
  street: 'Lindenallee 17b',
}
const IDS = [142, 157] as const
const TICKET = `Hello, this is ${CUSTOMER.name} (${CUSTOMER.email}, phone ${CUSTOMER.phone}, ${CUSTOMER.street}).
Items #${IDS[0]} and #${IDS[1]} never reached my inventory.`

let first: TestCatalog
let second: TestCatalog
test.beforeAll(async () => {
  first = await startTestCatalog({ items: 200, seed: 5 })
  second = await startTestCatalog({ items: 200, seed: 6 })
})
test.afterAll(async () => {
  await first.close()
  await second.close()
})

const lookupRegion = (page: Page) => page.getByRole('region', { name: 'Bulk lookup' })
const recentPanel = (page: Page) => page.getByRole('region', { name: 'Recent lookups' })

/** Pastes the ticket into Look up several, looks it up, and names the customer for the reply. */
async function answerTicket(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Look up several' }).click()
  await page.getByRole('textbox', { name: 'Item IDs' }).fill(TICKET)
  await lookupRegion(page).getByRole('button', { name: 'Look up', exact: true }).click()
  await expectLookupAnswered(page, IDS.length)
  await lookupRegion(page).getByRole('textbox', { name: 'Customer name' }).fill(CUSTOMER.name)
}

async function openRecentLookups(page: Page) {
  if ((await recentPanel(page).count()) === 0)
    await page.getByRole('button', { name: 'Recent lookups' }).click()
  await expect(recentPanel(page)).toBeVisible()
  return recentPanel(page)
}

/** What the window shows, typed values included: nothing of the customer, nor the ticket's lookup. */
async function expectNothingOfTheCustomer(page: Page): Promise<void> {
  await expect(lookupRegion(page)).toHaveCount(0)
  const recent = await openRecentLookups(page)
  await expect(recent.getByText(/^Lookup: /)).toHaveCount(0)
  await expect(recent.getByText(String(IDS[0]))).toHaveCount(0)
  const shown = await page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map(
        (field) => field.value,
      ),
    ].join('\n'),
  )
  for (const value of Object.values(CUSTOMER)) expect(shown).not.toContain(value)
}

test('Sign out takes the ticket, its customer and its Recent lookups; the pasted text never reached the disk', async ({
  launch,
  userDataDir,
}) => {
  test.slow(true, 'a whole lookup, a sign-out and a sign-in')
  const { page } = await launch({ userDataDir })
  await connectThroughForm(page, first, false)
  await answerTicket(page)
  const recent = await openRecentLookups(page)
  await expect(recent.getByText(`Lookup: ${IDS.join(', ')}`)).toBeVisible()
  // Kept on disk: its IDs, as Recent lookups keeps them…
  await expect.poll(async () => filesContaining(await readEveryFile(userDataDir), '"ids"')).not.toEqual([])
  // …and nothing of what the customer wrote.
  const files = await readEveryFile(userDataDir)
  for (const value of [...Object.values(CUSTOMER), 'never reached']) {
    expect(filesContaining(files, value), value).toEqual([])
  }

  await signOutThroughMenu(page)
  await expect(connectScreen(page).baseUrl).toBeVisible()
  await connectThroughForm(page, first, false)
  await expectNothingOfTheCustomer(page)
})

test('Clear history takes the ticket off the screen, and switching away and back brings none of it back', async ({
  launch,
}) => {
  test.slow(true, 'a whole lookup and two catalogs')
  const { page } = await launch()
  await connectThroughForm(page, second, false, { label: 'Second' })
  await chooseInCatalogMenu(page, 'Add catalog…')
  await connectThroughForm(page, first, false, { label: 'First' })
  await answerTicket(page)
  const recent = await openRecentLookups(page)
  await recent.getByRole('button', { name: 'Clear history' }).click()
  await expectNothingOfTheCustomer(page)

  await chooseInCatalogMenu(page, 'Second')
  // The switch remounts the header: a menu opened before it ends is closed by it.
  await expect(itemsScreen(page).catalogMenu).toContainText('Second')
  await chooseInCatalogMenu(page, 'First')
  await expect(page.getByRole('button', { name: 'Catalog', exact: true })).toContainText('First')
  await expectNothingOfTheCustomer(page)
})

test('Forget catalog and adding it again brings nothing of the ticket back', async ({ launch }) => {
  test.slow(true, 'a whole lookup, a forget and a sign-in')
  const { page } = await launch()
  await connectThroughForm(page, first, false)
  await answerTicket(page)
  await chooseInCatalogMenu(page, 'Forget catalog')
  await page
    .getByRole('alertdialog', { name: 'Forget catalog?' })
    .getByRole('button', { name: 'Forget catalog' })
    .click()
  await expect(connectScreen(page).baseUrl).toBeVisible()
  await connectThroughForm(page, first, false)
  await expectNothingOfTheCustomer(page)
})

test('Sign out says which catalogs stay signed in, and Sign out of all leaves none, nor any ticket', async ({
  launch,
}) => {
  test.slow(true, 'two catalogs, two lookups')
  const { page } = await launch()
  await connectThroughForm(page, second, false, { label: 'Second' })
  await answerTicket(page)
  await chooseInCatalogMenu(page, 'Add catalog…')
  await connectThroughForm(page, first, false, { label: 'First' })

  await chooseInCatalogMenu(page, 'Sign out')
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' })
  await expect(dialog).toContainText(
    'You stay signed in to 1 other catalog, Second: its token and any ticket open in it are kept.',
  )
  const violations = await seriousViolations(page, { everyImpact: true })
  expect(violations, describeViolations(violations)).toEqual([])
  await dialog.getByRole('button', { name: 'Sign out of all catalogs' }).click()
  await expect(connectScreen(page).baseUrl).toBeVisible()
  // No catalog can be resumed without its token.
  await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0)

  await connectThroughForm(page, second, false)
  await expectNothingOfTheCustomer(page)
})
