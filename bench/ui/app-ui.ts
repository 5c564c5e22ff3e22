import type { Page } from '@playwright/test'
import { armPaintTimer, DETAIL_ID_SELECTOR, paintTiming, waitIdle, type PaintTiming } from './page-probe'

/**
 * Driving the real UI by the names in shared/ui-contract.md (roles and accessible names),
 * the way a person and the e2e specs do.
 */
export const ITEMS_TABLE = 'table[aria-label="Items"]'

export interface Position {
  readonly page: number
  readonly pages: number
}

/** "Page X of Y" from the Pagination navigation. */
export async function position(page: Page): Promise<Position> {
  const text = await page.getByRole('navigation', { name: 'Pagination' }).innerText()
  const match = /Page\s+(\d[\d,.\u00a0\u202f]*)\s+of\s+(\d[\d,.\u00a0\u202f]*)/i.exec(text)
  if (!match)
    throw new Error(`no "Page X of Y" in the Pagination navigation: ${JSON.stringify(text.slice(0, 200))}`)
  return { page: digits(match[1] as string), pages: digits(match[2] as string) }
}

/** Waits until the Items table shows data rows (not skeletons), up to `timeoutMs`. */
export async function waitForDataRows(page: Page, timeoutMs = 30_000): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const text =
        document.querySelector(`${selector} tbody tr:not([aria-hidden="true"]) td`)?.textContent?.trim() ?? ''
      return /^\d+$/.test(text)
    },
    ITEMS_TABLE,
    { timeout: timeoutMs },
  )
}

/**
 * Clicks a pagination button and returns the click → painted time of the new rows.
 *
 * Waits for background requests to finish first, so the click starts from a quiet app.
 */
export async function clickAndTime(
  page: Page,
  button: 'Next page' | 'Previous page' | 'First page' | 'Last page',
  expected: { page: number; limit: number },
): Promise<PaintTiming> {
  await waitIdle(page)
  await armPaintTimer(page, { button })
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: button, exact: true })
    .click()
  const timing = await paintTiming(page, expected)
  const now = await position(page)
  if (now.page !== expected.page)
    throw new Error(`after ${button} the app shows page ${now.page}, expected ${expected.page}`)
  return timing
}

/**
 * Types a page number into "Go to page" and presses Enter (not timed), then waits until the
 * app shows that page with data rows and is idle. How a walk reaches a region of the catalog
 * it has not visited at this page size.
 */
export async function goToPage(page: Page, target: number): Promise<void> {
  const field = page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('spinbutton', { name: 'Go to page' })
  await field.fill(String(target))
  await field.press('Enter')
  await settleAt(page, (now) => now.page === target, `after Go to page ${target} the app shows another page`)
}

/**
 * How many items match, from the Pagination navigation: "Rows 51–75 of 5,000" (or "0 items"
 * for an empty result), as the app says it.
 */
export async function itemTotal(page: Page): Promise<number> {
  const text = await page.getByRole('navigation', { name: 'Pagination' }).innerText()
  const match =
    /Rows\s+\d[\d,.\u00a0\u202f]*\s*[–-]\s*\d[\d,.\u00a0\u202f]*\s+of\s+(\d[\d,.\u00a0\u202f]*)/i.exec(
      text,
    ) ?? /(\d[\d,.\u00a0\u202f]*)\s+items?\b/i.exec(text)
  if (!match)
    throw new Error(`no "Rows X–Y of N" in the Pagination navigation: ${JSON.stringify(text.slice(0, 200))}`)
  return digits(match[1] as string)
}

/**
 * Sets "Rows per page" and waits until the app shows pages of that size ("Page X of Y" with
 * Y = ceil(total / size)) with data rows, and is idle. Counting rows would not do: a
 * virtualised table renders only the rows in view.
 */
export async function setPageSize(page: Page, size: number): Promise<void> {
  const total = await itemTotal(page)
  const pages = Math.max(1, Math.ceil(total / size))
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption(String(size))
  await settleAt(
    page,
    (now) => now.pages === pages,
    `after choosing ${size} rows per page the app does not show ${pages} pages`,
  )
}

/**
 * Waits (up to 30 s, polling "Page X of Y") until the app's position is the one wanted, then
 * until it shows data rows and is idle: the end of every untimed move of a walk.
 */
async function settleAt(page: Page, reached: (now: Position) => boolean, failure: string): Promise<void> {
  const until = performance.now() + 30_000
  while (!reached(await position(page))) {
    if (performance.now() > until) throw new Error(`30 s ${failure}`)
    await page.waitForTimeout(50)
  }
  await waitForDataRows(page)
  await waitIdle(page)
}

/**
 * `count` page turns with Next, as fast as the app allows, driven inside the page in one
 * evaluation: wait (per animation frame) until Next is enabled, i.e. the rows on screen are
 * no longer a placeholder, click it, wait until the first row shows another item, repeat.
 *
 * One evaluation for all turns, not a Playwright click per turn: its actionability checks and
 * retry back-off (up to 500 ms when Next is still disabled) would make 300 turns take minutes
 * and measure Playwright rather than the app. The click is a DOM click on the real button,
 * so the app's own handler runs, as for a person.
 */
export async function turnPages(page: Page, count: number): Promise<void> {
  await page.evaluate(
    ({ selector, turns }) =>
      new Promise<void>((done, fail) => {
        const until = performance.now() + 15_000 * turns
        const firstId = () =>
          document.querySelector(`${selector} tbody tr:not([aria-hidden="true"]) td`)?.textContent?.trim() ??
          ''
        const next = () =>
          document.querySelector<HTMLButtonElement>(
            'nav[aria-label="Pagination"] button[aria-label="Next page"]',
          )
        let turned = 0
        let before: string | null = null
        let clickedAt = 0
        let shownAt = performance.now()
        const waits = { enable: 0, show: 0 }
        const step = () => {
          if (performance.now() > until) {
            fail(new Error(`only ${turned} of ${turns} page turns within ${turns * 15} s`))
            return
          }
          if (before === null) {
            const button = next()
            if (button && !button.disabled && /^\d+$/.test(firstId())) {
              before = firstId()
              clickedAt = performance.now()
              waits.enable += clickedAt - shownAt
              button.click()
            }
          } else if (/^\d+$/.test(firstId()) && firstId() !== before) {
            turned += 1
            before = null
            shownAt = performance.now()
            waits.show += shownAt - clickedAt
            if (turned === turns) {
              ;(window as { __turnWaits?: typeof waits }).__turnWaits = waits
              done()
              return
            }
          }
          requestAnimationFrame(step)
        }
        step()
      }),
    { selector: ITEMS_TABLE, turns: count },
  )
}

function digits(text: string): number {
  const value = Number(text.replace(/[^\d]/g, ''))
  if (!Number.isInteger(value) || value < 0) throw new Error(`not a page number: ${JSON.stringify(text)}`)
  return value
}

/**
 * Opens each item by typing its ID into `Item ID` and pressing Open item, waiting until the
 * pane shows that item's data, as an agent working through a ticket would (run in the page,
 * for the same reason as turnPages).
 */
export async function openItems(page: Page, ids: readonly number[]): Promise<void> {
  await page.evaluate(
    ({ list, detailSelector }) =>
      new Promise<void>((done, fail) => {
        const until = performance.now() + 10_000 + list.length * 2_000
        const input = document.querySelector<HTMLInputElement>('input[aria-label="Item ID"], #open-item-id')
        const button = [...document.querySelectorAll<HTMLButtonElement>('button')].find(
          (candidate) => candidate.textContent?.trim() === 'Open item',
        )
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
        if (!input || !button || !setValue) {
          fail(new Error('no Item ID field or Open item button'))
          return
        }
        const shownId = () => document.querySelector(detailSelector)?.textContent?.trim()
        let index = 0
        let waiting = false
        const step = () => {
          if (performance.now() > until) {
            fail(new Error(`only ${index} of ${list.length} items opened in time`))
            return
          }
          const id = list[index]
          if (id === undefined) {
            done()
            return
          }
          if (!waiting) {
            setValue.call(input, String(id))
            input.dispatchEvent(new Event('input', { bubbles: true }))
            button.click()
            waiting = true
          } else if (shownId() === String(id)) {
            index += 1
            waiting = false
          }
          requestAnimationFrame(step)
        }
        step()
      }),
    { list: [...ids], detailSelector: DETAIL_ID_SELECTOR },
  )
}
