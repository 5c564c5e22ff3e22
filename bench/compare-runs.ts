import { readFileSync } from 'node:fs'
import { z } from 'zod'
import {
  chanceOfAtLeastOutside,
  hasBand,
  liesInside,
  NO_BAND_REASON,
  noiseBand,
  OUTSIDE_BY_CHANCE,
  type NoBand,
  type NoiseBand,
} from './noise-band'

/**
 * Compares two runs of `npm run bench -- --repeat=N`: for each figure, does the second run's
 * median lie inside the first run's 95 % noise band, the range a second run of as many repeats
 * lands in 95 times out of 100 when nothing changed (noise-band.ts)?
 *
 * Not the first run's min–max: a fresh value lands inside the range of n earlier ones with
 * probability (n − 1)/(n + 1), one half for 3 repeats, so half the figures would seem to move.
 *
 * Usage: npx tsx bench/compare-runs.ts <first results.json> <second results.json>
 * Exit code: 0 when the second run is within the first run's noise (withinNoise), 1 when it
 * is beyond it, 2 when a file cannot be read.
 */

const USAGE = 'usage: npx tsx bench/compare-runs.ts <first results.json> <second results.json>'

const rangeSchema = z
  .object({
    runs: z.number().int().min(1),
    min: z.number(),
    median: z.number(),
    max: z.number(),
    /** The repeat values; files written before the noise band hold only runs, min, median and max. */
    values: z.array(z.number()).optional(),
  })
  .refine((range) => range.values === undefined || range.values.length === range.runs, {
    message: 'values must hold one value per run',
  })
const resultsSchema = z.looseObject({ ranges: z.record(z.string(), rangeSchema) })
export type Range = z.output<typeof rangeSchema>

export interface Comparison {
  readonly key: string
  readonly first: Range
  readonly second: Range
  /** Where the second run's median lands 95 % of the time if nothing changed, for its repeat count. */
  readonly band: NoiseBand | NoBand
  /** The second median lies within the band (as the results file rounds both); null without a band. */
  readonly inside: boolean | null
  /** Second median relative to the first, in percent. */
  readonly changePercent: number
  /** The band's half-width relative to its center, in percent; null without a band. */
  readonly halfWidthPercent: number | null
}

/** Figures both runs have, in the first run's order. */
export function compareRuns(
  first: Readonly<Record<string, Range>>,
  second: Readonly<Record<string, Range>>,
): Comparison[] {
  return Object.entries(first).flatMap(([key, a]) => {
    const b = second[key]
    return b ? [compareFigure(key, a, b)] : []
  })
}

function compareFigure(key: string, first: Range, second: Range): Comparison {
  const band = bandFor(key, repeatValues(key, first), second.runs)
  return {
    key,
    first,
    second,
    band,
    inside: hasBand(band) ? liesInside(band, second.median) : null,
    changePercent: percentOf(second.median - first.median, first.median),
    halfWidthPercent: hasBand(band) ? percentOf(band.halfWidth, band.center) : null,
  }
}

/** The band, or its refusal (a repeat count out of range) naming the figure it was for. */
function bandFor(key: string, firstValues: readonly number[], secondRepeats: number): NoiseBand | NoBand {
  try {
    return noiseBand(firstValues, secondRepeats)
  } catch (error) {
    throw new Error(`${key}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
}

/**
 * A first run's repeat values: as written, or, for files written before they were kept,
 * rebuilt from min, median and max where those determine them: 3 runs are exactly
 * [min, median, max], 2 runs [min, max] (their median is their mean), 1 run [median].
 */
export function repeatValues(key: string, range: Range): readonly number[] {
  if (range.values) return range.values
  if (range.runs === 3) return [range.min, range.median, range.max]
  if (range.runs === 2) return [range.min, range.max]
  if (range.runs === 1) return [range.median]
  throw new Error(
    `${key}: the first run has ${range.runs} repeats but no values; min, median and max determine ` +
      'the values of at most 3 repeats, so its noise band cannot be computed (rerun it with this version of the bench)',
  )
}

/**
 * The level of the run-wide verdict: a second run is within the first run's noise when an
 * unchanged app would leave at least as many figures outside their bands at least this often
 * (a 5 % test of "nothing changed" on the count outside, not on any one figure).
 */
export const WITHIN_NOISE_LEVEL = 0.05

/** Which figures have a band, and which of those have their second median outside it. */
interface Tally {
  readonly banded: number
  readonly outside: readonly string[]
  readonly bandless: readonly string[]
}

function tally(rows: readonly Comparison[]): Tally {
  return {
    banded: rows.filter((row) => row.inside !== null).length,
    outside: rows.filter((row) => row.inside === false).map((row) => row.key),
    bandless: rows.filter((row) => row.inside === null).map((row) => row.key),
  }
}

/** Whether the count of medians outside their bands is one that chance alone explains. */
export function withinNoise(rows: readonly Comparison[]): boolean {
  return isChance(tally(rows))
}

function isChance({ outside, banded }: Tally): boolean {
  return chanceOfAtLeastOutside(outside.length, banded) >= WITHIN_NOISE_LEVEL
}

/** The table, then which medians moved out of their band, what chance says of that, and the verdict. */
export function formatComparison(rows: readonly Comparison[]): string {
  const counts = tally(rows)
  const { banded, outside, bandless } = counts
  return [
    "| figure | first: median (min–max) | first run's 95 % noise band for the second's repeats | second: median | inside | change | band ± |",
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(formatRow),
    '',
    ...(bandless.length > 0 ? [`no band (${NO_BAND_REASON}): ${bandless.join(', ')}`] : []),
    `${banded - outside.length} of ${banded} medians inside the first run's 95 % noise band` +
      (outside.length > 0 ? `; outside: ${outside.join(', ')}` : ''),
    chanceLine(outside.length, banded),
    verdictLine(isChance(counts)),
  ].join('\n')
}

/** What the count outside means: how many an unchanged app leaves outside, and how likely this many are. */
function chanceLine(outside: number, figures: number): string {
  const expected = figures * OUTSIDE_BY_CHANCE
  const chance = chanceOfAtLeastOutside(outside, figures)
  return (
    `if nothing changed, about ${expected.toFixed(1)} of ${figures} fall outside by chance; ` +
    `${outside} or more outside: ${(chance * 100).toFixed(0)} % likely (figures taken as independent)`
  )
}

function verdictLine(within: boolean): string {
  const level = `${(WITHIN_NOISE_LEVEL * 100).toFixed(0)} %`
  return within
    ? `verdict: within the first run's noise (chance leaves as many outside at least ${level} of the time)`
    : `verdict: beyond the first run's noise (chance leaves as many outside less than ${level} of the time): ` +
        'the machine or the app changed between the runs'
}

function formatRow(row: Comparison): string {
  const { first, second, band } = row
  const bandText = hasBand(band) ? `${formatValue(band.low)}–${formatValue(band.high)}` : `— (${band.reason})`
  const inside = row.inside === null ? '—' : row.inside ? 'yes' : '**no**'
  const halfWidth = row.halfWidthPercent === null ? '—' : `±${row.halfWidthPercent.toFixed(1)} %`
  return (
    `| \`${row.key}\` | ${formatValue(first.median)} (${formatValue(first.min)}–${formatValue(first.max)}) | ` +
    `${bandText} | ${formatValue(second.median)} | ${inside} | ${formatPercent(row.changePercent)} | ${halfWidth} |`
  )
}

function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100
}

function formatValue(value: number): string {
  return Math.abs(value) >= 1000 ? value.toFixed(0) : value.toPrecision(4)
}

function formatPercent(value: number): string {
  return `${value >= 0 ? '+' : ''}${value.toFixed(1)} %`
}

function readRanges(path: string): Record<string, Range> {
  const parsed = resultsSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.success) {
    throw new Error(
      `${path} has no usable ranges (was it written by a run with --repeat=2 or more?):\n${z.prettifyError(parsed.error)}`,
    )
  }
  return parsed.data.ranges
}

function main(argv: readonly string[]): number {
  const [firstPath, secondPath] = argv
  if (!firstPath || !secondPath) {
    console.error(USAGE)
    return 2
  }
  try {
    const rows = compareRuns(readRanges(firstPath), readRanges(secondPath))
    console.log(formatComparison(rows))
    return withinNoise(rows) ? 0 : 1
  } catch (error) {
    console.error(`compare-runs: ${error instanceof Error ? error.message : String(error)}`)
    return 2
  }
}

if (process.argv[1]?.endsWith('compare-runs.ts')) process.exit(main(process.argv.slice(2)))
