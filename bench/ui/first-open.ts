import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { launchChromium } from '../../e2e/app-window'
import { launchChromiumApp } from '../../e2e/chromium-host'
import { onDemandCode } from '../bundle-size'
import type { DemoServerProcess } from '../demo-server-process'
import { seriesOf, type GroupOutcome, type Series } from '../report'
import { ratioOfMedians, summarize } from '../stats'
import { waitForDataRows } from './app-ui'
import { LAZY_PART_OPENS, timeOpen } from './first-open-parts'
import { installProbe, waitIdle } from './page-probe'

const PLAN = { warmup: 1, runs: 7 }
const ROOT = join(__dirname, '..', '..')

/** The window's idle prefetch never runs: no idle moment ever comes (the first opens load their code). */
const NO_IDLE_SCRIPT = 'window.requestIdleCallback = () => 0; window.cancelIdleCallback = () => {};'

/** Which of `files` the page has fetched so far. */
async function fetched(page: Page, files: readonly string[]): Promise<string[]> {
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name))
  return files.filter((file) => names.some((name) => name.endsWith(`/${file}`)))
}

/**
 * One run: a new window, then each lazy part opened twice, first and second open timed. With
 * `idle`, after the idle prefetch has fetched every lazy chunk; without, before any is fetched.
 */
async function openEachTwice(
  browser: Browser,
  server: DemoServerProcess,
  lazyFiles: readonly string[],
  idle: boolean,
) {
  // A new context each run: it keeps no code from the one before.
  const extras = idle ? { browser } : { browser, initScript: NO_IDLE_SCRIPT }
  const launched = await launchChromiumApp({ baseUrl: server.url, token: server.token }, extras)
  const { page } = launched
  try {
    await waitForDataRows(page)
    await installProbe(page)
    await waitIdle(page)
    if (idle) {
      const all = async () => (await fetched(page, lazyFiles)).length === lazyFiles.length
      const deadline = Date.now() + 20_000
      while (!(await all())) {
        if (Date.now() > deadline) throw new Error('the idle prefetch did not fetch every lazy chunk in 20 s')
        await page.waitForTimeout(100)
      }
    } else {
      const early = await fetched(page, lazyFiles)
      if (early.length > 0) throw new Error(`lazy chunks fetched with no idle moment: ${early.join(', ')}`)
    }
    const times: Record<string, [number, number]> = {}
    for (const part of LAZY_PART_OPENS) {
      const first = await timeOpen(page, part, 0)
      await waitIdle(page)
      const second = await timeOpen(page, part, 1)
      await waitIdle(page)
      times[part.key] = [first, second]
    }
    return times
  } finally {
    await launched.close()
  }
}

/**
 * `first_open_<part>_ratio`: a lazy part's first open in a new window, after the idle prefetch,
 * over its second open in the same window (budgeted: the prefetch must leave the first click
 * nothing to wait for); `first_open_<part>_cut_short_ratio` the same with no prefetch at all
 * (recorded: what a click before the window was ever idle waits for its code).
 */
export async function benchFirstOpen(server: DemoServerProcess): Promise<GroupOutcome> {
  const lazyFiles = onDemandCode(join(ROOT, 'out/renderer'))
  const runs = {
    idle: [] as Record<string, [number, number]>[],
    cut: [] as Record<string, [number, number]>[],
  }
  const browser = await launchChromium()
  try {
    for (let run = 0; run < PLAN.warmup + PLAN.runs; run += 1) {
      // Alternating, the pair's order swapped every run: a slower stretch of the host hits both.
      for (const idle of run % 2 === 0 ? [true, false] : [false, true]) {
        const times = await openEachTwice(browser, server, lazyFiles, idle)
        if (run >= PLAN.warmup) (idle ? runs.idle : runs.cut).push(times)
      }
    }
  } finally {
    await browser.close()
  }
  const series: Series[] = []
  const figures: Record<string, number> = {}
  for (const { key } of LAZY_PART_OPENS) {
    for (const [kind, suffix] of [
      ['idle', ''],
      ['cut', '_cut_short'],
    ] as const) {
      const first = summarize(runs[kind].map((times) => (times[key] as [number, number])[0]))
      const second = summarize(runs[kind].map((times) => (times[key] as [number, number])[1]))
      series.push(
        seriesOf(`first_open_${key}${suffix}_ms`, first),
        seriesOf(`second_open_${key}${suffix}_ms`, second),
      )
      figures[`first_open_${key}${suffix}_ratio`] = ratioOfMedians(first, second)
    }
  }
  return { series, figures }
}
