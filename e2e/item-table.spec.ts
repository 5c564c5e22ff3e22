import { test, expect } from './fixtures'
import { itemsScreen, columnTexts, expectTableWithRows, itemCount } from './support/screens'
import { startTestCatalog, type TestCatalog } from './support/test-catalog'

test.use({ reuseWindows: true })

/**
 * The table's own promises: listings sharing a market name on the page are marked with their
 * count and the cheapest, and sorting says it only sorts the loaded page.
 */

let catalog: TestCatalog
test.beforeAll(async () => {
  catalog = await startTestCatalog()
})
test.afterAll(async () => {
  await catalog.close()
})

/** What the page should mark, worked out here from the server's page: id -> "×N" or "×N, cheapest". */
function expectedMarks(items: readonly { id: number; market_hash_name: string; price: string }[]) {
  const groups = new Map<string, { id: number; price: number }[]>()
  for (const item of items) {
    const group = groups.get(item.market_hash_name) ?? []
    group.push({ id: item.id, price: Number(item.price) })
    groups.set(item.market_hash_name, group)
  }
  const marks = new Map<string, string>()
  for (const group of groups.values()) {
    if (group.length < 2) continue
    const lowest = Math.min(...group.map((item) => item.price))
    for (const item of group) {
      marks.set(String(item.id), item.price === lowest ? `×${group.length}, cheapest` : `×${group.length}`)
    }
  }
  return marks
}

test('listings sharing a market name are marked with their count and the cheapest', async ({ launch }) => {
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  const filters = { name: ['redline'] }
  const size = Number(await screen.rowsPerPage.inputValue())
  const answer = await catalog.list(filters, size, 1)
  const marks = expectedMarks(answer.data)
  expect(marks.size).toBeGreaterThan(0)

  await screen.name.fill('redline')
  await screen.name.press('Enter')
  await expect(itemCount(page, answer.pagination.total)).toBeVisible()
  const ids = await columnTexts(page, 'ID')
  const markets = await columnTexts(page, 'Market hash name')
  expect(ids).toEqual(answer.data.map((item) => String(item.id)))
  ids.forEach((id, row) => {
    const item = answer.data[row]!
    const mark = marks.get(id)
    expect(markets[row], `row ${row + 1} (item ${id})`).toBe(`${item.market_hash_name}${mark ?? ''}`)
  })
  // The badges are explained above the table while any shows.
  await expect(page.getByText('listings on this page share a market name')).toBeVisible()
})

test('sorting by a column sorts this page only, and says so', async ({ launch }) => {
  const { page } = await launch({ baseUrl: catalog.url, token: catalog.token })
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  const idsBefore = await columnTexts(page, 'ID')
  const price = screen.table.getByRole('columnheader', { name: 'Price', exact: true })

  await price.getByRole('button').click()
  await expect(price).toHaveAttribute('aria-sort', 'ascending')
  await expect(page.getByText('Sorting applies to this page only')).toBeVisible()
  // As the English app writes them: `1,234.50`, its grouping commas read back out.
  const prices = (await columnTexts(page, 'Price')).map((price) => Number(price.replaceAll(',', '')))
  expect(prices.every(Number.isFinite)).toBe(true)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  // The same rows, reordered: nothing was fetched in another order.
  expect([...(await columnTexts(page, 'ID'))].sort()).toEqual([...idsBefore].sort())

  await page.getByRole('button', { name: 'Server order' }).click()
  await expect(page.getByText('Rows in the server’s order')).toBeVisible()
  await expect(price).not.toHaveAttribute('aria-sort')
  expect(await columnTexts(page, 'ID')).toEqual(idsBefore)
})
