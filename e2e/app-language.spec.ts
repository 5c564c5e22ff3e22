import { test, expect } from './fixtures'
import { APP_LANGUAGES, type AppLanguage } from '../src/shared/i18n/app-languages'
import type { MessageId } from '../src/shared/i18n/messages'
import { MESSAGE_CATALOGS } from '../src/shared/i18n/message-catalogs'
import type { Page } from '@playwright/test'
import { describeViolations, seriousViolations } from './support/axe'

test.use({ reuseWindows: true })

/**
 * The app's own language (issue 43): the OS's, else English; `App Language` changes it at
 * once and is remembered. The connect screen's words are checked here in every language, the
 * pager's in Russian (plurals); pseudo-locale.spec checks every converted screen for cut text.
 */

const { en, de, ru } = MESSAGE_CATALOGS

/** The connect screen's own words as a first start shows them (no catalog known yet). */
const CONNECT_SCREEN_WORDS: readonly MessageId[] = [
  'connect.lead',
  'connect.demoTitle',
  'connect.demoText',
  'connect.openDemo',
  'connect.recentTitle',
  'connect.recentEmpty',
  'connectForm.title',
  'connectForm.baseUrl',
  'connectForm.token',
  'connectForm.tokenHint',
  'connectForm.remember',
  'connectForm.connect',
  'catalogDetails.label',
  'catalogDetails.environment',
]

async function expectConnectScreenIn(page: Page, language: AppLanguage) {
  const words = MESSAGE_CATALOGS[language]
  await expect(page.getByRole('heading', { name: words['connectForm.title'] })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.getByRole('textbox', { name: words['connectForm.baseUrl'], exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: words['connectForm.connect'], exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: words['connect.openDemo'] })).toBeVisible()
  const text = await page.locator('main').innerText()
  for (const id of CONNECT_SCREEN_WORDS) expect(text, id).toContain(words[id])
  if (language === 'en') return
  for (const id of CONNECT_SCREEN_WORDS) expect(text, `${id} in English`).not.toContain(en[id])
}

for (const { code, name } of APP_LANGUAGES.filter((language) => language.code !== 'en')) {
  test(`an OS in ${name} gets the connect screen in it, accessible`, async ({ launch }) => {
    const app = await launch({ locale: code === 'de' ? 'de-AT' : code })
    await expectConnectScreenIn(app.page, code)
    const violations = await seriousViolations(app.page)
    expect(violations, describeViolations(violations)).toEqual([])
  })
}

test('an OS in none of the six gets English', async ({ launch }) => {
  const app = await launch({ locale: 'ja-JP' })
  await expectConnectScreenIn(app.page, 'en')
})

test('App Language changes the words at once, and the next start keeps the choice over the OS', async ({
  launch,
  userDataDir,
}) => {
  const first = await launch({ userDataDir, locale: 'de-DE' })
  await expectConnectScreenIn(first.page, 'de')
  await first.page
    .getByRole('textbox', { name: de['connectForm.baseUrl'], exact: true })
    .fill('https://typed.example')
  await first.chooseAppLanguage('ru')
  await expectConnectScreenIn(first.page, 'ru')
  // Nothing typed is lost to the switch.
  await expect(first.page.getByRole('textbox', { name: ru['connectForm.baseUrl'], exact: true })).toHaveValue(
    'https://typed.example',
  )
  await first.close()

  const again = await launch({ userDataDir, locale: 'de-DE' })
  await expectConnectScreenIn(again.page, 'ru')
  await again.chooseAppLanguage('en')
  await expectConnectScreenIn(again.page, 'en')
})

test('the pager speaks the app language, Russian plurals and all', async ({ launch }) => {
  const { page } = await launch({ demo: true, locale: 'ru-RU' })
  const pager = page.getByRole('navigation', { name: ru['pagination.label'] })
  await expect(pager).toContainText(/Страница 1 из \d/)
  await expect(pager.getByRole('button', { name: ru['pagination.next'] })).toBeVisible()
  await expect(pager.getByRole('combobox', { name: ru['pageSize.label'] })).toBeVisible()
  await expect(pager).not.toContainText('Page')
})
