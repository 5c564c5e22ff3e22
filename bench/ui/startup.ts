import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium-host'
import { launchBenchApp } from './bench-app'
import { startStaticServer } from '../../e2e/static-server'
import type { GroupOutcome } from '../report'
import type { Plan, Run } from '../sampling'
import { keep } from '../group-runner'
import { measureStartup } from './startup-outcome'
import { FIRST_ROW_PAINT_SCRIPT, firstRowPaintEpoch, epochNow, timeToFirstRowPaint } from './first-row-paint'

const PLAN: Plan = { warmup: 1, runs: 7 }
/** Starts within one running browser are cheap: more of them, for a tighter median. */
const NAVIGATION_PLAN: Plan = { warmup: 2, runs: 15 }
const VIEWPORT = { width: 1280, height: 800 }

/** A page with one table row and nothing else: what "visible" means for the floor. */
const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title></head>' +
  '<body><table aria-label="Items"><tbody><tr><td>1</td></tr></tbody></table></body></html>'

const launchBrowser = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })

/**
 * The floor's page load: a new context of the same size, the blank page served by the same
 * static server code (started inside the timed span, as the harness starts its own), until
 * Playwright sees its row. In `browser` when given, else in a browser launched for it.
 */
function blankPageLoad(blankRoot: string, browser?: Browser): Run {
  return async () => {
    const start = epochNow()
    const owned = browser ? null : await launchBrowser()
    const server = await startStaticServer(blankRoot)
    const context = await (browser ?? owned)!.newContext({ colorScheme: 'light', viewport: VIEWPORT })
    try {
      await context.addInitScript({ content: FIRST_ROW_PAINT_SCRIPT })
      const page = await context.newPage()
      await page.goto(`${server.url}/index.html`)
      return (await firstRowPaintEpoch(page)) - start
    } finally {
      await context.close()
      await owned?.close()
      await server.close()
    }
  }
}

/**
 * Two startup figures, each app vs blank page measured the same way (the clock stops when the
 * first data row was painted, by Element Timing: first-row-paint.ts), interleaved:
 *
 * - startup_ms / startup_ratio: from the launch call, i.e. browser launch + core start + page
 *   load + first page, vs browser launch + a blank page (issue 6's figure; fresh browser and
 *   userData folder each launch). The browser launch is in both and dilutes the ratio.
 * - startup_nav_ms / startup_nav_ratio: the same, in a browser that is already running (one
 *   per series, launched outside the timed span): what the app adds to a page load. The app
 *   side is the harness's whole start (new context, core start with settings and keychain,
 *   demo catalog, static server, navigation, first list request, first rows); the floor is a
 *   new context, the static server and a one-row page. Electron mode has its own figure
 *   (electron-startup.ts), where a runtime exists.
 */
export async function benchStartup(): Promise<GroupOutcome> {
  const blankRoot = resolve(__dirname, '../tmp/blank-page')
  mkdirSync(blankRoot, { recursive: true })
  writeFileSync(join(blankRoot, 'index.html'), BLANK_PAGE)

  const fromLaunch = await measureStartup(
    PLAN,
    {
      appKey: 'startup_ms',
      appLabel: 'startup: launch → first data row (demo, chromium)',
      blankKey: 'startup_blank_ms',
      blankLabel: 'startup: launch → blank page visible (floor)',
      ratioKey: 'startup_ratio',
      note: `startup: ${PLAN.warmup} warm-up + ${PLAN.runs} launches each, interleaved; fresh browser and userData folder each`,
    },
    timeToFirstRowPaint(() =>
      launchBenchApp({ demo: true, viewport: VIEWPORT }, { initScript: FIRST_ROW_PAINT_SCRIPT }),
    ),
    blankPageLoad(blankRoot),
  )

  keep(fromLaunch)
  const browser = await launchBrowser()
  try {
    const fromNavigation = await measureStartup(
      NAVIGATION_PLAN,
      {
        appKey: 'startup_nav_ms',
        appLabel: 'startup: app start → first data row, browser already running (demo, chromium)',
        blankKey: 'startup_nav_blank_ms',
        blankLabel: 'startup: blank page load, same running browser (floor)',
        ratioKey: 'startup_nav_ratio',
        note:
          `startup from navigation: ${NAVIGATION_PLAN.warmup} warm-up + ${NAVIGATION_PLAN.runs} starts each, interleaved, ` +
          'in one Chromium launched before the first (new context and userData folder each)',
      },
      timeToFirstRowPaint(() =>
        launchBenchApp({ demo: true, viewport: VIEWPORT }, { browser, initScript: FIRST_ROW_PAINT_SCRIPT }),
      ),
      blankPageLoad(blankRoot, browser),
    )
    return {
      series: [...fromLaunch.series, ...fromNavigation.series],
      figures: { ...fromLaunch.figures, ...fromNavigation.figures },
      notes: [...fromLaunch.notes, ...fromNavigation.notes],
    }
  } finally {
    await browser.close()
  }
}
