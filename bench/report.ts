import { type Budgets, type Verdict, checkBudgets } from './budgets'
import { round, type Summary } from './stats'

/** One measured series: what the table prints a line for. */
export interface Series {
  /** Stable snake_case name, the key under `series` in results.json. */
  readonly key: string
  /** What was measured, for a person. */
  readonly label: string
  readonly unit: 'ms' | 'µs' | 'KB' | 'MB'
  readonly summary: Summary
}

export function seriesOf(key: string, label: string, summary: Summary, unit: Series['unit'] = 'ms'): Series {
  return { key, label, unit, summary }
}

/** What one measurement group produced. */
export interface GroupOutcome {
  readonly series: readonly Series[]
  /** Budgeted figures and extra ones: medians and ratios of medians. */
  readonly figures: Readonly<Record<string, number>>
  /** Facts a reader needs to interpret the figures (sizes, counts, what stood in for what). */
  readonly notes: readonly string[]
}

export interface Results {
  readonly figures: Readonly<Record<string, number>>
  /** With --repeat: each figure's median, min and max over the repeats. */
  readonly ranges?: Readonly<Record<string, Summary>>
  readonly series: readonly Series[]
  readonly notes: readonly string[]
  readonly errors: Readonly<Record<string, string>>
  readonly machine: Readonly<Record<string, string | number | null>>
}

const rounded = (summary: Summary) => ({
  runs: summary.runs,
  median: round(summary.median),
  min: round(summary.min),
  max: round(summary.max),
})

/**
 * The results.json document: the figures at the top level as plain numbers, everything else
 * under its own key so a reader of the figures never trips over metadata.
 */
export function resultsDocument(results: Results): Record<string, unknown> {
  const entries = <T, U>(record: Readonly<Record<string, T>>, map: (value: T) => U) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]))
  return {
    ...entries(results.figures, (value) => round(value)),
    machine: results.machine,
    ...(results.ranges ? { ranges: entries(results.ranges, rounded) } : {}),
    series: Object.fromEntries(
      results.series.map((item) => [
        item.key,
        { label: item.label, unit: item.unit, ...rounded(item.summary) },
      ]),
    ),
    notes: results.notes,
    errors: results.errors,
  }
}

/**
 * The readable table: one line per series (median, min, max), then each figure with its
 * budget and, with --repeat, its min–max over the repeats.
 */
export function formatReport(results: Results, budgets: Budgets): string {
  const seriesRows = results.series.map(({ label, unit, summary }) => [
    label,
    String(summary.runs),
    ...[summary.median, summary.min, summary.max].map((value) => `${formatNumber(value)} ${unit}`),
  ])
  const verdicts = new Map<string, Verdict>(checkBudgets(results.figures, budgets).map((v) => [v.key, v]))
  const figureKeys = [...new Set([...Object.keys(results.figures), ...Object.keys(budgets)])]
  const figureRows = figureKeys.map((key) => {
    const value = results.figures[key]
    const range = results.ranges?.[key]
    const verdict = verdicts.get(key)
    return [
      key,
      value === undefined ? 'not measured' : formatNumber(value),
      range ? `${formatNumber(range.min)}–${formatNumber(range.max)}` : '',
      verdict ? `<= ${verdict.max}` : '',
      verdict ? { pass: 'ok', over: 'OVER BUDGET', missing: 'MISSING' }[verdict.status] : '',
    ]
  })
  return [
    formatTable(['measurement', 'runs', 'median', 'min', 'max'], seriesRows, [false, true, true, true, true]),
    '',
    formatTable(['figure', 'value', 'repeats', 'budget', ''], figureRows, [false, true, true, true, false]),
  ].join('\n')
}

/** A plain-text table; `right[i]` right-aligns column i (numbers). */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  right: readonly boolean[],
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        right[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

export function formatNumber(value: number): string {
  if (Math.abs(value) >= 100) return value.toFixed(1)
  if (Math.abs(value) >= 10) return value.toFixed(2)
  return value.toFixed(3)
}
