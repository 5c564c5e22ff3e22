import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { launchChromium, launchChromiumApp } from '../../e2e/chromium-host'
import { startStaticServer } from '../../e2e/static-server'
import type { GroupOutcome } from '../report'
import { compareToFloor, type Plan, type Run } from '../sampling'
import { ITEMS_TABLE } from './app-ui'
import { breakdownSeries, coreLogClock, phasesOf, readPageMoments } from './startup-breakdown'

const PLAN: Plan = { warmup: 2, runs: 15 }
const VIEWPORT = { width: 1280, height: 800 }

/** A page with one table row and nothing else: what "visible" means for the floor. */
const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title></head>' +
  `<body><table aria-label="Items"><tbody><tr><td>1</td></tr></tbody></table></body></html>`

/**
 * Keeps when the first data row of the Items table was painted, as an epoch time
 * (`performance.timeOrigin` + the Element Timing render time). Run in the page from its first
 * byte (an init script): it marks the first data cell for Element Timing as soon as it is
 * inserted, before the frame that paints it, and resolves `window.__firstRowPaint` with it.
 * Not the moment Playwright sees the row: a locator wait polls with a back-off up to 500 ms,
 * so a slow page would be seen late and a blank page (seen at the first poll) would not. The
 * floor's page carries the same script.
 */
const FIRST_ROW_PAINT_SCRIPT = `(() => {
  const cellSelector = '${ITEMS_TABLE} tbody tr:not([aria-hidden="true"]) td';
  let painted;
  window.__firstRowPaint = new Promise((resolve) => { painted = resolve; });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier === 'first-row') painted(performance.timeOrigin + (entry.renderTime || entry.loadTime));
    }
  }).observe({ type: 'element', buffered: true });
  const mark = () => {
    const cell = document.querySelector(cellSelector);
    if (!cell || !cell.textContent.trim()) return false;
    for (const element of [cell, ...cell.querySelectorAll('*')]) element.setAttribute('elementtiming', 'first-row');
    return true;
  };
  const observer = new MutationObserver(() => { if (mark()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`

/** The promise's value, or an error once `ms` have passed without one. */
async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no first data row painted within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Now, as an epoch time on the same clock as the page's. */
const epochNow = (): number => performance.timeOrigin + performance.now()

/**
 * A Run timing one start from the call until the first data row was painted; closes it
 * untimed. `painted` gets the page and the start time while the page is still open.
 */
function timeToFirstRowPaint(
  open: () => Promise<{ readonly page: Page; close(): Promise<void> }>,
  painted?: (page: Page, start: number) => Promise<void>,
): Run {
  return async () => {
    const start = epochNow()
    const opened = await open()
    try {
      // Awaited through the init script's promise, in one evaluation: a locator or
      // waitForFunction would inject Playwright's script into the page and poll there, on the
      // main thread the start is using.
      const paint = await withTimeout(opened.page.evaluate<number>('window.__firstRowPaint'), 30_000)
      const elapsed = paint - start
      await painted?.(opened.page, start)
      return elapsed
    } finally {
      await opened.close()
    }
  }
}

/**
 * startup_nav_ratio: the app's start in a running Chromium (the harness's whole start in a new
 * context: core start with settings and keychain, demo catalog, static server, navigation,
 * first list request, first rows) until the first data row was painted, vs a one-row page
 * served by the same static server code in a new context of the same browser: what the app
 * adds to a page load. The browser launch is outside both (it is Chromium's, not the app's).
 */
export async function benchStartup(): Promise<GroupOutcome> {
  const blankRoot = resolve(__dirname, '../tmp/blank-page')
  mkdirSync(blankRoot, { recursive: true })
  writeFileSync(join(blankRoot, 'index.html'), BLANK_PAGE)
  const browser = await launchChromium()
  try {
    // Where each app start's time went (startup-breakdown.ts), warm-ups included until trimmed.
    const starts: Record<string, number>[] = []
    let clock = coreLogClock()
    const appStart = timeToFirstRowPaint(
      () => {
        clock = coreLogClock()
        return launchChromiumApp(
          { demo: true, viewport: VIEWPORT },
          { browser, initScript: FIRST_ROW_PAINT_SCRIPT, coreLog: clock.log },
        )
      },
      async (page, start) => {
        starts.push(phasesOf(start, await readPageMoments(page), clock.moments()))
      },
    )
    const blankStart = timeToFirstRowPaint(async () => {
      const server = await startStaticServer(blankRoot)
      const context = await browser.newContext({ colorScheme: 'light', viewport: VIEWPORT })
      const close = async () => {
        await context.close()
        await server.close()
      }
      try {
        await context.addInitScript({ content: FIRST_ROW_PAINT_SCRIPT })
        const page = await context.newPage()
        await page.goto(`${server.url}/index.html`)
        return { page, close }
      } catch (error) {
        await close()
        throw error
      }
    })
    const outcome = await compareToFloor(
      PLAN,
      {
        ratio: 'startup_nav_ratio',
        app: { key: 'startup_nav_ms', label: 'startup: app → first row painted' },
        floor: { key: 'startup_nav_blank_ms', label: 'startup: blank page (floor)' },
        note: 'startup: in one running Chromium, a new context each start',
      },
      appStart,
      blankStart,
    )
    const measured = starts.slice(-PLAN.runs)
    return {
      ...outcome,
      series: [...outcome.series, ...breakdownSeries(measured)],
      notes: [
        ...outcome.notes,
        `startup breakdown: medians over the ${measured.length} measured app starts; each page phase is the time to the moment it names from the one before (they add up to a start), main's from the bench's call`,
      ],
    }
  } finally {
    await browser.close()
  }
}
