import type { Page } from '@playwright/test'

/** User-timing marks the paint timer sets: at the input's time, and in the first frame after the change. */
export const INPUT_MARK = 'bench-input'
export const FRAME_MARK = 'bench-frame'

/** A trace that lost the task running the frame mark: Chromium's tracing dropped its slice. */
export class LostFrameTask extends Error {}

type TraceEvent = Record<'name' | 'cat' | 'ph', string> &
  Record<'pid' | 'tid' | 'ts', number> & { dur?: number }

/** CDP over `page`, its Performance domain on (the shift reads its metrics). */
export async function mainThreadWork(page: Page) {
  const session = await page.context().newCDPSession(page)
  await session.send('Performance.enable')
  return { page, session }
}

export type MainThreadWork = Awaited<ReturnType<typeof mainThreadWork>>

/** The page's main-thread work (script, style, layout, paint, GC) in ms, from `action`'s input to its frame. */
export async function workUntilFrame(work: MainThreadWork, action: () => Promise<unknown>): Promise<number> {
  const browser = work.page.context().browser()
  if (!browser) throw new Error('the page has no browser to trace')
  await browser.startTracing(work.page, { categories: ['toplevel', 'blink.user_timing'] })
  let trace: Buffer
  try {
    await action()
  } finally {
    trace = await browser.stopTracing()
  }
  return taskMsBetweenMarks((JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents)
}

/** The union of the top-level tasks on the marks' thread, INPUT_MARK to the end of FRAME_MARK's task. */
export function taskMsBetweenMarks(events: readonly TraceEvent[]): number {
  const markNamed = (name: string) => {
    const mark = events.find((event) => event.cat === 'blink.user_timing' && event.name === name)
    if (!mark) throw new Error(`the trace holds no ${name} mark: the input or its change was never shown`)
    return mark
  }
  const [input, shown] = [markNamed(INPUT_MARK), markNamed(FRAME_MARK)]
  const tasks = events
    .filter((event) => event.ph === 'X' && event.pid === shown.pid && event.tid === shown.tid)
    .map((event) => [event.ts, event.ts + (event.dur ?? 0)] as const)
    .sort((a, b) => a[0] - b[0])
  const frame = tasks.find(([start, end]) => start <= shown.ts && shown.ts <= end)
  if (!frame)
    throw new LostFrameTask(
      `no task on the main thread holds the ${FRAME_MARK} mark (${tasks.length} traced there, ` +
        `the last ending ${((shown.ts - (tasks.at(-1)?.[1] ?? shown.ts)) / 1_000).toFixed(1)} ms before it)`,
    )
  let [total, reached] = [0, input.ts]
  for (const [start, end] of tasks) {
    const [from, to] = [Math.max(start, reached), Math.min(end, frame[1])]
    if (to > from) total += to - from
    reached = Math.max(reached, to)
  }
  return total / 1_000
}
