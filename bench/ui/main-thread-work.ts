import type { Page } from '@playwright/test'

/**
 * The renderer's main-thread work over CDP: `Performance.getMetrics`' `TaskDuration` sums every
 * task the main thread ran (script, style, layout, paint, GC), so the difference of two readings
 * is the work between them whatever the clock did: unlike a click → paint time, it does not
 * measure the display's frame rate.
 */
export async function mainThreadWork(page: Page) {
  const session = await page.context().newCDPSession(page)
  await session.send('Performance.enable')
  /** Metrics by CDP's names (`Nodes`, `JSEventListeners`, `TaskDuration`, …). */
  const metrics = async (): Promise<Record<string, number>> => {
    const { metrics: list } = await session.send('Performance.getMetrics')
    return Object.fromEntries(list.map(({ name, value }) => [name, value]))
  }
  /** CDP CPU throttling: 1 is none, 2 makes every task take twice as long. */
  const throttle = async (rate: number) => {
    await session.send('Emulation.setCPUThrottlingRate', { rate })
  }
  return { session, metrics, throttle }
}

export type MainThreadWork = Awaited<ReturnType<typeof mainThreadWork>>

/** The main-thread work, in ms, `action` made the page do. */
export async function workOf(work: MainThreadWork, action: () => Promise<unknown>): Promise<number> {
  const taskMs = async () => {
    const task = (await work.metrics()).TaskDuration
    if (task === undefined) throw new Error('CDP reported no TaskDuration for the page')
    return task * 1_000
  }
  const before = await taskMs()
  await action()
  return (await taskMs()) - before
}
