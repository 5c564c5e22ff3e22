import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { test, expect } from './fixtures'
import { APP_LANGUAGE_CODES } from '../src/shared/i18n/app-languages'
import type { DocumentedSingleItem, KnownStatus } from '../src/shared/catalog'
import { replyTemplatesFile } from '../src/shared/reply/templates-schema'
import { appWords, type ShownLanguage } from './support/app-words'
import { describeViolations, seriousViolations } from './support/axe'
import { layoutFaults, WIDE_TABLES, type AllowedInLayout } from './support/layout-checks'
import { itemsByStatus } from './support/status-items'
import { startUnknownErrorsCatalog, type UnknownErrorsCatalog } from './support/unknown-errors'

/**
 * Issue 79: every screen whole in every language. One launch per language (the six and the
 * pseudo-locale) walks the screens an agent and IT meet: the connect screen under a policy, the
 * items screen and its header, the catalog menu, the pane, a lookup with a row of each status
 * and one needing a choice, Watched items, Recent lookups, Reply templates with its team status
 * and error table, and the dialogs. Each is measured at 900×600 and 1280×800
 * (support/layout-checks.ts: nothing cut, spilling, broken mid-word or drawn over another,
 * nothing scrolling sideways), and every fault of the walk is reported at once, by screen and size.
 */

const SIZES = [
  { width: 900, height: 600 },
  { width: 1280, height: 800 },
] as const

const PRODUCTION = 'Production EU'
const STAGING = 'Staging EU'
const UNKNOWN_ERROR = 'Inventory fetch failed with code 15.'

let front: UnknownErrorsCatalog
let byStatus: Record<KnownStatus, DocumentedSingleItem>
let needsChoice: DocumentedSingleItem
let folder: string
let policyFile: string

test.beforeAll(async () => {
  front = await startUnknownErrorsCatalog({ errors: [UNKNOWN_ERROR] })
  needsChoice = front.unknown[0]!
  byStatus = await itemsByStatus(front.catalog)
  folder = mkdtempSync(join(tmpdir(), 'catalog-e2e-whole-'))
  const teamFile = join(folder, 'team-templates.json')
  const team = { errorTable: [{ contains: 'partner locked', means: 'account_cannot_trade' as const }] }
  writeFileSync(teamFile, JSON.stringify(replyTemplatesFile({ languages: {}, ...team }, 3)))
  policyFile = join(folder, 'policy.json')
  const catalogs = [
    { label: PRODUCTION, baseUrl: front.url, environment: 'production' },
    { label: STAGING, baseUrl: 'https://staging.catalog.example.com', environment: 'staging' },
  ]
  writeFileSync(policyFile, JSON.stringify({ catalogs, teamTemplatesSource: teamFile }))
})
test.afterAll(async () => {
  await front?.close()
  if (folder) rmSync(folder, { recursive: true, force: true })
})

// Chromium mode sizes the window's page exactly (and serves the pseudo catalog); an Electron
// window's frame takes its own share of a size.
test.beforeEach(({ e2eMode }) => {
  test.skip(e2eMode === 'electron', 'measured at exact page sizes, which chromium mode sets')
})

/** Lets the window lay itself out at its new size (resize observers, media queries). */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

/** The walk's measures: every fault found, by screen and size, and a picture of each faulty screen. */
function measurer(page: Page, testInfo: TestInfo, language: ShownLanguage) {
  const faults: string[] = []
  return {
    faults,
    async whole(screen: string, part: Locator, allowed: AllowedInLayout = {}) {
      for (const size of SIZES) {
        await page.setViewportSize(size)
        await settle(page)
        await expect(part).toBeVisible()
        const found = await layoutFaults(part, allowed)
        const where = `${screen} ${size.width}×${size.height}`
        // One line per fault: a select cut the same way in every row of a table is one to fix.
        faults.push(...new Set(found.map((fault) => `${where}: ${fault}`)))
        if (found.length > 0) {
          const path = testInfo.outputPath(`${language}-${screen}-${size.width}x${size.height}.png`)
          await page.screenshot({ path })
          await testInfo.attach(where, { path, contentType: 'image/png' })
        }
      }
    },
    /** axe over one part of the window, held to serious and critical as every screen is. */
    async axe(screen: string, include: string) {
      const violations = await seriousViolations(page, { include })
      if (violations.length > 0) faults.push(`${screen}: axe: ${describeViolations(violations)}`)
    },
  }
}

/** Rows of the lookup's results whose whole box is in view. */
async function wholeLookupRows(lookup: Locator): Promise<number> {
  return lookup.locator('table').evaluate((table, scrollerSelector) => {
    const scroller = table.closest(scrollerSelector) ?? table
    const area = scroller.getBoundingClientRect()
    const bottom = Math.min(area.bottom, window.innerHeight)
    return [...table.querySelectorAll('tbody tr')].filter((row) => {
      const box = row.getBoundingClientRect()
      return box.top >= area.top - 1 && box.bottom <= bottom + 1
    }).length
  }, WIDE_TABLES)
}

for (const language of ['pseudo', ...APP_LANGUAGE_CODES] as const) {
  test(`every screen whole at 900×600 and 1280×800: ${language}`, async ({ launch }, testInfo) => {
    const words = appWords(language)
    const { page } = await launch({
      policyFile,
      viewport: SIZES[0],
      ...(language === 'pseudo' ? { pseudoLocale: true } : { locale: language }),
    })
    const measure = measurer(page, testInfo, language)
    const button = (id: Parameters<typeof words>[0], values?: Record<string, string>) =>
      page.getByRole('button', { name: words(id, values), exact: true })

    // The first start under a policy: its catalogs offered, the first one's token box open.
    const token = page.getByLabel(words('organizationCatalogs.tokenLabel', { catalog: PRODUCTION }), {
      exact: true,
    })
    await expect(token).toBeFocused()
    await measure.whole('connect', page.getByRole('main'), { data: '.about-line' })
    await measure.axe('connect', '.connect')

    // Kept in memory only: the run's keychain is shared, and a stored token would skip the form.
    await token.fill(front.catalog.token)
    const row = page.locator('.organization-catalog').filter({ has: token })
    await row.getByRole('checkbox').setChecked(false)
    await token.press('Enter')
    const table = page.getByRole('table', { name: words('table.label'), exact: true })
    await expect(table.getByRole('row').nth(2)).toBeVisible()
    await measure.whole('items', page.locator('body'))
    await expect(page.getByRole('banner')).toContainText(PRODUCTION)

    const catalogMenu = page.getByRole('button', { name: words('catalogs.menu'), exact: true })
    await catalogMenu.click()
    const menu = page.getByRole('menu', { name: words('catalogs.menu') })
    await measure.whole('catalog-menu', menu)
    await measure.axe('catalog-menu', '[role="menu"]')
    await page.keyboard.press('Escape')

    // The pane of the status with the longest name, beside the table and as a drawer over it.
    const itemId = page.getByRole('textbox', { name: words('detail.term.itemId'), exact: true })
    await itemId.fill(String(byStatus.WAITING_FOR_TRADE_ACCEPT.id))
    await itemId.press('Enter')
    const pane = page.getByRole('region', { name: words('pane.label') })
    await expect(pane.getByRole('term').first()).toBeVisible()
    await pane.getByRole('button', { name: words('watch.button'), exact: true }).click()
    await measure.whole('pane', pane)
    await page.setViewportSize(SIZES[1])
    await measure.whole('items-with-pane', page.locator('body'))
    await pane.getByRole('button', { name: words('pane.close'), exact: true }).click()

    await button('items.header.lookUpSeveral').click()
    const ids = [...new Set([...Object.values(byStatus).map((item) => item.id), needsChoice.id, 999_999])]
    await page.getByRole('textbox', { name: words('lookup.idsLabel'), exact: true }).fill(ids.join(' '))
    await button('lookup.lookUp').click()
    const lookup = page.getByRole('region', { name: words('lookup.region') })
    await expect(lookup.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(ids.length))
    await lookup.getByRole('button', { name: words('replyTools.copyReply'), exact: true }).click()
    const ask = page.getByRole('alertdialog')
    await measure.whole('copy-anyway', ask)
    await page.keyboard.press('Escape')
    const choice = lookup.getByRole('combobox', {
      name: words('replyTools.errorChoice.select', { id: String(needsChoice.id) }),
    })
    // A choice adds "Always read this error as …" to the row's line: the table keeps its width.
    const tableWidth = () => lookup.locator('table').evaluate((table) => table.scrollWidth)
    const before = await tableWidth()
    await choice.selectOption({ index: 1 })
    await expect(lookup.getByTitle(words('replyTools.errorChoice.always.title'))).toBeVisible()
    expect.soft(await tableWidth(), 'the lookup table’s width after a choice').toBe(before)
    await measure.whole('lookup', lookup)
    await page.setViewportSize(SIZES[0])
    await settle(page)
    expect.soft(await wholeLookupRows(lookup), 'whole lookup rows at 900×600').toBeGreaterThanOrEqual(3)

    await button('watch.title').click()
    await measure.whole('watched', page.getByRole('region', { name: words('watch.title') }))
    await page.keyboard.press('Escape')
    await button('recent.title').click()
    await measure.whole('recent', page.getByRole('region', { name: words('recent.title') }))
    await page.keyboard.press('Escape')

    await lookup.getByRole('button', { name: words('replyTools.templates'), exact: true }).click()
    const templates = page.getByRole('dialog', { name: words('templates.title') })
    await expect(templates.getByRole('status').first()).toBeVisible()
    await measure.whole('reply-templates', templates)
    // The team status says what is in use and, apart, whose error table is read first.
    const errorsFirst = templates.getByText(words('templates.team.errorsFirst', { count: 1 }), {
      exact: true,
    })
    await expect.soft(errorsFirst, 'the team’s error table sentence, an element of its own').toBeVisible()
    if ((await errorsFirst.count()) > 0) {
      const [status, own] = [await errorsFirst.locator('..').boundingBox(), await errorsFirst.boundingBox()]
      expect.soft(own!.y, 'the team’s error table sentence starts a line').toBeGreaterThan(status!.y + 2)
    }
    const errors = templates.getByRole('region', { name: words('replyTools.catalogErrors.title') })
    await errors.getByRole('button', { name: words('replyTools.catalogErrors.add'), exact: true }).click()
    await errors
      .getByRole('textbox', { name: words('replyTools.catalogErrors.contains') })
      .last()
      .fill('partner offline')
    await errors
      .getByRole('combobox', { name: words('replyTools.catalogErrors.means') })
      .last()
      .selectOption({ index: 1 })
    await errors.scrollIntoViewIfNeeded()
    await measure.whole('catalog-errors', templates)
    await page.keyboard.press('Escape')
    await measure.whole('unsaved-changes', page.getByRole('alertdialog'))
    await page.getByRole('button', { name: words('templates.unsaved.discard'), exact: true }).click()

    for (const [entry, name] of [
      ['catalogs.edit', 'edit-catalog'],
      ['catalogs.signOut', 'sign-out'],
    ] as const) {
      await catalogMenu.click()
      await menu.getByRole('menuitem', { name: words(entry), exact: true }).click()
      await measure.whole(name, page.locator('dialog[open]'))
      await page.keyboard.press('Escape')
    }

    expect(measure.faults).toStrictEqual([])
  })
}
