import type { Locator, Page } from '@playwright/test'
import { ITEMS_TABLE } from './app-ui'

/**
 * The window's lazy parts as a person opens them, each twice in one run: the first open loads
 * its code unless the idle prefetch already has, the second never does.
 */
export interface LazyPartOpen {
  readonly key: 'detail_pane' | 'reply_templates' | 'bulk_lookup' | 'watched_items' | 'catalog_dialog'
  /** Untimed, before the timed click (a menu to open). */
  readonly before?: (page: Page) => Promise<void>
  /** What the timed click hits; `open` counts from 0 (the first open) within a run. */
  readonly opener: (page: Page, open: number) => Locator
  /** The part itself on screen (CSS), not its fallback. */
  readonly shown: string
  /** Untimed: back to where the next open starts. */
  readonly close: (page: Page) => Promise<void>
}

const escape = (page: Page) => page.keyboard.press('Escape')

/** In the order a run opens them: Reply templates is the open pane's. */
export const LAZY_PART_OPENS: readonly LazyPartOpen[] = [
  {
    key: 'detail_pane',
    // A row of its own each time: an item asked once is in the cache the second time.
    opener: (page, open) => page.locator(`${ITEMS_TABLE} tbody tr[data-item-id]`).nth(open),
    shown: 'section.detail [aria-label="Reply to the customer"]',
    close: escape,
  },
  {
    key: 'reply_templates',
    // Its button is the open pane's: a row no open above used.
    before: (page) => page.locator(`${ITEMS_TABLE} tbody tr[data-item-id]`).nth(2).click(),
    opener: (page) =>
      page.getByRole('region', { name: 'Item details' }).getByRole('button', { name: 'Reply templates' }),
    shown: 'dialog[open] textarea',
    close: escape,
  },
  {
    key: 'bulk_lookup',
    before: escape,
    opener: (page) => page.getByRole('button', { name: 'Look up several', exact: true }),
    shown: 'section.bulk:not([aria-busy="true"]) textarea',
    close: (page) => page.getByRole('button', { name: 'Close bulk lookup' }).click(),
  },
  {
    key: 'watched_items',
    opener: (page) => page.getByRole('button', { name: /^Watched items/ }),
    shown: '#header-panel .panel__settings',
    close: (page) => page.getByRole('button', { name: /^Watched items/ }).click(),
  },
  {
    key: 'catalog_dialog',
    before: (page) => page.getByRole('button', { name: 'Catalog', exact: true }).click(),
    opener: (page) => page.getByRole('menuitem', { name: 'Edit catalog…' }),
    shown: 'dialog[open] input',
    close: escape,
  },
]

type TimerWindow = Window & { __openTimer?: Promise<number> }

/** Click → the part painted (two frames after it is in the DOM), on the page's clock. */
export async function timeOpen(page: Page, part: LazyPartOpen, open: number): Promise<number> {
  await part.before?.(page)
  await page.evaluate((shown) => {
    ;(window as TimerWindow).__openTimer = new Promise<number>((resolve, reject) => {
      let start: number | null = null
      const timeout = setTimeout(() => reject(new Error(`${shown} not shown within 15 s`)), 15_000)
      const onClick = (event: MouseEvent) => {
        start ??= event.timeStamp
        check()
      }
      const observer = new MutationObserver(() => check())
      function check() {
        if (start === null || !document.querySelector(shown)) return
        const clickedAt = start
        observer.disconnect()
        clearTimeout(timeout)
        window.removeEventListener('click', onClick, true)
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - clickedAt)))
      }
      window.addEventListener('click', onClick, true)
      observer.observe(document.body, { childList: true, subtree: true, attributes: true })
    })
  }, part.shown)
  await part.opener(page, open).click()
  const ms = await page.evaluate(() => (window as TimerWindow).__openTimer as Promise<number>)
  await part.close(page)
  return ms
}
