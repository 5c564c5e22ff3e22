/**
 * Bounded measurement loops: a fixed number of warm-up runs, then a fixed number of measured
 * runs (no "until stable"), so a run's duration is predictable and the bench always ends.
 * Every run starts at a checkpoint of the group's time limit (group-runner.ts).
 */
import { checkpoint } from './group-runner'
import type { GroupOutcome, Series } from './report'
import { ratioOfMedians, summarize } from './stats'

export interface Plan {
  /** Runs thrown away first: JIT, connection pools and caches settle during these. */
  readonly warmup: number
  /** Runs kept: at least MIN_RUNS. */
  readonly runs: number
}

export const MIN_RUNS = 5

/** A run returns the milliseconds (or other unit) it measured itself. */
export type Run = (index: number) => Promise<number>

/**
 * Two series measured interleaved, the order flipping every round (A B, B A, A B, …): a slow
 * phase of the machine hits the figure and its floor alike, and neither gains from going first.
 */
export async function sampleInterleaved(plan: Plan, a: Run, b: Run): Promise<{ a: number[]; b: number[] }> {
  assertPlan(plan)
  const result = { a: [] as number[], b: [] as number[] }
  for (let round = 0; round < plan.warmup + plan.runs; round += 1) {
    const order = round % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const)
    for (const name of order) {
      checkpoint()
      const value = await (name === 'a' ? a : b)(round)
      if (round >= plan.warmup) result[name].push(value)
    }
  }
  return result
}

function assertPlan(plan: Plan): void {
  if (!Number.isInteger(plan.warmup) || plan.warmup < 0)
    throw new Error(`warm-up runs must be >= 0, not ${plan.warmup}`)
  if (!Number.isInteger(plan.runs) || plan.runs < MIN_RUNS)
    throw new Error(`each measurement needs at least ${MIN_RUNS} runs, not ${plan.runs}`)
}

/**
 * The app and its floor measured interleaved, reported as both series and the ratio of their
 * medians under `names.ratio`; the plan is added to `names.note`.
 */
export async function compareToFloor(
  plan: Plan,
  names: {
    readonly ratio: string
    readonly app: Pick<Series, 'key' | 'label'>
    readonly floor: Pick<Series, 'key' | 'label'>
    readonly unit?: Series['unit']
    readonly note: string
  },
  app: Run,
  floor: Run,
): Promise<GroupOutcome> {
  const { a, b } = await sampleInterleaved(plan, app, floor)
  const [appSummary, floorSummary] = [summarize(a), summarize(b)]
  const unit = names.unit ?? 'ms'
  return {
    series: [
      { ...names.app, unit, summary: appSummary },
      { ...names.floor, unit, summary: floorSummary },
    ],
    figures: { [names.ratio]: ratioOfMedians(appSummary, floorSummary) },
    notes: [`${names.note}; ${plan.warmup} warm-up + ${plan.runs} runs per path, interleaved`],
  }
}
