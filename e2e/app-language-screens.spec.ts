import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { APP_LANGUAGES, type AppLanguage } from '../src/shared/i18n/app-languages'
import { MESSAGE_CATALOGS } from '../src/shared/i18n/message-catalogs'
import { describeViolations, seriousViolations } from './support/axe'
import { englishLeft } from './support/english-left'

test.use({ reuseWindows: true })

/**
 * Issue 43's "done when", in each of the five other languages: the items screen, the pane, a
 * bulk lookup, Watched items and the Reply templates dialog show no English phrase of the
 * app's own and axe finds nothing serious. (app-language.spec has the connect screen;
 * pseudo-locale*.spec the words no catalog gave and text cut at 900×600.) Controls are found
 * by the language's own words, as an agent reading it would. axe reads the whole window once, as
 * the items screen first appears, then each part as it opens: the screen behind it is unchanged
 * and was read in this language already.
 */

/**
 * `scope`: the CSS selector of the part to scan with axe, for a part opened on a screen already
 * scanned whole in this language; none for the screen as it first appears (the whole window).
 */
async function expectInLanguage(page: Page, part: Locator, language: AppLanguage, scope?: string) {
  await expect(part).toBeVisible()
  expect(await englishLeft(part, language)).toStrictEqual([])
  const violations = await seriousViolations(page, scope === undefined ? {} : { include: scope })
  expect(violations, describeViolations(violations)).toEqual([])
}

for (const { code, name } of APP_LANGUAGES.filter((language) => language.code !== 'en')) {
  test(`every screen in ${name}: no English of the app's own, accessible`, async ({ launch }) => {
    const words = MESSAGE_CATALOGS[code]
    const { page } = await launch({ demo: true, locale: code === 'de' ? 'de-DE' : code })
    await expect(page.locator('html')).toHaveAttribute('lang', code)
    const table = page.getByRole('table', { name: words['table.label'], exact: true })
    await expect(table.getByRole('row').nth(2)).toBeVisible()
    await expectInLanguage(page, page.getByRole('main'), code)

    await table.getByRole('row').nth(2).click()
    const pane = page.getByRole('region', { name: words['pane.label'] })
    await expect(pane.getByRole('term').first()).toBeVisible()
    await expectInLanguage(page, pane, code, 'section.detail')

    await pane.getByRole('button', { name: words['replyTools.templates'], exact: true }).click()
    const templates = page.getByRole('dialog', { name: words['templates.title'] })
    await expectInLanguage(page, templates, code, 'dialog[open]')
    await page.keyboard.press('Escape')
    await expect(templates).toBeHidden()

    await page.getByRole('button', { name: words['items.header.lookUpSeveral'], exact: true }).click()
    await page.getByRole('textbox', { name: words['lookup.idsLabel'], exact: true }).fill('1 2 999999')
    await page.getByRole('button', { name: words['lookup.lookUp'], exact: true }).click()
    const lookup = page.getByRole('region', { name: words['lookup.region'] })
    await expect(lookup.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3')
    await expectInLanguage(page, lookup, code, 'section.bulk')

    await page.getByRole('button', { name: words['watch.title'], exact: true }).click()
    const watched = page.getByRole('region', { name: words['watch.title'] })
    await expectInLanguage(page, watched, code, 'section.panel')
  })
}
