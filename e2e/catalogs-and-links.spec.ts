import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { itemLink, lookupLink } from '../src/shared/links/catalog-link'
import {
  itemsScreen,
  chooseInCatalogMenu,
  connectScreen,
  connectThroughForm,
  expectTableWithRows,
} from './support/screens'
import { storedToken } from './support/keychain-entry'
import { startRecordingCatalog } from './support/recording-catalog'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * Production and staging side by side: two real catalogs (demo servers with different data
 * and tokens), switched without retyping a token; links from a ticket open items in the
 * right one, and a link never goes anywhere before the agent sees where it points.
 */

const PRODUCTION_ITEMS = 120
const STAGING_ITEMS = 80
let production: TestCatalog
let staging: TestCatalog
test.beforeAll(async () => {
  production = await startTestCatalog({ items: PRODUCTION_ITEMS, seed: 11 })
  staging = await startTestCatalog({ items: STAGING_ITEMS, seed: 22 })
})
test.afterAll(async () => {
  await production.close()
  await staging.close()
})

/** "of 120" in the results bar: that catalog's own rows show, not the previous one's. */
const itemCount = (page: Page, items: number) => page.getByText(`of ${items.toLocaleString('en-US')}`)

const detailsTitle = (page: Page) => itemsScreen(page).details.getByRole('heading', { level: 2 })

async function connectBoth(page: Page) {
  await connectThroughForm(page, production, true, { label: 'Production', environment: 'Production' })
  await chooseInCatalogMenu(page, 'Add catalog…')
  await connectThroughForm(page, staging, true, { label: 'Staging', environment: 'Staging' })
}

test('switches between production and staging without retyping a token; production is marked; tokens stay', async ({
  launch,
}) => {
  const { page } = await launch()
  await connectBoth(page)
  const screen = itemsScreen(page)
  const header = page.getByRole('banner')
  await expect(screen.catalogMenu).toContainText('Staging')
  await expect(header.getByText('Production', { exact: true })).toHaveCount(0)

  await chooseInCatalogMenu(page, 'Production')
  await expectTableWithRows(page)
  await expect(screen.catalogMenu).toContainText('Production')
  // The production marking: text in the header, not colour alone.
  await expect(header.locator('.tag--production')).toHaveText('Production')
  await expect(itemCount(page, PRODUCTION_ITEMS)).toBeVisible()

  await chooseInCatalogMenu(page, 'Staging')
  await expect(itemCount(page, STAGING_ITEMS)).toBeVisible()
  await expect(connectScreen(page).token).toHaveCount(0)
  expect(await storedToken(production.url)).toBe(production.token)
  expect(await storedToken(staging.url)).toBe(staging.token)
})

test('signs out only after confirming, and deletes only that catalog’s token', async ({ launch }) => {
  const { page } = await launch()
  await connectBoth(page)
  await chooseInCatalogMenu(page, 'Sign out')
  const dialog = page.getByRole('alertdialog', { name: 'Sign out?' })
  await expect(dialog).toContainText('Staging')
  // Enter lands on Cancel: nothing happens.
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  expect(await storedToken(staging.url)).toBe(staging.token)

  await chooseInCatalogMenu(page, 'Sign out')
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(connectScreen(page).baseUrl).toBeVisible()
  expect(await storedToken(staging.url)).toBeNull()
  expect(await storedToken(production.url)).toBe(production.token)

  // The other catalog's token is still saved: offered, focused, one Enter away.
  await expect(page.getByRole('status').filter({ hasText: 'Signed out of Staging.' })).toContainText(
    'Production still has its token.',
  )
  const offer = page.getByRole('button', { name: 'Continue with Production' })
  await expect(offer).toBeFocused()
  await page.keyboard.press('Enter')
  await expectTableWithRows(page)
  await expect(itemsScreen(page).catalogMenu).toContainText('Production')
})

test('an item link opens the item in the connected catalog; a lookup link opens the bulk lookup', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: production.url, token: production.token })
  await expectTableWithRows(app.page)
  await app.openLink('catalog-browser://item/7')
  await expect(detailsTitle(app.page)).toHaveText((await production.item(7)).name)

  await app.openLink(lookupLink([3, 4, 5], null))
  const results = app.page.getByRole('table', { name: 'Lookup results' })
  await expect(results.getByRole('row')).toHaveCount(4)
})

test('a link naming the other catalog says where it points before any request, then switches and opens it', async ({
  launch,
}) => {
  // Production behind a recorder: the proof that nothing reaches it before the agent agrees.
  const recorded = await startRecordingCatalog({ upstream: production.url })
  try {
    const app = await launch()
    await connectThroughForm(app.page, { url: recorded.url, token: production.token }, true, {
      label: 'Production',
      environment: 'Production',
    })
    await chooseInCatalogMenu(app.page, 'Add catalog…')
    await connectThroughForm(app.page, staging, true, { label: 'Staging', environment: 'Staging' })
    const before = recorded.requests.length

    await app.openLink(itemLink(9, recorded.url))
    const dialog = app.page.getByRole('alertdialog', { name: 'Open item 9 in Production?' })
    await expect(dialog).toContainText(recorded.url)
    await expect(dialog).toContainText('You are connected to Staging')
    expect(recorded.requests.slice(before)).toEqual([])

    await dialog.getByRole('button', { name: 'Switch and open' }).click()
    await expect(itemsScreen(app.page).catalogMenu).toContainText('Production')
    await expect(detailsTitle(app.page)).toHaveText((await production.item(9)).name)
    expect(recorded.requests.slice(before)).toContain('/v1/items/9')
  } finally {
    await recorded.close()
  }
})

test('a link naming an unknown catalog is not followed: it offers to add it, prefilled', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: production.url, token: production.token })
  await expectTableWithRows(app.page)
  await app.openLink(itemLink(4, staging.url))
  const dialog = app.page.getByRole('alertdialog', { name: 'Link to an unknown catalog' })
  await expect(dialog).toContainText(staging.url)
  await dialog.getByRole('button', { name: 'Add catalog…' }).click()
  const connect = connectScreen(app.page)
  await expect(connect.baseUrl).toHaveValue(staging.url)
  await connect.token.fill(staging.token)
  await connect.connect.click()
  await expect(detailsTitle(app.page)).toHaveText((await staging.item(4)).name)
})

test('a link with a token parameter, or a malformed one, is refused with what was wrong', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: production.url, token: production.token })
  await expectTableWithRows(app.page)
  await app.openLink('catalog-browser://item/5?token=pasted-secret-123')
  const refused = app.page.getByRole('alertdialog', { name: 'Link not opened' })
  await expect(refused).toContainText('never carry tokens')
  await expect(refused).not.toContainText('pasted-secret-123')
  await refused.getByRole('button', { name: 'OK' }).click()
  await expect(itemsScreen(app.page).details).toHaveCount(0)

  await app.openLink('catalog-browser://item/0')
  await expect(refused).toContainText('“0” is not an item ID')
})

test('R7: a burst of malformed links is one dialog that counts the rest, and echoes none of them', async ({
  launch,
}) => {
  const app = await launch({ baseUrl: production.url, token: production.token })
  await expectTableWithRows(app.page)
  for (let n = 0; n < 12; n += 1) await app.openLink(`catalog-browser://item/x.${n}%0Aforged\u202e`)
  const refused = app.page.getByRole('alertdialog', { name: 'Link not opened' })
  await expect(refused).toContainText('What follows item/ is not an item ID')
  await expect(refused).toContainText('11 more links were not opened.')
  await expect(refused).not.toContainText('forged')
  await refused.getByRole('button', { name: 'OK' }).click()
  await expect(app.page.getByRole('alertdialog')).toHaveCount(0)
})

test('a link that starts the app is handled once the window is up', async ({ launch }) => {
  const app = await launch({
    baseUrl: production.url,
    token: production.token,
    link: 'catalog-browser://item/12',
  })
  // The window first, then the item it was started with: each step within its own wait.
  await expectTableWithRows(app.page)
  await expect(detailsTitle(app.page)).toHaveText((await production.item(12)).name)
})

test('Copy link in the detail pane copies a link that opens the same item in the same catalog', async ({
  launch,
}) => {
  const app = await launch()
  await connectBoth(app.page)
  const screen = itemsScreen(app.page)
  await screen.itemId.fill('6')
  await screen.openItem.click()
  const copy = screen.details.getByRole('button', { name: 'Copy link' })
  await copy.click()
  await expect(copy).toHaveText('Copied')
  const link = await app.readClipboard()
  expect(link).toBe(itemLink(6, staging.url))

  await chooseInCatalogMenu(app.page, 'Production')
  // Staging's table is still on screen while the switch is under way: a link taken then
  // would be classified against Staging and open without asking.
  await expect(itemCount(app.page, PRODUCTION_ITEMS)).toBeVisible()
  await app.openLink(link)
  const dialog = app.page.getByRole('alertdialog', { name: 'Open item 6 in Staging?' })
  await dialog.getByRole('button', { name: 'Switch and open' }).click()
  await expect(detailsTitle(app.page)).toHaveText((await staging.item(6)).name)
})
