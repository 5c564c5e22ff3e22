import { readFileSync } from 'node:fs'
import { z } from 'zod'

/**
 * Budgets: the largest value each figure may take, and the check `--check` runs.
 *
 * The issue sets the loosest budgets the team may ever ship; bench/budgets.json may be
 * stricter, never looser. A looser file is refused outright, so loosening a budget to make a
 * slow figure pass cannot happen by accident.
 */
export const ISSUE_LIMITS: Readonly<Record<string, number>> = {
  request_overhead_ratio: 1.5,
  render_scale_ratio: 3,
  heap_growth_ratio: 1.3,
  bundle_gzip_kb: 200,
  demo_server_scale_ratio: 2,
  startup_ratio: 4,
  /** Issue 12: 500 IDs through the app vs a bare fetch loop with the same concurrency. */
  bulk_lookup_ratio: 1.3,
  /** Issue 13: set by the team from the floor it measured then (2.9; goal 2). */
  watch_poll_cost: 4,
  /**
   * Issue 16: 1,000 item opens vs 10. On the heap without V8's compiled code: the whole heap
   * (heap_growth_items_ratio, reported) also holds the JIT's code for the detail pane, which
   * grows ~1.2 MB over the first few hundred opens and then stops (bench/README.md, Heap).
   */
  heap_growth_items_data_ratio: 1.1,
}

export interface Budget {
  readonly max: number
  readonly why: string
}

export type Budgets = Readonly<Record<string, Budget>>

const budgetSchema = z.strictObject({ max: z.number().positive().finite(), why: z.string().min(1) })
const FIGURE_KEY = /^[a-z0-9_]+$/

/** Validates a budgets document; throws with every problem named when it is not usable. */
export function parseBudgets(document: unknown): Budgets {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new Error('bench/budgets.json is not valid: it must be a JSON object of figure key -> { max, why }')
  }
  const { $comment: _comment, ...entries } = document as Record<string, unknown>
  const budgets: Record<string, Budget> = {}
  const invalid: string[] = []
  for (const [key, entry] of Object.entries(entries)) {
    if (!FIGURE_KEY.test(key)) {
      invalid.push(`${JSON.stringify(key)}: a figure key is snake_case (a-z, 0-9, _)`)
      continue
    }
    const parsed = budgetSchema.safeParse(entry)
    if (parsed.success) budgets[key] = parsed.data
    else
      invalid.push(
        ...parsed.error.issues.map((issue) => `${[key, ...issue.path].join('.')}: ${issue.message}`),
      )
  }
  if (invalid.length > 0) throw new Error(`bench/budgets.json is not valid: ${invalid.join('; ')}`)
  const problems: string[] = []
  for (const [key, limit] of Object.entries(ISSUE_LIMITS)) {
    const budget = budgets[key]
    if (budget === undefined) problems.push(`${key} has no budget (the issue requires one, at most ${limit})`)
    else if (budget.max > limit)
      problems.push(`${key} allows ${budget.max}, looser than the issue's ${limit}`)
  }
  if (problems.length > 0) throw new Error(`bench/budgets.json is not acceptable: ${problems.join('; ')}`)
  return budgets
}

export function loadBudgets(path: string): Budgets {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new Error(`cannot read ${path}: ${(error as Error).message}`, { cause: error })
  }
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch (error) {
    throw new Error(`${path} is not JSON: ${(error as Error).message}`, { cause: error })
  }
  return parseBudgets(document)
}

export type Verdict =
  | { readonly key: string; readonly status: 'pass' | 'over'; readonly value: number; readonly max: number }
  | { readonly key: string; readonly status: 'missing'; readonly value: null; readonly max: number }

/**
 * Compares every budgeted figure with its budget.
 *
 * A budgeted figure the run did not produce (its measurement failed or was not run) is a
 * failure too: a check that passes because nothing was measured would prove nothing.
 */
export function checkBudgets(
  figures: Readonly<Record<string, number>>,
  budgets: Budgets,
): readonly Verdict[] {
  return Object.entries(budgets).map(([key, { max }]): Verdict => {
    const value = figures[key]
    if (value === undefined || !Number.isFinite(value)) return { key, status: 'missing', value: null, max }
    return { key, status: value <= max ? 'pass' : 'over', value, max }
  })
}

export function failures(verdicts: readonly Verdict[]): readonly Verdict[] {
  return verdicts.filter((verdict) => verdict.status !== 'pass')
}

/** One line per broken budget, written for the person reading the CI log. */
export function describeFailure(verdict: Verdict): string {
  if (verdict.status === 'missing') return `${verdict.key}: not measured in this run (budget ${verdict.max})`
  return `${verdict.key}: ${Math.round(verdict.value * 1000) / 1000} is over its budget of ${verdict.max}`
}
