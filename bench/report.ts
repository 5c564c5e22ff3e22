import { checkBudgets, type Budgets } from './budgets'
import { round, type Summary } from './stats'

/** One measured series, under its snake_case `key` in results.json. */
export type Series = {
  readonly key: string
  readonly label: string
  readonly unit: Unit
  readonly summary: Summary
}
type Unit = 'ms' | 'µs' | 'KB' | 'MB'

export function seriesOf(key: string, label: string, summary: Summary, unit: Unit = 'ms'): Series {
  return { key, label, unit, summary }
}

/** What one group produced; `notes` are the facts a reader needs (sizes, counts, stand-ins). */
export interface GroupOutcome {
  readonly series: readonly Series[]
  readonly figures: Readonly<Record<string, number>>
  readonly notes: readonly string[]
}

export interface Results extends GroupOutcome {
  /** With --repeat: each figure's median, min and max over the repeats. */
  readonly ranges?: Readonly<Record<string, Summary>>
  readonly errors: Readonly<Record<string, string>>
  readonly machine: Readonly<Record<string, string | number | null>>
}

const mapValues = <T, U>(record: Readonly<Record<string, T>>, map: (value: T) => U) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]))
const rounded = ({ runs, ...values }: Summary) => ({ runs, ...mapValues(values, (value) => round(value)) })

/** results.json: the figures at the top level, so a reader of them never trips over metadata. */
export function resultsDocument(results: Results): Record<string, unknown> {
  return {
    ...mapValues(results.figures, (value) => round(value)),
    machine: results.machine,
    ...(results.ranges ? { ranges: mapValues(results.ranges, rounded) } : {}),
    series: Object.fromEntries(
      results.series.map(({ key, label, unit, summary }) => [key, { label, unit, ...rounded(summary) }]),
    ),
    notes: results.notes,
    errors: results.errors,
  }
}

/** A line per series, then each figure with its budget and, with --repeat, its min–max. */
export function formatReport(results: Results, budgets: Budgets): string {
  const seriesRows = results.series.map(({ label, unit, summary }) => [
    label,
    String(summary.runs),
    ...[summary.median, summary.min, summary.max].map((value) => `${formatNumber(value)} ${unit}`),
  ])
  const verdicts = new Map(checkBudgets(results.figures, budgets).map((verdict) => [verdict.key, verdict]))
  const figureRows = [...new Set([...Object.keys(results.figures), ...Object.keys(budgets)])].map((key) => {
    const [value, range, verdict] = [results.figures[key], results.ranges?.[key], verdicts.get(key)]
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

/** A plain-text table; `right[i]` right-aligns column i. */
export function formatTable(header: string[], rows: string[][], right: boolean[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        right[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

function formatNumber(value: number): string {
  return value.toFixed(Math.abs(value) >= 100 ? 1 : Math.abs(value) >= 10 ? 2 : 3)
}
