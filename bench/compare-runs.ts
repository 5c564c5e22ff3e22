import { readFileSync } from 'node:fs'
import { z } from 'zod'

/**
 * Compares two runs of `npm run bench -- --repeat=N`: for each figure, is the second run's
 * median inside the noise the first run reports (its min–max over the repeats)?
 *
 * Usage: npx tsx bench/compare-runs.ts <first results.json> <second results.json>
 */

const rangeSchema = z.object({ runs: z.number(), min: z.number(), median: z.number(), max: z.number() })
const resultsSchema = z.looseObject({ ranges: z.record(z.string(), rangeSchema) })
export type Range = z.output<typeof rangeSchema>

export interface Comparison {
  readonly key: string
  readonly first: Range
  readonly second: Range
  /** The second median lies within the first run's min–max. */
  readonly inside: boolean
  /** Second median relative to the first, in percent. */
  readonly changePercent: number
  /** The first run's own spread, (max − min) / median, in percent. */
  readonly firstSpreadPercent: number
}

/** Figures both runs have, in the first run's order. */
export function compareRuns(
  first: Readonly<Record<string, Range>>,
  second: Readonly<Record<string, Range>>,
): Comparison[] {
  return Object.entries(first).flatMap(([key, a]) => {
    const b = second[key]
    if (!b) return []
    const percent = (value: number) => (a.median === 0 ? 0 : (value / a.median) * 100)
    return [
      {
        key,
        first: a,
        second: b,
        inside: b.median >= a.min && b.median <= a.max,
        changePercent: percent(b.median - a.median),
        firstSpreadPercent: percent(a.max - a.min),
      },
    ]
  })
}

function readRanges(path: string): Record<string, Range> {
  const parsed = resultsSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
  if (!parsed.success)
    throw new Error(`${path} has no ranges: was it written by a run with --repeat=2 or more?`)
  return parsed.data.ranges
}

function main(argv: readonly string[]): number {
  const [firstPath, secondPath] = argv
  if (!firstPath || !secondPath) {
    console.error('usage: npx tsx bench/compare-runs.ts <first results.json> <second results.json>')
    return 2
  }
  const rows = compareRuns(readRanges(firstPath), readRanges(secondPath))
  const format = (value: number) => (Math.abs(value) >= 1000 ? value.toFixed(0) : value.toPrecision(4))
  console.log(
    '| figure | first: median (min–max) | second: median (min–max) | second median inside first min–max | change | first run spread |',
  )
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const row of rows) {
    console.log(
      `| \`${row.key}\` | ${format(row.first.median)} (${format(row.first.min)}–${format(row.first.max)}) | ` +
        `${format(row.second.median)} (${format(row.second.min)}–${format(row.second.max)}) | ${row.inside ? 'yes' : '**no**'} | ` +
        `${row.changePercent >= 0 ? '+' : ''}${row.changePercent.toFixed(1)} % | ${row.firstSpreadPercent.toFixed(1)} % |`,
    )
  }
  const outside = rows.filter((row) => !row.inside)
  console.log(`\n${rows.length - outside.length} of ${rows.length} medians inside the first run's min–max`)
  return 0
}

if (process.argv[1]?.endsWith('compare-runs.ts')) process.exit(main(process.argv.slice(2)))
