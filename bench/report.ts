import { checkBudgets, type Budgets } from './budgets'
import { round, type Summary } from './stats'

/** One measured series, under its snake_case `key` in results.json. */
export type Series = { readonly key: string; readonly unit: 'ms' | 'µs'; readonly summary: Summary }

export function seriesOf(key: string, summary: Summary, unit: Series['unit'] = 'ms'): Series {
  return { key, unit, summary }
}

export type GroupOutcome = Readonly<{ series: readonly Series[]; figures: Readonly<Record<string, number>> }>

export interface Results extends GroupOutcome {
  /** With --repeat: each figure's median, min and max over the repeats. */
  readonly ranges?: Readonly<Record<string, Summary>>
  readonly errors: Readonly<Record<string, string>>
  readonly machine: Readonly<Record<string, string | number | boolean | null>>
}

const mapValues = <T, U>(record: Readonly<Record<string, T>>, map: (value: T) => U) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]))
const rounded = ({ runs, ...values }: Summary) => ({ runs, ...mapValues(values, (value) => round(value)) })
const VERDICT_WORDS = { pass: 'ok', over: 'OVER BUDGET', missing: 'MISSING' } as const

/** results.json: the figures at the top level, so a reader of them never trips over metadata. */
export function resultsDocument(results: Results): Record<string, unknown> {
  const series = results.series.map(({ key, unit, summary }) => [key, { unit, ...rounded(summary) }])
  return {
    ...mapValues(results.figures, (value) => round(value)),
    machine: results.machine,
    ...(results.ranges ? { ranges: mapValues(results.ranges, rounded) } : {}),
    series: Object.fromEntries(series),
    errors: results.errors,
  }
}

/** A line per series, then each figure with, under --repeat, its min–max, and its budget. */
export function formatReport(results: Results, budgets: Budgets): string {
  const width = Math.max(0, ...results.series.map(({ key }) => key.length))
  const series = results.series.map(
    ({ key, unit, summary: { runs, median, min, max } }) =>
      `${key.padEnd(width)}  ${runs} runs, median ${formatNumber(median)} ${unit}, ` +
      `${formatNumber(min)}–${formatNumber(max)}`,
  )
  const verdicts = new Map(checkBudgets(results.figures, budgets).map((verdict) => [verdict.key, verdict]))
  const keys = [...new Set([...Object.keys(results.figures), ...Object.keys(budgets)])]
  const figures = keys.map((key) => {
    const [value, range, verdict] = [results.figures[key], results.ranges?.[key], verdicts.get(key)]
    const cells = [
      key.padEnd(Math.max(...keys.map((other) => other.length))),
      value === undefined ? 'not measured' : formatNumber(value),
      range ? `${formatNumber(range.min)}–${formatNumber(range.max)}` : '',
      verdict ? `<= ${verdict.max} ${VERDICT_WORDS[verdict.status]}` : '',
    ]
    return cells.filter((cell) => cell !== '').join('  ')
  })
  return [...series, '', ...figures].join('\n')
}

function formatNumber(value: number): string {
  return value.toFixed(Math.abs(value) >= 100 ? 1 : Math.abs(value) >= 10 ? 2 : 3)
}
