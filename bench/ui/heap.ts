import type { Page } from '@playwright/test'
import type { DemoServerProcess } from '../demo-server-process'
import { checkpoint } from '../group-runner'
import type { GroupOutcome } from '../report'
import { MIN_RUNS } from '../sampling'
import { ratioOfMedians, summarize } from '../stats'
import { launchBenchApp, openItems, waitForDataRows } from './app-ui'
import { installProbe, waitIdle } from './page-probe'

/**
 * Opens before the first reading: by then V8 has finished optimising the code an open runs,
 * so the compiled code it adds over the first few hundred opens is not counted as growth.
 */
const WARM_OPENS = 1_000
const LATE_OPENS = 2_000

/**
 * heap_growth_items_steady_ratio: the renderer's whole V8 heap after 2,000 item opens vs after
 * 1,000, both right after a full garbage collection (HeapProfiler.collectGarbage twice, then
 * Runtime.getHeapUsage().usedSize over CDP). Items are opened by ID (Item ID + Open item), each
 * waited for until its data is on screen, as an agent works through tickets; the detail cache
 * is bounded, so what opening items keeps must not grow. Each run is a fresh launch.
 */
export async function benchHeap(server: DemoServerProcess): Promise<GroupOutcome> {
  const warm: number[] = []
  const late: number[] = []
  const ids = Array.from({ length: LATE_OPENS }, (_, index) => index + 1)
  for (let run = 0; run < MIN_RUNS; run += 1) {
    checkpoint()
    const app = await launchBenchApp({ baseUrl: server.url, token: server.token })
    try {
      await waitForDataRows(app.page)
      await installProbe(app.page)
      await openItems(app.page, ids.slice(0, WARM_OPENS))
      warm.push(await heapAfterGcMb(app.page))
      checkpoint()
      await openItems(app.page, ids.slice(WARM_OPENS))
      late.push(await heapAfterGcMb(app.page))
    } finally {
      await app.close()
    }
  }
  const warmSummary = summarize(warm)
  const lateSummary = summarize(late)
  return {
    series: [
      {
        key: `heap_after_${WARM_OPENS}_items_mb`,
        label: `UI heap after ${WARM_OPENS} item opens`,
        unit: 'MB',
        summary: warmSummary,
      },
      {
        key: `heap_after_${LATE_OPENS}_items_mb`,
        label: `UI heap after ${LATE_OPENS} item opens`,
        unit: 'MB',
        summary: lateSummary,
      },
    ],
    figures: { heap_growth_items_steady_ratio: ratioOfMedians(lateSummary, warmSummary) },
    notes: [
      `heap: ${MIN_RUNS} fresh launches, items 1…${LATE_OPENS} opened by ID one after another, heap read after GC ` +
        `after ${WARM_OPENS} and ${LATE_OPENS} opens, once no request is in flight`,
    ],
  }
}

async function heapAfterGcMb(page: Page): Promise<number> {
  await waitIdle(page)
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize / 1024 ** 2
  } finally {
    await cdp.detach()
  }
}
