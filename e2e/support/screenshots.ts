import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { expect } from '../fixtures'
import { screenshotPath, type ScreenshotName } from './screenshot-list'
import { isAppLanguage } from '../../src/shared/i18n/app-languages'
import { MESSAGE_CATALOGS } from '../../src/shared/i18n/message-catalogs'
import type { MessageId } from '../../src/shared/i18n/messages'

/** The loading and updating indicators' words: a screen showing one has not settled. */
const BUSY_WORDS: readonly MessageId[] = [
  'pagination.loading',
  'panel.loading',
  'items.activity.loadingItems',
  'items.activity.loadingPage',
  'items.activity.updating',
]

/** The indicators as the page's language writes them, any value (a page number) in its place. */
function busyText(language: string): RegExp {
  const words = MESSAGE_CATALOGS[isAppLanguage(language) ? language : 'en']
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const patterns = BUSY_WORDS.map((id) =>
    words[id]
      .split(/\{[^{}]*\}/)
      .map(escape)
      .join('.+'),
  )
  return new RegExp(`^(${patterns.join('|')})$`)
}

/** The window of every picture in the support agents' guide (docs/guide/): light theme, 1280×800. */
export const GUIDE_WINDOW = { colorScheme: 'light', viewport: { width: 1280, height: 800 } } as const

const ARTIFACTS_DIR = resolve(__dirname, '..', 'artifacts')
const REPO_ROOT = resolve(__dirname, '..', '..')

/**
 * Waits until the screen has settled: no loading or updating indicator, every image on screen
 * finished (loaded or failed), so a screenshot shows what a person sees.
 */
export async function settle(page: Page): Promise<void> {
  const language = await page.evaluate(() => document.documentElement.lang)
  await expect(page.getByText(busyText(language))).toHaveCount(0)
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          // Only what is on screen: lazy thumbnails further down a 50-row page load when
          // scrolled to, and stay incomplete until then.
          .filter((image) => {
            const box = image.getBoundingClientRect()
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
          })
          .every((image) => image.complete),
      ),
    )
    .toBe(true)
}

/**
 * Saves a PNG of the page as a test artifact (e2e/artifacts, gitignored), attaches it to the
 * report, and, only when UPDATE_SCREENSHOTS=1, writes the copy the documentation shows (its
 * path in the screenshot list: docs/screenshots, docs/guide/images), so ordinary runs never
 * change tracked files.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: ScreenshotName): Promise<void> {
  await settle(page)
  const png = await page.screenshot({ type: 'png' })
  await mkdir(ARTIFACTS_DIR, { recursive: true })
  await writeFile(join(ARTIFACTS_DIR, `${name}.png`), png)
  await testInfo.attach(name, { body: png, contentType: 'image/png' })
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    const tracked = join(REPO_ROOT, screenshotPath(name))
    await mkdir(dirname(tracked), { recursive: true })
    await writeFile(tracked, png)
  }
}
