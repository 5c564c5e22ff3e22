import type { Browser } from '@playwright/test'
import { openAppWindow, type AppWindow, type WindowOptions } from './app-window'

/** A window lent to one app, and the way to give it back (see `ChromiumExtras.window`). */
export interface LentWindow {
  readonly window: AppWindow
  release(reusable: boolean): Promise<void>
}

/**
 * A Playwright worker's Chromium windows, lent to one app after another (specs opt in with
 * `test.use({ reuseWindows: true })`, e2e/fixtures.ts).
 *
 * A new window costs its browser context and a renderer process starting cold, about twice
 * the CPU of the app's own start; an app in a window another app had gets a core of its own,
 * a userData folder of its own and a fresh document, as a relaunched app does, in a renderer
 * process already warm. Kept for the next app: a window that was made blank (chromium-host.ts)
 * and opened with settings another app can share. A window with Playwright's clock
 * (`skippableTime`) or a bench script is closed after its one app: its clock cannot be
 * taken back to the start.
 */
export interface WindowPool {
  /** A blank window opened with `options`: one kept from an earlier app, else a new one. */
  lend(options: WindowOptions): Promise<LentWindow>
  /** Closes every window, lent or kept. */
  close(): Promise<void>
}

/** Windows kept between apps, at most: one per locale a spec runs in, oldest closed first. */
const MOST_KEPT = 6

export function createWindowPool(browser: () => Promise<Browser>): WindowPool {
  const kept: AppWindow[] = []
  const open = new Set<AppWindow>()
  const closeWindow = async (window: AppWindow) => {
    open.delete(window)
    await window.close().catch(() => undefined)
  }
  return {
    async lend(options) {
      const index = kept.findIndex((window) => sameWindow(window.options, options))
      const window = index >= 0 ? kept.splice(index, 1)[0]! : await openAppWindow(await browser(), options)
      open.add(window)
      let released = false
      return {
        window,
        release: async (reusable) => {
          if (released) return
          released = true
          if (!reusable || !keepable(options) || window.page.isClosed()) return closeWindow(window)
          kept.push(window)
          if (kept.length > MOST_KEPT) await closeWindow(kept.shift()!)
        },
      }
    },
    async close() {
      kept.length = 0
      await Promise.all([...open].map(closeWindow))
    },
  }
}

const keepable = (options: WindowOptions) => !options.skippableTime && options.initScript === undefined

const sameWindow = (a: WindowOptions, b: WindowOptions) =>
  keepable(a) && keepable(b) && a.locale === b.locale && Boolean(a.pseudoLocale) === Boolean(b.pseudoLocale)
