import { type Budgets, type Verdict, checkBudgets } from './budgets'
import { hasBand, noiseBand, roundedBand, type NoBand, type NoiseBand } from './noise-band'
import { round, type RepeatSummary, type Summary } from './stats'

/** One measured series: what the table prints a line for. */
export interface Series {
  /** Stable snake_case name, the key under `series` in results.json. */
  readonly key: string
  /** What was measured, for a person. */
  readonly label: string
  readonly unit: 'ms' | 'µs' | 'KB' | 'MB'
  readonly summary: Summary
}

/** What one measurement group produced. */
export interface GroupOutcome {
  readonly series: readonly Series[]
  /** The keys (and extra ones): medians and ratios of medians. */
  readonly figures: Readonly<Record<string, number>>
  /** Facts a reader needs to interpret the figures (what stood in for what, sizes, counts). */
  readonly notes: readonly string[]
}

export interface Results {
  readonly figures: Readonly<Record<string, number>>
  /**
   * With --repeat: each figure over the repeats. The file holds its runs, median, min, max and
   * values (in repeat order) and, from 2 runs on, `noise95`: the 95 % noise band a second run of
   * as many repeats would land in if nothing changed (noise-band.ts; compare-runs.ts checks it).
   */
  readonly ranges?: Readonly<Record<string, RepeatSummary>>
  readonly series: readonly Series[]
  readonly notes: readonly string[]
  readonly errors: Readonly<Record<string, string>>
  readonly machine: Readonly<Record<string, string | number | null>>
}

/** A summary as the results file holds it. */
function rounded(summary: Summary) {
  return {
    runs: summary.runs,
    median: round(summary.median),
    min: round(summary.min),
    max: round(summary.max),
  }
}

/**
 * A figure's range over the repeats as the results file holds it. The band is computed from
 * the values as rounded here, so compare-runs.ts, which only has the file, finds the same band.
 */
function roundedRange(summary: RepeatSummary) {
  const band = repeatBand(summary)
  return {
    ...rounded(summary),
    values: storedValues(summary),
    ...(hasBand(band) ? { noise95: roundedBand(band) } : {}),
  }
}

/**
 * A figure's noise band for a rerun of as many repeats, from its values as the results file
 * holds them: the one band the file, the run's note and compare-runs.ts all show.
 */
export function repeatBand(summary: RepeatSummary): NoiseBand | NoBand {
  const values = storedValues(summary)
  return noiseBand(values, values.length)
}

function storedValues(summary: RepeatSummary): number[] {
  return summary.values.map((value) => round(value))
}

/**
 * The results.json document.
 *
 * The figures sit at the top level as plain numbers (what the issue names); everything else
 * hangs under its own key so a reader of the figures never trips over metadata.
 */
export function resultsDocument(results: Results): Record<string, unknown> {
  const figures = Object.fromEntries(
    Object.entries(results.figures).map(([key, value]) => [key, round(value)]),
  )
  const series = Object.fromEntries(
    results.series.map((item) => [
      item.key,
      { label: item.label, unit: item.unit, ...rounded(item.summary) },
    ]),
  )
  const ranges = results.ranges
    ? {
        ranges: Object.fromEntries(
          Object.entries(results.ranges).map(([key, summary]) => [key, roundedRange(summary)]),
        ),
      }
    : {}
  return {
    ...figures,
    machine: results.machine,
    ...ranges,
    series,
    notes: results.notes,
    errors: results.errors,
  }
}

/** The readable table: one line per series (median, min, max), then each figure with its budget. */
export function formatReport(results: Results, budgets: Budgets): string {
  const seriesRows = results.series.map((item) => [
    item.label,
    String(item.summary.runs),
    withUnit(item.summary.median, item.unit),
    withUnit(item.summary.min, item.unit),
    withUnit(item.summary.max, item.unit),
  ])
  const verdicts = new Map<string, Verdict>(checkBudgets(results.figures, budgets).map((v) => [v.key, v]))
  const figureKeys = [...new Set([...Object.keys(results.figures), ...Object.keys(budgets)])]
  const figureRows = figureKeys.map((key) => {
    const value = results.figures[key]
    const verdict = verdicts.get(key)
    return [
      key,
      value === undefined ? 'not measured' : formatNumber(value),
      verdict ? `<= ${verdict.max}` : '',
      verdict ? { pass: 'ok', over: 'OVER BUDGET', missing: 'MISSING' }[verdict.status] : '',
    ]
  })
  return [
    formatTable(['measurement', 'runs', 'median', 'min', 'max'], seriesRows, [false, true, true, true, true]),
    '',
    formatTable(['figure', 'value', 'budget', ''], figureRows, [false, true, true, false]),
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

function withUnit(value: number, unit: Series['unit']): string {
  return `${formatNumber(value)} ${unit}`
}
