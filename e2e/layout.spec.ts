import { test, expect } from './fixtures'
import { DEFAULT_OPTIONS } from '../src/demo-server/options'
import { DETAIL_WIDTH } from '../src/shared/layout'
import { describeViolations, seriousViolationsInEachTheme } from './support/axe'
import { DEMO_PREFS_KEY } from '../src/main/core/settings/settings-schema'
import { savedPrefs } from './support/saved-prefs'
import { itemsScreen, expectTableWithRows, pagePosition, rowRange } from './support/screens'

test.use({ reuseWindows: true })

/**
 * The list read the way a support agent reads it: paging that keeps its place, a detail
 * pane that shares the space (resizable, a drawer on small windows), and Compact rows.
 */

const total = DEFAULT_OPTIONS.items

test('a new page starts at its top', async ({ launch }) => {
  const { page } = await launch({ demo: true })
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  await screen.rowsPerPage.selectOption('100')
  await expect(rowRange(page, 1, 100, total)).toBeVisible()
  await screen.scroller.evaluate((element) => element.scrollTo({ top: 1500 }))
  await expect.poll(() => screen.scroller.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
  await screen.nextPage.click()
  await expect(rowRange(page, 101, 200, total)).toBeVisible()
  await expect.poll(() => screen.scroller.evaluate((element) => element.scrollTop)).toBe(0)
  await expect(screen.rows.first()).toBeInViewport()
})

test('Go to page moves to the page typed, and explains a page that does not exist', async ({ launch }) => {
  const { page } = await launch({ demo: true })
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  const size = Number(await screen.rowsPerPage.inputValue())
  const pages = Math.ceil(total / size)

  await screen.goToPage.fill('7')
  await screen.goToPage.press('Enter')
  await expect(pagePosition(page, 7, pages)).toBeVisible()
  await expect(rowRange(page, 6 * size + 1, 7 * size, total)).toBeVisible()

  await screen.goToPage.fill(String(pages + 1))
  await screen.goToPage.press('Enter')
  await expect(screen.pagination.getByRole('alert')).toHaveText(`Enter a page number from 1 to ${pages}.`)
  await expect(pagePosition(page, 7, pages)).toBeVisible()
})

test('the detail pane resizes by keyboard, and keeps its width after a relaunch', async ({
  launch,
  userDataDir,
}) => {
  const first = await launch({ demo: true, viewport: { width: 1280, height: 800 }, userDataDir })
  const screen = itemsScreen(first.page)
  await expectTableWithRows(first.page)
  await screen.rows.first().click()
  await expect(screen.details).toBeVisible()
  const before = (await screen.details.boundingBox())!.width

  await screen.resizeDetails.focus()
  await first.page.keyboard.press('ArrowLeft')
  await first.page.keyboard.press('ArrowLeft')
  const widened = DETAIL_WIDTH.default + 2 * DETAIL_WIDTH.step
  await expect(screen.resizeDetails).toHaveAttribute('aria-valuenow', String(widened))
  await expect.poll(async () => (await screen.details.boundingBox())!.width).toBeGreaterThan(before + 30)
  // At its widest the pane still leaves the table its ID, name and price readable.
  await first.page.keyboard.press('End')
  await expect(screen.resizeDetails).toHaveAttribute('aria-valuenow', String(DETAIL_WIDTH.max))
  for (const column of ['ID', 'Name', 'Price']) {
    const header = screen.table.getByRole('columnheader', { name: column, exact: true })
    await expect(header).toBeInViewport()
  }
  const nameWidth = (await screen.table
    .getByRole('columnheader', { name: 'Name', exact: true })
    .boundingBox())!.width
  expect(nameWidth).toBeGreaterThanOrEqual(120)
  await first.page.keyboard.press('Home')
  await expect(screen.resizeDetails).toHaveAttribute('aria-valuenow', String(DETAIL_WIDTH.min))
  await first.page.keyboard.press('ArrowLeft')
  await expect
    .poll(async () => (await savedPrefs(userDataDir, DEMO_PREFS_KEY))?.layout?.detailWidth)
    .toBe(DETAIL_WIDTH.min + DETAIL_WIDTH.step)
  await first.close()

  const again = await launch({ demo: true, userDataDir })
  const restored = itemsScreen(again.page)
  await expectTableWithRows(again.page)
  await restored.rows.first().click()
  await expect(restored.resizeDetails).toHaveAttribute(
    'aria-valuenow',
    String(DETAIL_WIDTH.min + DETAIL_WIDTH.step),
  )
})

test('below 1100 px the pane is a drawer over the table: it takes focus, Esc gives it back', async ({
  launch,
}) => {
  const { page } = await launch({ demo: true, viewport: { width: 1000, height: 700 } })
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  const tableWidth = (await screen.table.boundingBox())!.width
  const row = screen.rows.nth(2)
  await row.click()
  await expect(screen.details).toBeVisible()
  // Focus moved into the drawer; the table kept its width underneath.
  await expect(screen.details.getByRole('heading', { level: 2 })).toBeFocused()
  expect((await screen.table.boundingBox())!.width).toBe(tableWidth)
  const drawer = (await screen.details.boundingBox())!
  expect(drawer.x + drawer.width).toBeLessThanOrEqual(1000)

  await page.keyboard.press('Escape')
  await expect(screen.details).toBeHidden()
  await expect(row).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(screen.rows.nth(3)).toBeFocused()
})

test('Compact shows at least 22 rows at 1280×800 and is remembered', async ({ launch, userDataDir }) => {
  const first = await launch({ demo: true, viewport: { width: 1280, height: 800 }, userDataDir })
  const screen = itemsScreen(first.page)
  await expectTableWithRows(first.page)
  await screen.density.selectOption('Compact')
  const fullyVisible = async () => {
    const box = (await screen.scroller.boundingBox())!
    const tops = await screen.rows.evaluateAll((rows) =>
      rows.map((row) => row.getBoundingClientRect()).map((rect) => [rect.top, rect.bottom]),
    )
    return tops.filter(([top, bottom]) => top! >= box.y && bottom! <= box.y + box.height).length
  }
  await expect.poll(fullyVisible).toBeGreaterThanOrEqual(22)
  await expect
    .poll(async () => (await savedPrefs(userDataDir, DEMO_PREFS_KEY))?.layout?.density)
    .toBe('compact')
  await first.close()

  const again = await launch({ demo: true, userDataDir })
  await expectTableWithRows(again.page)
  await expect(itemsScreen(again.page).density).toHaveValue('compact')
})

test('axe finds nothing serious with the drawer open and in Compact, light or dark', async ({ launch }) => {
  const { page } = await launch({ demo: true, viewport: { width: 1000, height: 700 } })
  const screen = itemsScreen(page)
  await expectTableWithRows(page)
  await screen.density.selectOption('Compact')
  await screen.rows.first().click()
  await expect(screen.details.getByRole('term').first()).toBeVisible()
  const violations = await seriousViolationsInEachTheme(page)
  expect(violations, describeViolations(violations)).toEqual([])
})
