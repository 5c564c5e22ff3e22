import type { CDPSession, Page } from '@playwright/test'

/**
 * The renderer's main-thread work over CDP: `Performance.getMetrics`' `TaskDuration`, every
 * task the page's main thread ran (script, style, layout, paint, garbage collection), in
 * seconds since the page started. A difference of two readings is the work done between
 * them, whatever the clock did meanwhile: a frame waiting for the display costs nothing, so
 * unlike a click → paint time it does not measure the host's frame rate.
 */
export interface MainThreadWork {
  /** Work done by the page's main thread so far, in milliseconds. */
  readonly taskMs: () => Promise<number>
  /** Metrics by name (`Nodes`, `JSEventListeners`, `JSHeapUsedSize`, …), as CDP names them. */
  readonly metrics: () => Promise<Record<string, number>>
  /** CDP CPU throttling: 1 is none, 2 makes every task take twice as long. */
  readonly throttle: (rate: number) => Promise<void>
  readonly session: CDPSession
}

export async function mainThreadWork(page: Page): Promise<MainThreadWork> {
  const session = await page.context().newCDPSession(page)
  await session.send('Performance.enable')
  const metrics = async () => {
    const { metrics: list } = await session.send('Performance.getMetrics')
    return Object.fromEntries(list.map(({ name, value }) => [name, value]))
  }
  return {
    session,
    metrics,
    taskMs: async () => {
      const task = (await metrics()).TaskDuration
      if (task === undefined) throw new Error('CDP reported no TaskDuration for the page')
      return task * 1_000
    },
    throttle: async (rate) => {
      await session.send('Emulation.setCPUThrottlingRate', { rate })
    },
  }
}

/** The main-thread work `interaction` made the page do, in milliseconds. */
export async function workOf(work: MainThreadWork, interaction: () => Promise<unknown>): Promise<number> {
  const before = await work.taskMs()
  await interaction()
  return (await work.taskMs()) - before
}
