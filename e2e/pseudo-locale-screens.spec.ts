import type { Locator, Page, TestInfo } from '@playwright/test'
import { test, expect } from './fixtures'
import { untranslatedWords } from './support/pseudo-checks'
import { layoutFaults } from './support/layout-checks'
import { pseudoText } from './support/pseudo-locale'
import { KNOWN_APPS } from '../src/shared/catalog/apps'
import { KNOWN_STATUSES } from '../src/shared/catalog/status'
import type { MessageId } from '../src/shared/i18n/messages'
import { REPLY_LANGUAGES } from '../src/shared/i18n/languages'
import en from '../src/shared/i18n/messages/en.json'
import { QUICK_ANSWER_WINDOW_SIZE } from '../src/main/shell/quick-answer/quick-answer-window'

test.use({ reuseWindows: true })

/**
 * Issue 43's pseudo-locale run over the screens an agent works in (pseudo-locale.spec has the
 * connect screen, the pager and a refusal): the items screen, the pane, a bulk lookup, Watched
 * items and the Reply templates dialog, at 900×600. Nothing of the app's own may be plain
 * ASCII (it would have bypassed the catalogs), cut or drawn over another (layout-checks.ts;
 * screens-whole.spec measures the same screens at two sizes in every language). What each
 * screen shows that is data, not
 * the app's words, is named per screen: item names, a customer reply in its reply language, a
 * catalog's error, times `Intl` writes (German: the pseudo-locale rides on German's chunk).
 * Text marked with a `lang` of its own is a customer reply in its reply language.
 */

const SMALL = { width: 900, height: 600 } as const

/** Names no language translates: a reply language in its own words, a game, a status code, keys. */
const PROPER_NAMES = [
  ...REPLY_LANGUAGES.map((language) => language.name),
  ...KNOWN_APPS.map((app) => app.name),
  ...KNOWN_STATUSES,
  'Ctrl',
  'Shift',
  'UTC',
]

/** A customer reply (or its template) in its reply language: the app marks it with `lang`. */
const IN_REPLY_LANGUAGE = ':not(html)[lang]'

const named = (id: MessageId) => ({ name: pseudoText(en[id]), exact: true })

async function expectWhole(page: Page, testInfo: TestInfo, part: Locator, name: string, data: string) {
  expect(await untranslatedWords(part, data, PROPER_NAMES)).toStrictEqual([])
  expect(await layoutFaults(part, { data })).toStrictEqual([])
  const path = testInfo.outputPath(`${name}-pseudo-900x600.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

async function launchOnItems(launch: Parameters<Parameters<typeof test>[2]>[0]['launch']) {
  const { page } = await launch({ pseudoLocale: true, viewport: SMALL, demo: true })
  const table = page.getByRole('table', named('table.label'))
  await expect(table.getByRole('row').nth(2)).toBeVisible()
  return { page, table }
}

test.beforeEach(({ e2eMode }) => {
  test.skip(e2eMode === 'electron', 'the pseudo catalog is served over the chromium harness’s static server')
})

test('the items screen: header, filters, table head and results bar', async ({ launch }, testInfo) => {
  const { page } = await launchOnItems(launch)
  // The rows are items (data); the App ID field's suggestions are games.
  await expectWhole(page, testInfo, page.getByRole('main'), 'items', 'tbody, datalist')
})

test('the detail pane: terms, times, status line and reply tools', async ({ launch }, testInfo) => {
  const { page, table } = await launchOnItems(launch)
  await table.getByRole('row').nth(2).click()
  const pane = page.getByRole('region', named('pane.label'))
  await expect(pane.getByRole('term').first()).toBeVisible()
  // "Tell the customer:" is the app's; the reply after it, and the title it sits in, are not.
  const tellLabel = pane.locator('.status-line__tell-label')
  await expect(tellLabel).toBeVisible()
  expect(await untranslatedWords(tellLabel)).toStrictEqual([])
  const data = `.detail__title, .fields__content, .trade-url, .time__relative, .timeline__error, .status-line__tell, ${IN_REPLY_LANGUAGE}`
  await expectWhole(page, testInfo, pane, 'pane', data)
})

test('a bulk lookup with a found, a waiting and a not-found row', async ({ launch }, testInfo) => {
  const { page } = await launchOnItems(launch)
  await page.getByRole('button', named('items.header.lookUpSeveral')).click()
  await page.getByRole('textbox', named('lookup.idsLabel')).fill('1 2 999999')
  await page.getByRole('button', named('lookup.lookUp')).click()
  const lookup = page.getByRole('region', named('lookup.region'))
  await expect(lookup.getByRole('table').getByRole('row')).toHaveCount(4)
  await expect(lookup.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3')
  await expectWhole(
    page,
    testInfo,
    lookup,
    'lookup',
    'td.lookup-table__name, td.lookup-table__error, .time__relative',
  )
})

test('Watched items and the Reply templates dialog', async ({ launch }, testInfo) => {
  const { page, table } = await launchOnItems(launch)
  await page.getByRole('button', named('watch.title')).click()
  const watched = page.getByRole('region', named('watch.title'))
  await expect(watched).toBeVisible()
  // The check intervals are durations Intl writes.
  await expectWhole(page, testInfo, watched, 'watched', 'option')
  await page.keyboard.press('Escape')
  await table.getByRole('row').nth(2).click()
  const pane = page.getByRole('region', named('pane.label'))
  await pane.getByRole('button', named('replyTools.templates')).click()
  const dialog = page.getByRole('dialog', named('templates.title'))
  await expect(dialog).toBeVisible()
  // The templates are the customers' words, in their reply language.
  await expectWhole(page, testInfo, dialog, 'reply-templates', `code, ${IN_REPLY_LANGUAGE}`)
})

test('the Quick answer window at its own size, with a reply', async ({ launch }, testInfo) => {
  const app = await launch({ pseudoLocale: true, viewport: SMALL, demo: true })
  await expect(app.page.getByRole('table', named('table.label')).getByRole('row').nth(2)).toBeVisible()
  // The demo catalog's first items, as the bulk lookup above uses them.
  await app.writeClipboard('Hello, my items #1, #2 and #3 never came.')
  const page = await app.quickAnswer()
  await page.setViewportSize(QUICK_ANSWER_WINDOW_SIZE)
  const dialog = page.getByRole('dialog', named('quickAnswer.title'))
  await expect(dialog.getByRole('list', named('quickAnswer.items')).getByRole('listitem')).toHaveCount(3)
  await expect(dialog.getByRole('button', named('replyTools.copyReply'))).toBeEnabled()
  // Item names and the reply (in its reply language) are data; so is the ticket's own list of IDs.
  await expectWhole(
    page,
    testInfo,
    dialog,
    'quick-answer',
    `.quick__name, .quick__reply, ${IN_REPLY_LANGUAGE}`,
  )
})
