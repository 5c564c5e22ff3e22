import type { Page } from '@playwright/test'
import type { AppCore } from '../src/main/core/app-core'
import type { AppPage, AppWindow } from './app-window'

/** The Quick answer window's page, as the shell loads it beside index.html. */
export const QUICK_ANSWER_FILE = 'quick-answer.html'

/**
 * Chromium mode's Quick answer window: what the shell's shortcut handler does, with a page for
 * its BrowserWindow. `open` reads the clipboard as the handler does, hands the text to the
 * core's `openQuickAnswer`, and opens quick-answer.html beside the main page over the same
 * bridge to the core; the core closes it and brings the main page forward through the
 * `QuickAnswerHost` set here. One window at a time, as the shell keeps one.
 *
 * As the shell does, a close keeps the page loaded, hidden, for the next press (`shown` says
 * which); a discard (the session ended) closes the page.
 */
export function quickAnswerPages(window: AppWindow, core: AppCore) {
  let open: { readonly page: AppPage; readonly done: () => void } | null = null
  let shown = false

  const closePage = async () => {
    const current = open
    open = null
    shown = false
    if (!current) return
    current.done()
    await current.page.page.close().catch(() => undefined)
  }

  return {
    async open(): Promise<Page> {
      const text = await window.page.evaluate(() => navigator.clipboard.readText())
      core.openQuickAnswer(text)
      shown = true
      // The kept page takes the new ticket on the core's `quick:waiting`, and is shown in front,
      // as the shell's is (a page behind another gets no animation frames).
      if (open !== null && !open.page.page.isClosed()) {
        await open.page.page.bringToFront()
        return open.page.page
      }
      const quick = await window.openPage(QUICK_ANSWER_FILE, (channel, payload) =>
        core.handle(channel, payload),
      )
      const removeSink = core.addEventSink((event, payload) => quick.sendEvent(event, payload ?? null))
      const removeHost = core.setQuickAnswerHost({
        close: () => void (shown = false),
        discard: () => void closePage(),
        showMainWindow: () => void window.page.bringToFront(),
      })
      open = {
        page: quick,
        done: () => {
          removeHost()
          removeSink()
        },
      }
      // Closed by the person (or the test) rather than the core: the host goes with it.
      quick.page.once('close', () => {
        if (open?.page === quick) {
          open.done()
          open = null
          shown = false
        }
      })
      await quick.page.goto(quick.url)
      return quick.page
    },
    /** Whether the window is shown, rather than kept hidden or gone. */
    shown: () => shown,
    close: closePage,
  }
}
