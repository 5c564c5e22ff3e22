import axeCore, { type AxeResults, type RunOptions } from 'axe-core'
import { test, type Page } from '@playwright/test'

/** axe-core's own script, evaluated into the page under test (its rules run where the elements are). */
const AXE_SOURCE = axeCore.source

/**
 * The time one scan adds to its test's budget. A scan reads every node's colours and names, so
 * a busy machine slows it most; the budget grows with the work, so a slow machine is not a
 * failure, and a scan that never ends still fails at the budget.
 */
const AXE_SCAN_BUDGET_MS = 60_000

/**
 * axe-core's default rules (what Deque's `@axe-core/playwright` runs: it passes no options), asked
 * to list every node of the violations only: passes and the rest keep one example each, so
 * the scan skips building a selector for each of thousands of passing nodes.
 */
const RUN_OPTIONS: RunOptions = { resultTypes: ['violations'] }

export interface SeriousViolation {
  /** Set by `seriousViolationsInEachTheme`: the theme the violation was found in. */
  readonly theme?: ColorScheme
  readonly id: string
  readonly impact: string
  readonly help: string
  readonly targets: readonly string[]
}

interface ScanRequest {
  readonly include: readonly string[]
  readonly everyImpact: boolean
  readonly options: RunOptions
}

/** What a scan holds to what: the impacts kept and, when given, the part of the window read. */
export interface ScanScope {
  readonly everyImpact?: boolean
  readonly include?: string | readonly string[]
}

type AxeWindow = Window & { axe?: typeof axeCore }

/**
 * axe-core over the whole page (or, asked for, only what `include` selects: a new control held
 * to every impact without the rest of the page), keeping serious and critical violations (or,
 * asked for, every impact: minor and moderate too), each with the elements it found, so a
 * failure message says exactly what to fix and where.
 *
 * axe-core's source goes into a document once, by `page.evaluate` (which the app's CSP does
 * not govern, unlike a script tag), and is read again only when a navigation or reload brought
 * a new document. The scan runs where the elements are: `@axe-core/playwright` instead runs
 * each rule's part there, copies every result (megabytes over a dialog of hundreds of
 * controls) into a blank page it opens and finishes there, and injects its source into both
 * pages on every scan. The app has no frames, so nothing is left out by running in one
 * document; a frame would fail the scan rather than be skipped.
 */
export async function seriousViolations(
  page: Page,
  { everyImpact = false, include = [] }: ScanScope = {},
): Promise<SeriousViolation[]> {
  const info = test.info()
  info.setTimeout(info.timeout + AXE_SCAN_BUDGET_MS)
  if (page.frames().length > 1) throw new Error('seriousViolations scans one document; this page has frames')
  const hasAxe = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')
  if (!hasAxe) await page.evaluate(AXE_SOURCE)
  const request: ScanRequest = {
    include: typeof include === 'string' ? [include] : include,
    everyImpact,
    options: RUN_OPTIONS,
  }
  return page.evaluate(async ({ include: parts, everyImpact: all, options }) => {
    const scanner = (window as AxeWindow).axe
    if (!scanner) throw new Error('axe-core is not in this document: it changed during the scan')
    const results: AxeResults = await scanner.run(
      parts.length > 0 ? { include: [...parts], exclude: [] } : document,
      options,
    )
    return results.violations
      .filter((violation) => all || violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        help: violation.help,
        targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      }))
  }, request)
}

/** The app's themes. It follows the system's by CSS alone, so a window switches in place. */
const COLOR_SCHEMES = ['light', 'dark'] as const
type ColorScheme = (typeof COLOR_SCHEMES)[number]

/**
 * `seriousViolations` in each theme, the window switched in place (as when the system's theme
 * changes) rather than launched and brought to this state again; each violation says its
 * theme. The window is left in the theme it had.
 */
export async function seriousViolationsInEachTheme(
  page: Page,
  scope: ScanScope = {},
): Promise<SeriousViolation[]> {
  const had: ColorScheme = await page.evaluate(() =>
    matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  )
  const found: SeriousViolation[] = []
  for (const theme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme: theme })
    for (const violation of await seriousViolations(page, scope)) found.push({ theme, ...violation })
  }
  await page.emulateMedia({ colorScheme: had })
  return found
}

export function describeViolations(violations: readonly SeriousViolation[]): string {
  return violations
    .map(
      (v) => `[${v.theme ? `${v.theme}, ` : ''}${v.impact}] ${v.id}: ${v.help}\n  ${v.targets.join('\n  ')}`,
    )
    .join('\n')
}
