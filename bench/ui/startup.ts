import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium-host'
import { launchBenchApp } from './bench-app'
import { startStaticServer } from '../../e2e/static-server'
import type { GroupOutcome } from '../report'
import type { Plan } from '../sampling'
import { firstDataRow, measureStartup, timeToFirstRow } from './startup-outcome'

const PLAN: Plan = { warmup: 1, runs: 7 }
const VIEWPORT = { width: 1280, height: 800 }

/** A page with one table row and nothing else: what "visible" means for the floor. */
const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>blank</title></head>' +
  '<body><table aria-label="Items"><tbody><tr><td>1</td></tr></tbody></table></body></html>'

/**
 * startup_ms and startup_ratio: from the launch call to the first data row visible, the app
 * in the harness's chromium mode with the demo catalog (`demo: true`), vs a blank page in the
 * same Chromium with the same flags, measured the same way: the clock starts before the
 * browser process is launched and stops when Playwright sees the row visible; the blank
 * page is served by the same static server code, started inside the timed span as the
 * harness starts its own. Each launch is fresh (new browser, new userData folder).
 */
export async function benchStartup(): Promise<GroupOutcome> {
  const blankRoot = resolve(__dirname, '../tmp/blank-page')
  mkdirSync(blankRoot, { recursive: true })
  writeFileSync(join(blankRoot, 'index.html'), BLANK_PAGE)

  const appLaunch = timeToFirstRow(() => launchBenchApp({ demo: true, viewport: VIEWPORT }))
  const blankLaunch = async () => {
    const start = performance.now()
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    const server = await startStaticServer(blankRoot)
    try {
      const context = await browser.newContext({ colorScheme: 'light', viewport: VIEWPORT })
      const page = await context.newPage()
      await page.goto(`${server.url}/index.html`)
      await firstDataRow(page)
      return performance.now() - start
    } finally {
      await browser.close()
      await server.close()
    }
  }
  return measureStartup(
    PLAN,
    {
      appKey: 'startup_ms',
      appLabel: 'startup: launch → first data row (demo, chromium)',
      blankKey: 'startup_blank_ms',
      blankLabel: 'startup: launch → blank page visible (floor)',
      ratioKey: 'startup_ratio',
      note: `startup: ${PLAN.warmup} warm-up + ${PLAN.runs} launches each, interleaved; fresh browser and userData folder each`,
    },
    appLaunch,
    blankLaunch,
  )
}
