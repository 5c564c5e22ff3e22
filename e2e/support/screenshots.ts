import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { expect } from '../fixtures'

const ARTIFACTS_DIR = resolve(__dirname, '..', 'artifacts')
const README_DIR = resolve(__dirname, '..', '..', 'docs', 'screenshots')

/**
 * Waits until the screen has settled: no loading or updating indicator, every image on screen
 * finished (loaded or failed), so a screenshot shows what a person sees.
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByText(/^(Loading|Updating)/)).toHaveCount(0)
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
 * report, and, only when UPDATE_SCREENSHOTS=1, writes the copy the README shows
 * (docs/screenshots), so ordinary runs never change tracked files.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await settle(page)
  const png = await page.screenshot({ type: 'png' })
  await mkdir(ARTIFACTS_DIR, { recursive: true })
  await writeFile(join(ARTIFACTS_DIR, `${name}.png`), png)
  await testInfo.attach(name, { body: png, contentType: 'image/png' })
  if (process.env.UPDATE_SCREENSHOTS === '1') {
    await mkdir(README_DIR, { recursive: true })
    await writeFile(join(README_DIR, `${name}.png`), png)
  }
}
