import { readFileSync } from 'node:fs'
import { z } from 'zod'
import type { Group } from './cli-args'

/** Every budgeted figure, its group and the loosest budget an issue allows (bench/README.md). */
export const FIGURES: Readonly<Record<string, { readonly group: Group; readonly issueLimit?: number }>> = {
  request_overhead_ratio: { group: 'request', issueLimit: 1.5 },
  bulk_lookup_ratio: { group: 'lookup', issueLimit: 1.3 },
  bundle_gzip_kb: { group: 'bundle', issueLimit: 200 },
  bundle_catalog_kb: { group: 'bundle' },
  bundle_first_screen_kb: { group: 'bundle', issueLimit: 110 },
  startup_nav_ratio: { group: 'startup' },
  first_open_detail_pane_ratio: { group: 'open', issueLimit: 1.2 },
  first_open_reply_templates_ratio: { group: 'open', issueLimit: 1.2 },
  first_open_bulk_lookup_ratio: { group: 'open', issueLimit: 1.2 },
  first_open_watched_items_ratio: { group: 'open', issueLimit: 1.2 },
  first_open_catalog_dialog_ratio: { group: 'open', issueLimit: 1.2 },
  next_page_ideal_ratio: { group: 'render', issueLimit: 1.3 },
  filter_apply_ideal_ratio: { group: 'render', issueLimit: 1.3 },
  item_open_ideal_ratio: { group: 'render', issueLimit: 1.3 },
  ideal_ratio_throttle_move: { group: 'render', issueLimit: 0.1 },
  load_next_page_ideal_ratio: { group: 'load', issueLimit: 1.5 },
  load_filter_apply_ideal_ratio: { group: 'load', issueLimit: 1.5 },
  load_item_open_ideal_ratio: { group: 'load', issueLimit: 1.5 },
  shift_heap_steady_ratio: { group: 'shift', issueLimit: 1.05 },
  shift_drift_ratio: { group: 'shift', issueLimit: 1.1 },
  watch_poll_cost: { group: 'watch', issueLimit: 4 },
  export_ratio: { group: 'export' },
  paste_ratio: { group: 'paste' },
  paste_slice_ms: { group: 'paste', issueLimit: 100 },
  paste_language_ms: { group: 'paste' },
  quick_answer_ratio: { group: 'quick', issueLimit: 1.2 },
}

const budgetSchema = z.strictObject({ max: z.number().positive().finite(), why: z.string().min(1) })
export type Budgets = Readonly<Record<string, z.infer<typeof budgetSchema>>>

export function parseBudgets(document: unknown): Budgets {
  const { $comment: _comment, ...entries } = z.record(z.string(), z.unknown()).parse(document)
  const budgets: Record<string, z.infer<typeof budgetSchema>> = {}
  const problems: string[] = []
  for (const [key, entry] of Object.entries(entries)) {
    const parsed = budgetSchema.safeParse(entry)
    if (!Object.hasOwn(FIGURES, key)) problems.push(`${key} is no figure the bench measures`)
    else if (parsed.success) budgets[key] = parsed.data
    else
      problems.push(
        ...parsed.error.issues.map((issue) => `${[key, ...issue.path].join('.')}: ${issue.message}`),
      )
  }
  for (const [key, { issueLimit }] of Object.entries(FIGURES)) {
    const max = budgets[key]?.max
    if (!Object.hasOwn(entries, key)) problems.push(`${key} has no budget`)
    else if (max !== undefined && issueLimit !== undefined && max > issueLimit)
      problems.push(`${key} allows ${max}, looser than the issue's ${issueLimit}`)
  }
  if (problems.length > 0) throw new Error(`bench/budgets.json is not acceptable: ${problems.join('; ')}`)
  return budgets
}

export const loadBudgets = (path: string) => parseBudgets(JSON.parse(readFileSync(path, 'utf8')))

/** The budgets of the figures these groups measure (a partial run checks only its own). */
export function budgetsOf(budgets: Budgets, groups: readonly Group[]): Budgets {
  const own = Object.entries(budgets).filter(([key]) => groups.includes(FIGURES[key]?.group as Group))
  return Object.fromEntries(own)
}

type Verdict = { key: string; max: number; status: 'pass' | 'over' | 'missing'; value: number }

/** A budgeted figure not measured fails too: a check that measured nothing would prove nothing. */
export function checkBudgets(figures: Readonly<Record<string, number>>, budgets: Budgets): Verdict[] {
  return Object.entries(budgets).map(([key, { max }]): Verdict => {
    const value = figures[key]
    if (value === undefined || !Number.isFinite(value)) return { key, status: 'missing', value: NaN, max }
    return { key, status: value <= max ? 'pass' : 'over', value, max }
  })
}

export function describeFailure(verdict: Verdict): string {
  if (verdict.status === 'missing') return `${verdict.key}: not measured in this run (budget ${verdict.max})`
  return `${verdict.key}: ${Math.round(verdict.value * 1000) / 1000} is over its budget of ${verdict.max}`
}
