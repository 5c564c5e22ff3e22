import type { Page, TestInfo } from '@playwright/test'
import { test, expect } from './fixtures'
import { untranslatedWords } from './support/pseudo-checks'
import { layoutFaults } from './support/layout-checks'
import { accent, PSEUDO_OPEN } from './support/pseudo-locale'
import en from '../src/shared/i18n/messages/en.json'

test.use({ reuseWindows: true })

/**
 * Issue 43's pseudo-locale run: the converted screens in accented English 40 % longer, at
 * 900×600 (the smallest window the layout supports), so a cut word or one that bypassed the
 * catalogs shows before a translator's does. Each screen's picture is attached to the report.
 */

const SMALL = { width: 900, height: 600 } as const

/** The screen as it looks, kept in the test's output folder and linked from the report. */
async function attachPicture(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

test.beforeEach(({ e2eMode }) => {
  test.skip(e2eMode === 'electron', 'the pseudo catalog is served over the chromium harness’s static server')
})

test('the connect screen: every word from the catalogs, nothing cut', async ({ launch }, testInfo) => {
  const { page } = await launch({ pseudoLocale: true, viewport: SMALL })
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 }).first()).toContainText('[')
  // The About line is the app's name and versions, as main reports them: data, not words.
  expect(await untranslatedWords(main, '.about-line')).toStrictEqual([])
  expect(await layoutFaults(main)).toStrictEqual([])
  await attachPicture(page, testInfo, 'connect-pseudo-900x600')
})

test('the pager: every word from the catalogs, nothing cut', async ({ launch }, testInfo) => {
  const { page } = await launch({ pseudoLocale: true, viewport: SMALL, demo: true })
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
  const pager = page.getByRole('navigation', {
    name: `${PSEUDO_OPEN}${accent(en['pagination.label'])}`,
    exact: false,
  })
  await expect(pager).toContainText('[')
  expect(await untranslatedWords(pager)).toStrictEqual([])
  expect(await layoutFaults(pager)).toStrictEqual([])
  await attachPicture(page, testInfo, 'pager-pseudo-900x600')
})

test('a refused connect: main’s refusal and its headline, every word from the catalogs', async ({
  launch,
}, testInfo) => {
  const { page } = await launch({ pseudoLocale: true, viewport: SMALL })
  const main = page.getByRole('main')
  // Main refuses a token with a space before asking any catalog: its words, not the window's.
  await main.locator('#connect-base-url').fill('https://catalog.example.com')
  await main.locator('#connect-token').fill('two words')
  await main.locator('#connect-token').press('Enter')
  const problem = main.getByRole('alert')
  await expect(problem).toContainText(accent(en['error.title.invalidRequest']))
  await expect(problem).toContainText(accent(en['token.badCharacters']))
  expect(await untranslatedWords(problem)).toStrictEqual([])
  expect(await layoutFaults(problem)).toStrictEqual([])
  await attachPicture(page, testInfo, 'connect-refused-pseudo-900x600')
})
