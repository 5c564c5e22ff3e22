import type { Page } from '@playwright/test'
import type { GroupOutcome } from '../report'
import { sampleInterleaved, type Plan, type Run } from '../sampling'
import { ratioOfMedians, summarize } from '../stats'
import { ITEMS_TABLE } from './app-ui'

/** The keys and words one startup measurement (chromium or Electron mode) reports under. */
export interface StartupNames {
  /** Key of the app's launch → first row median, e.g. `startup_ms`. */
  readonly appKey: string
  readonly appLabel: string
  /** Key of the floor's series, e.g. `startup_blank_ms`. */
  readonly blankKey: string
  readonly blankLabel: string
  /** Key of app median / floor median, e.g. `startup_ratio`. */
  readonly ratioKey: string
  readonly note: string
}

/**
 * Launches the app and its blank-page floor alternately and reports both, with their ratio.
 *
 * Shared by the chromium-mode and the Electron-mode startup figures, which differ only in
 * how each side is launched.
 */
export async function measureStartup(
  plan: Plan,
  names: StartupNames,
  appLaunch: Run,
  blankLaunch: Run,
): Promise<GroupOutcome> {
  const { a: app, b: blank } = await sampleInterleaved(plan, appLaunch, blankLaunch)
  const appSummary = summarize(app)
  const blankSummary = summarize(blank)
  return {
    series: [
      { key: names.appKey, label: names.appLabel, unit: 'ms', summary: appSummary },
      { key: names.blankKey, label: names.blankLabel, unit: 'ms', summary: blankSummary },
    ],
    figures: {
      [names.appKey]: appSummary.median,
      [names.ratioKey]: ratioOfMedians(appSummary, blankSummary),
    },
    notes: [names.note],
  }
}

/** Resolves when the first data row (not a skeleton row) of the Items table is visible. */
export async function firstDataRow(page: Page): Promise<void> {
  await page
    .locator(`${ITEMS_TABLE} tbody tr:not([aria-hidden="true"]) td`)
    .first()
    .waitFor({ state: 'visible', timeout: 30_000 })
}

/**
 * A Run that times one launch from the call until the first data row is visible, then closes
 * what was launched (outside the timed span).
 */
export function timeToFirstRow(open: () => Promise<{ readonly page: Page; close(): Promise<void> }>): Run {
  return async () => {
    const start = performance.now()
    const launched = await open()
    try {
      await firstDataRow(launched.page)
      return performance.now() - start
    } finally {
      await launched.close()
    }
  }
}
