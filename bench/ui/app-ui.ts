import type { Page } from '@playwright/test'
import { armPaintTimer, paintTiming, waitIdle } from './page-probe'

/** The real UI, driven by the names in shared/ui-contract.md, as a person and the e2e specs do. */
export const ITEMS_TABLE = 'table[aria-label="Items"]'

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

export async function currentPage(page: Page): Promise<number> {
  const text = await pagination(page).innerText()
  const match = /Page\s+(\d[\d,.\u00a0\u202f]*)\s+of/i.exec(text)
  if (!match)
    throw new Error(`no "Page X of Y" in the Pagination navigation: ${JSON.stringify(text.slice(0, 200))}`)
  return Number((match[1] as string).replace(/\D/g, ''))
}

export async function waitForDataRows(page: Page): Promise<void> {
  const firstCell = `${ITEMS_TABLE} tbody tr:not([aria-hidden="true"]) td`
  const hasData = (cell: string) => /^\d+$/.test(document.querySelector(cell)?.textContent?.trim() ?? '')
  await page.waitForFunction(hasData, firstCell, { timeout: 30_000 })
}

/** Next, untimed, until the page after is painted: a page just settled on prefetches the one after. */
export async function turnPage(page: Page, size: number): Promise<void> {
  const expected = { page: (await currentPage(page)) + 1, limit: size }
  await waitIdle(page)
  await armPaintTimer(page, expected)
  await pagination(page).getByRole('button', { name: 'Next page', exact: true }).click()
  await paintTiming(page, expected)
  const shown = await currentPage(page)
  if (shown !== expected.page)
    throw new Error(`after Next page the app shows page ${shown}, expected ${expected.page}`)
}

/** Waits for "Rows X–Y of N" to span `size`: a virtualised table renders only the rows in view. */
export async function setPageSize(page: Page, size: number): Promise<void> {
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption(String(size))
  const spans = (rows: number) => {
    const text = document.querySelector('nav[aria-label="Pagination"]')?.textContent ?? ''
    const match = /Rows\s*([\d,.\u00a0\u202f]+)\s*[–-]\s*([\d,.\u00a0\u202f]+)/.exec(text)
    const number = (digits: string | undefined) => Number((digits ?? '').replace(/\D/g, ''))
    return match !== null && number(match[2]) - number(match[1]) + 1 === rows
  }
  await page.waitForFunction(spans, size, { timeout: 30_000 })
  await waitForDataRows(page)
  await waitIdle(page)
}

/** Watches `ids` through the window's own API, as `Watch all` on a lookup does. */
export async function watchItems(page: Page, ids: readonly number[], status: string | null = null) {
  const watch = async ({ ids, status }: { ids: number[]; status: string | null }) => {
    const api = (window as unknown as { catalog: { watchItems: (r: unknown) => Promise<unknown> } }).catalog
    await api.watchItems({ items: ids.map((id) => ({ id, name: null, status })) })
  }
  await page.evaluate(watch, { ids: [...ids], status })
}

export async function clearFilters(page: Page): Promise<void> {
  const filters = page.getByRole('search', { name: 'Item filters' })
  await filters.getByRole('button', { name: 'Clear filters' }).click()
  await waitIdle(page)
}
