import { rmSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { launchChromiumApp, type ChromiumExtras } from '../../e2e/chromium-host'
import type { AppLaunch, LaunchedApp } from '../../e2e/launch-types'
import { armPaintTimer, paintTiming, waitIdle, type PaintTiming } from './page-probe'

/**
 * Driving the real UI by the names in shared/ui-contract.md (roles and accessible names), the
 * way a person and the e2e specs do.
 */
export const ITEMS_TABLE = 'table[aria-label="Items"]'

/**
 * The app in Chromium mode, as the e2e harness launches it, whose close() also removes the
 * userData folder the harness made for it (a bench run of dozens of launches would otherwise
 * leave dozens of folders in the temp directory).
 */
export async function launchBenchApp(
  options: Omit<AppLaunch, 'userDataDir'>,
  extras: ChromiumExtras = {},
): Promise<LaunchedApp> {
  const app = await launchChromiumApp(options, extras)
  const close = () => app.close().finally(() => rmSync(app.userDataDir, { recursive: true, force: true }))
  return { ...app, close }
}

/** Page X of "Page X of Y" in the Pagination navigation. */
export async function currentPage(page: Page): Promise<number> {
  const text = await page.getByRole('navigation', { name: 'Pagination' }).innerText()
  const match = /Page\s+(\d[\d,.\u00a0\u202f]*)\s+of/i.exec(text)
  if (!match)
    throw new Error(`no "Page X of Y" in the Pagination navigation: ${JSON.stringify(text.slice(0, 200))}`)
  return Number((match[1] as string).replace(/\D/g, ''))
}

/** Waits until the Items table shows data rows (not skeletons). */
export async function waitForDataRows(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(
    (selector) =>
      /^\d+$/.test(
        document.querySelector(`${selector} tbody tr:not([aria-hidden="true"]) td`)?.textContent?.trim() ??
          '',
      ),
    ITEMS_TABLE,
    { timeout: timeoutMs },
  )
}

/**
 * Clicks a pagination button once the app is idle and returns the click → painted time of
 * the new rows, checked to be the expected page.
 */
export async function clickAndTime(
  page: Page,
  button: 'Next page' | 'First page',
  expected: { page: number; limit: number },
): Promise<PaintTiming> {
  await waitIdle(page)
  await armPaintTimer(page, { button }, 'rows')
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: button, exact: true })
    .click()
  const timing = await paintTiming(page, expected)
  const shown = await currentPage(page)
  if (shown !== expected.page)
    throw new Error(`after ${button} the app shows page ${shown}, expected ${expected.page}`)
  return timing
}

/**
 * Sets "Rows per page" and waits until "Rows X–Y of N" spans that many rows, data rows show
 * and the app is idle. Counting table rows would not do: a virtualised table renders only the
 * rows in view.
 */
export async function setPageSize(page: Page, size: number): Promise<void> {
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption(String(size))
  await page.waitForFunction(
    (rows) => {
      const text = document.querySelector('nav[aria-label="Pagination"]')?.textContent ?? ''
      const match = /Rows\s*([\d,.\u00a0\u202f]+)\s*[–-]\s*([\d,.\u00a0\u202f]+)/.exec(text)
      const number = (digits: string | undefined) => Number((digits ?? '').replace(/\D/g, ''))
      return match !== null && number(match[2]) - number(match[1]) + 1 === rows
    },
    size,
    { timeout: 30_000 },
  )
  await waitForDataRows(page)
  await waitIdle(page)
}
