import AxeBuilder from '@axe-core/playwright'
import { test, type Page } from '@playwright/test'

/**
 * The time one scan adds to its test's budget. A scan of the whole window reads every node's
 * colours and names: beside other work here the Reply templates dialog's test, one scan, took
 * 46-51 s of its 60 s and once ran out. The budget grows with the work, so a slow machine is
 * not a failure, and a scan that never ends still fails at the budget.
 */
const AXE_SCAN_BUDGET_MS = 60_000

export interface SeriousViolation {
  readonly id: string
  readonly impact: string
  readonly help: string
  readonly targets: readonly string[]
}

/**
 * axe-core over the whole page (or, asked for, only what `include` selects: a new control held
 * to every impact without the rest of the page), keeping serious and critical violations (or,
 * asked for, every impact: minor and moderate too), each with the elements it found, so a
 * failure message says exactly what to fix and where.
 */
export async function seriousViolations(
  page: Page,
  {
    everyImpact = false,
    include = [],
  }: { readonly everyImpact?: boolean; readonly include?: string | readonly string[] } = {},
): Promise<SeriousViolation[]> {
  const info = test.info()
  info.setTimeout(info.timeout + AXE_SCAN_BUDGET_MS)
  const builder = new AxeBuilder({ page })
  for (const selector of typeof include === 'string' ? [include] : include) builder.include(selector)
  const results = await builder.analyze()
  return results.violations
    .filter((violation) => everyImpact || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }))
}

export function describeViolations(violations: readonly SeriousViolation[]): string {
  return violations.map((v) => `[${v.impact}] ${v.id}: ${v.help}\n  ${v.targets.join('\n  ')}`).join('\n')
}
