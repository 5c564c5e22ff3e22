import { seriesOf, type GroupOutcome, type Series } from './report'
import { ratioOfMedians, summarize } from './stats'

/** Fixed warm-up runs (JIT, pools and caches settle), then fixed runs, never "until stable": the bench ends. */
export type Plan = { readonly warmup: number; readonly runs: number }

export const MIN_RUNS = 5

/** A run returns what it measured itself (ms, or another unit). */
export type Run = (index: number) => Promise<number>

/** Two series interleaved (A B, B A, …): a slow phase hits both alike, and neither gains from going first. */
export async function sampleInterleaved(plan: Plan, a: Run, b: Run): Promise<{ a: number[]; b: number[] }> {
  if (!Number.isInteger(plan.runs) || plan.runs < MIN_RUNS)
    throw new Error(`each measurement needs at least ${MIN_RUNS} runs, not ${plan.runs}`)
  const result = { a: [] as number[], b: [] as number[] }
  for (let round = 0; round < plan.warmup + plan.runs; round += 1) {
    for (const name of round % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const)) {
      const value = await (name === 'a' ? a : b)(round)
      if (round >= plan.warmup) result[name].push(value)
    }
  }
  return result
}

type Path = readonly [key: string, run: Run]

export async function compareToFloor(
  plan: Plan,
  ratio: string,
  [appKey, app]: Path,
  [floorKey, floor]: Path,
  unit: Series['unit'] = 'ms',
): Promise<GroupOutcome> {
  const samples = await sampleInterleaved(plan, app, floor)
  const [appSummary, floorSummary] = [summarize(samples.a), summarize(samples.b)]
  return {
    series: [seriesOf(appKey, appSummary, unit), seriesOf(floorKey, floorSummary, unit)],
    figures: { [ratio]: ratioOfMedians(appSummary, floorSummary) },
  }
}
