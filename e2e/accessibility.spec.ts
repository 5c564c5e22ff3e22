import { test, expect } from './fixtures'
import type { Page } from '@playwright/test'
import { describeViolations, seriousViolations } from './support/axe'
import { browserScreen, connectScreen, expectTableWithRows } from './support/screens'

/** axe-core finds no serious or critical violation on the three main screens, light or dark. */

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousViolations(page)
  expect(violations, describeViolations(violations)).toEqual([])
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test('connect screen', async ({ launch }) => {
      const { page } = await launch({ colorScheme })
      await expect(connectScreen(page).connect).toBeVisible()
      await expectNoSeriousViolations(page)
    })

    test('item table', async ({ launch }) => {
      const { page } = await launch({ demo: true, colorScheme })
      await expectTableWithRows(page)
      await expectNoSeriousViolations(page)
    })

    test('detail pane', async ({ launch }) => {
      const { page } = await launch({ demo: true, colorScheme })
      const screen = browserScreen(page)
      await expectTableWithRows(page)
      await screen.rows.nth(1).click()
      await expect(screen.details.getByRole('term').first()).toBeVisible()
      await expectNoSeriousViolations(page)
    })
  })
}
