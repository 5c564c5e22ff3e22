import { test, expect } from './fixtures'
import type { Page } from '@playwright/test'
import { describeViolations, seriousViolationsInEachTheme, type ScanScope } from './support/axe'
import {
  itemsScreen,
  chooseInCatalogMenu,
  connectScreen,
  connectThroughForm,
  expectTableWithRows,
  openItemById,
  signOutThroughMenu,
  watchedPanel,
} from './support/screens'
import { itemsByStatus } from './support/status-items'
import { startRecordingCatalog } from './support/recording-catalog'
import { startTestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * axe-core finds no serious or critical violation on the three main screens, in the light
 * theme and in the dark one: each screen read whole, a dialog opened over one already read
 * on its own.
 */

async function expectNoSeriousViolations(page: Page, scope: ScanScope = {}) {
  const violations = await seriousViolationsInEachTheme(page, scope)
  expect(violations, describeViolations(violations)).toEqual([])
}

test('connect screen', async ({ launch }) => {
  const { page } = await launch()
  await expect(connectScreen(page).connect).toBeVisible()
  await expectNoSeriousViolations(page)
})

test('item table', async ({ launch }) => {
  const { page } = await launch({ demo: true })
  await expectTableWithRows(page)
  await expectNoSeriousViolations(page)
})

test('Catalog menu and the Sign out? dialog, on a catalog marked Production', async ({ launch }) => {
  const catalog = await startTestCatalog({ items: 30 })
  try {
    const { page } = await launch()
    await connectThroughForm(page, catalog, false, { label: 'Production EU', environment: 'Production' })
    await itemsScreen(page).catalogMenu.click()
    await expect(page.getByRole('menu', { name: 'Catalog' })).toBeVisible()
    await expectNoSeriousViolations(page)
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click()
    await expect(page.getByRole('alertdialog', { name: 'Sign out?' })).toBeVisible()
    // The question alone: the screen behind it was read whole with the menu open.
    await expectNoSeriousViolations(page, { include: 'dialog[open]' })
  } finally {
    await catalog.close()
  }
})

test('M9: bulk lookup with a failed and a not-found row', async ({ launch }) => {
  const catalog = await startTestCatalog({ items: 60, missingEvery: 50 })
  // The same catalog behind a proxy that answers item 7 with a 503.
  const front = await startRecordingCatalog({ upstream: catalog.url })
  front.failing.add(7)
  try {
    const { page } = await launch({ baseUrl: front.url, token: catalog.token })
    await expectTableWithRows(page)
    await page.getByRole('button', { name: 'Look up several' }).click()
    await page.getByRole('textbox', { name: 'Item IDs' }).fill('3 7 50')
    await page.getByRole('button', { name: 'Look up', exact: true }).click()
    const results = page.getByRole('region', { name: 'Bulk lookup' })
    await expect(results.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3')
    await expect(results.getByText(/HTTP 503/).first()).toBeVisible()
    await expectNoSeriousViolations(page, { everyImpact: true })
  } finally {
    await front.close()
    await catalog.close()
  }
})

test('issue 29: a rate-limited page counting down to its retry', async ({ launch }) => {
  const catalog = await startTestCatalog({ items: 200 })
  const front = await startRecordingCatalog({ upstream: catalog.url })
  front.rateLimitedPages.set(2, 60)
  try {
    const { page } = await launch({ baseUrl: front.url, token: catalog.token })
    await expectTableWithRows(page)
    await itemsScreen(page).nextPage.click()
    await expect(page.getByText(/^Trying again in \d+ s$/)).toBeVisible({ timeout: 30_000 })
    await expectNoSeriousViolations(page, { everyImpact: true })
  } finally {
    await front.close()
    await catalog.close()
  }
})

test('issue 29: watched items with a final item and its history', async ({ launch }) => {
  const catalog = await startTestCatalog({ items: 100, scriptable: true })
  try {
    const { WAITING_FOR_SEND: moving } = await itemsByStatus(catalog, 100)
    const app = await launch({
      baseUrl: catalog.url,
      token: catalog.token,
      watchIntervalMs: 1_000,
    })
    test.skip(
      app.mode === 'electron',
      'the watch interval is shortened through the core hosted by the test runner',
    )
    const { page } = app
    await expectTableWithRows(page)
    await openItemById(page, moving.id)
    await itemsScreen(page).details.getByRole('button', { name: 'Watch item' }).click()
    await catalog.setStatus(moving.id, 'TRADE_ACCEPTED')
    await page.getByRole('button', { name: 'Watched items' }).click()
    const row = watchedPanel(page).row(moving.id)
    await expect(row).toContainText('Waiting for send → Trade accepted')
    await expectNoSeriousViolations(page, { everyImpact: true })
  } finally {
    await catalog.close()
  }
})

test('issue 29: the connect screen after Sign out, offering the other catalog', async ({ launch }) => {
  const catalog = await startTestCatalog({ items: 30 })
  try {
    const { page } = await launch()
    await connectThroughForm(page, catalog, true, { label: 'Production EU', environment: 'Production' })
    await chooseInCatalogMenu(page, 'Add catalog…')
    await connectScreen(page).openDemo.click()
    await expectTableWithRows(page)
    await signOutThroughMenu(page)
    await expect(page.getByRole('button', { name: 'Continue with Production EU' })).toBeFocused()
    await expectNoSeriousViolations(page, { everyImpact: true })
  } finally {
    await catalog.close()
  }
})

test('detail pane', async ({ launch }) => {
  const { page } = await launch({ demo: true })
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  await screen.rows.nth(1).click()
  await expect(screen.details.getByRole('term').first()).toBeVisible()
  await expectNoSeriousViolations(page)
})
