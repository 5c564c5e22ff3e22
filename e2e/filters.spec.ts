import { test, expect } from './fixtures'
import type { Page } from '@playwright/test'
import { appName } from '../src/shared/catalog'
import { itemsScreen, columnTexts, expectTableWithRows, itemCount } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

/**
 * Filters against a real catalog: every expected count is the server's own answer to the same
 * query, and every visible row is checked against the filter that produced it.
 */

test.use({ reuseWindows: true })

let catalog: TestCatalog
let unfiltered: number
test.beforeAll(async () => {
  catalog = await startTestCatalog()
  unfiltered = await catalog.total()
})
test.afterAll(async () => {
  await catalog.close()
})

async function openCatalog(launch: (options: { baseUrl: string; token: string }) => Promise<{ page: Page }>) {
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  await expectTableWithRows(page)
  await expect(itemCount(page, unfiltered)).toBeVisible()
  return page
}

const matchesOneOf = (values: readonly string[]) => (text: string) =>
  values.some((value) => text.toLowerCase().includes(value.toLowerCase()))

test('Name with one value shows only matching rows and the server’s count', async ({ launch }) => {
  const page = await openCatalog(launch)
  const expected = await catalog.total({ name: ['redline'] })
  expect(expected).toBeGreaterThan(0)
  expect(expected).not.toBe(unfiltered)

  await itemsScreen(page).name.fill('Redline')
  await itemsScreen(page).name.press('Enter')
  await expect(itemCount(page, expected)).toBeVisible()
  const names = await columnTexts(page, 'Name')
  expect(names.length).toBeGreaterThan(0)
  expect(names.filter((name) => !matchesOneOf(['redline'])(name))).toEqual([])
})

test('Name with several typed values shows rows matching any of them', async ({ launch }) => {
  const page = await openCatalog(launch)
  const values = ['redline', 'asiimov']
  const expected = await catalog.total({ name: values })
  const each = await Promise.all(values.map((value) => catalog.total({ name: [value] })))
  // Values are alternatives: more than either alone.
  expect(expected).toBeGreaterThan(Math.max(...each))
  expect(expected).toBeLessThan(unfiltered)

  const screen = itemsScreen(page)
  // A comma turns the text so far into a chip, as in "redline, asiimov".
  await screen.name.pressSequentially('redline, asiimov')
  await expect(screen.filters.getByRole('button', { name: 'Remove redline' })).toBeVisible()
  await screen.apply.click()
  await expect(itemCount(page, expected)).toBeVisible()
  await expect(screen.filters.getByRole('button', { name: 'Remove asiimov' })).toBeVisible()
  const names = await columnTexts(page, 'Name')
  expect(names.filter((name) => !matchesOneOf(values)(name))).toEqual([])
  expect(names.some(matchesOneOf(['redline']))).toBe(true)
  expect(names.some(matchesOneOf(['asiimov']))).toBe(true)
})

test('a pasted newline-separated list becomes one chip per value', async ({ launch }) => {
  const page = await openCatalog(launch)
  const values = ['karambit', 'redline']
  const expected = await catalog.total({ name: values })
  expect(expected).toBeGreaterThan(0)
  expect(expected).toBeLessThan(unfiltered)
  const screen = itemsScreen(page)
  await page.evaluate((text) => navigator.clipboard.writeText(text), values.join('\n'))
  await screen.name.focus()
  await page.keyboard.press('ControlOrMeta+V')
  for (const value of values) {
    await expect(screen.filters.getByRole('button', { name: `Remove ${value}` })).toBeVisible()
  }
  await expect(screen.name).toHaveValue('')
  await screen.name.press('Enter')
  await expect(itemCount(page, expected)).toBeVisible()
  const names = await columnTexts(page, 'Name')
  expect(names.filter((name) => !matchesOneOf(values)(name))).toEqual([])
})

test('Market hash name shows only rows whose market name matches', async ({ launch }) => {
  const page = await openCatalog(launch)
  const value = 'Field-Tested'
  const expected = await catalog.total({ market_hash_name: [value] })
  expect(expected).toBeGreaterThan(0)
  expect(expected).not.toBe(unfiltered)

  const screen = itemsScreen(page)
  await screen.marketHashName.fill(value)
  await screen.marketHashName.press('Enter')
  await expect(itemCount(page, expected)).toBeVisible()
  const markets = await columnTexts(page, 'Market hash name')
  expect(markets.length).toBeGreaterThan(0)
  expect(markets.filter((market) => !matchesOneOf([value])(market))).toEqual([])
})

test('App ID shows only that game’s rows, named beside the field and in every row', async ({ launch }) => {
  const page = await openCatalog(launch)
  const appid = 570
  const game = appName(appid)!
  const expected = await catalog.total({ appid })
  expect(expected).toBeGreaterThan(0)
  expect(expected).not.toBe(unfiltered)

  const screen = itemsScreen(page)
  await screen.appId.fill(String(appid))
  await expect(screen.appId).toHaveAccessibleDescription(game)
  await screen.appId.press('Enter')
  await expect(itemCount(page, expected)).toBeVisible()
  const cells = await columnTexts(page, 'App ID')
  expect(cells.length).toBeGreaterThan(0)
  expect(cells.filter((cell) => !(cell.includes(String(appid)) && cell.includes(game)))).toEqual([])
})

test('combined filters must all hold, and Clear filters restores the whole catalog', async ({ launch }) => {
  const page = await openCatalog(launch)
  const filters = { name: ['redline', 'asiimov'], market_hash_name: ['field-tested'], appid: 730 }
  const expected = await catalog.total(filters)
  const looser = await catalog.total({ name: filters.name })
  expect(expected).toBeGreaterThan(0)
  expect(expected).toBeLessThan(looser)

  const screen = itemsScreen(page)
  await screen.name.pressSequentially('redline,asiimov')
  await screen.marketHashName.fill('field-tested')
  await screen.appId.fill('730')
  await screen.apply.click()
  await expect(itemCount(page, expected)).toBeVisible()
  const names = await columnTexts(page, 'Name')
  const markets = await columnTexts(page, 'Market hash name')
  const apps = await columnTexts(page, 'App ID')
  expect(names.filter((name) => !matchesOneOf(filters.name)(name))).toEqual([])
  expect(markets.filter((market) => !matchesOneOf(filters.market_hash_name)(market))).toEqual([])
  expect(apps.filter((cell) => !cell.includes('730'))).toEqual([])

  await screen.clear.click()
  await expect(itemCount(page, unfiltered)).toBeVisible()
  await expect(screen.filters.getByRole('button', { name: /^Remove / })).toHaveCount(0)
  await expect(screen.appId).toHaveValue('')
})

test('a filter nothing matches shows the empty state, whose button clears all filters', async ({
  launch,
}) => {
  const page = await openCatalog(launch)
  const value = 'no such item anywhere'
  expect(await catalog.total({ name: [value] })).toBe(0)

  const screen = itemsScreen(page)
  await screen.name.fill(value)
  await screen.name.press('Enter')
  await expect(itemCount(page, 0)).toBeVisible()
  await expect(page.getByText('No items match these filters')).toBeVisible()
  await page.getByRole('button', { name: 'Clear all filters' }).click()
  await expect(itemCount(page, unfiltered)).toBeVisible()
  await expect(screen.rows.first()).toBeVisible()
})
