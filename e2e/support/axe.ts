import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

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
  { everyImpact = false, include }: { readonly everyImpact?: boolean; readonly include?: string } = {},
): Promise<SeriousViolation[]> {
  const builder = new AxeBuilder({ page })
  const results = await (include === undefined ? builder : builder.include(include)).analyze()
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
