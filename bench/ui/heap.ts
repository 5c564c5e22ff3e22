import type { Page } from '@playwright/test'
import { launchBenchApp } from './bench-app'
import type { DemoServerProcess } from '../demo-server-process'
import type { GroupOutcome } from '../report'
import { MIN_RUNS } from '../sampling'
import { checkpoint, keep } from '../group-runner'
import { ratioOfMedians, summarize } from '../stats'
import { openItems, position, setPageSize, turnPages, waitForDataRows } from './app-ui'
import { installProbe, waitIdle } from './page-probe'

const EARLY_TURNS = 10
const LATE_TURNS = 300
const PAGE_SIZE = 25
const RUNS = MIN_RUNS
const EARLY_OPENS = 10
const LATE_OPENS = 1_000
/**
 * A second thousand opens after the late reading: by then V8 has finished optimising the
 * code an open runs (bench/README.md, Heap), so what the whole heap still gains here is what
 * opening items keeps, compiled code included.
 */
const STEADY_OPENS = 2_000
/** Fresh launches for the item-open series: each opens 2,000 items, one after another (~90 s). */
const ITEM_RUNS = MIN_RUNS

/**
 * heap_growth_ratio: the renderer's JS heap after 300 page turns vs after 10, both right
 * after a full garbage collection, read over the Chrome DevTools Protocol
 * (HeapProfiler.collectGarbage twice, then Runtime.getHeapUsage().usedSize: the V8 heap,
 * not the DOM's own C++ heap). Turns are Next clicks at 25 rows, as fast as the app allows.
 *
 * Each run is a fresh launch. One warm-up launch first, which only turns the first 10 pages:
 * it warms the disk cache and this process, and a full 300 would add half a minute for nothing.
 */
export async function benchHeap(server: DemoServerProcess): Promise<GroupOutcome> {
  await heapRun(server, false)
  const early: number[] = []
  const late: number[] = []
  const seconds: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    checkpoint()
    const result = await heapRun(server, true)
    if (!result.late) throw new Error('a measured heap run did not turn 300 pages')
    early.push(result.early)
    late.push(result.late)
    seconds.push(result.turnSeconds)
  }
  const earlySummary = summarize(early)
  const lateSummary = summarize(late)
  const turnSeconds = summarize(seconds).median
  const turns: GroupOutcome = {
    series: [
      {
        key: 'heap_after_10_turns_mb',
        label: `UI heap after ${EARLY_TURNS} page turns (after GC)`,
        unit: 'MB',
        summary: earlySummary,
      },
      {
        key: 'heap_after_300_turns_mb',
        label: `UI heap after ${LATE_TURNS} page turns (after GC)`,
        unit: 'MB',
        summary: lateSummary,
      },
    ],
    figures: {
      heap_growth_ratio: ratioOfMedians(lateSummary, earlySummary),
      heap_after_10_turns_mb: earlySummary.median,
      heap_after_300_turns_mb: lateSummary.median,
    },
    notes: [
      `heap: 1 short warm-up + ${RUNS} fresh launches, ${PAGE_SIZE} rows per page, Next as fast as the app allows ` +
        `(the ${LATE_TURNS - EARLY_TURNS} later turns took ${turnSeconds.toFixed(0)} s, median); heap = V8 usedSize after two ` +
        'HeapProfiler.collectGarbage calls, once no request is in flight',
    ],
  }
  // Reported even if the item opens below run out of time.
  keep(turns)
  const items = await itemSeries(server)
  return {
    series: [...items.series, ...turns.series],
    figures: { ...turns.figures, ...items.figures },
    notes: [...items.notes, ...turns.notes],
  }
}

/**
 * heap_growth_items_ratio: the heap after 1,000 item opens vs after 10 (after GC), items
 * opened through Item ID and Open item, each waited for until its data is on screen. The
 * detail cache is bounded (MAX_CACHED_ITEMS), so what the app keeps stays near 1
 * (heap_growth_items_data_ratio, without compiled code); the whole heap also gains V8's
 * optimised code as the JIT warms up. heap_growth_items_steady_ratio: the whole heap after
 * 2,000 opens vs after 1,000, once that warm-up is over: a leak of a few hundred bytes per
 * open shows there, compiled code and all.
 */
async function itemSeries(server: DemoServerProcess): Promise<GroupOutcome> {
  const early: HeapReading[] = []
  const late: HeapReading[] = []
  const steady: HeapReading[] = []
  for (let run = 0; run < ITEM_RUNS; run += 1) {
    checkpoint()
    const app = await launchBenchApp({ baseUrl: server.url, token: server.token })
    try {
      const { page } = app
      await waitForDataRows(page)
      await installProbe(page)
      const ids = Array.from({ length: STEADY_OPENS }, (_, index) => index + 1)
      await openItems(page, ids.slice(0, EARLY_OPENS))
      early.push(await heapReading(page))
      await openItems(page, ids.slice(EARLY_OPENS, LATE_OPENS))
      late.push(await heapReading(page))
      checkpoint()
      await openItems(page, ids.slice(LATE_OPENS))
      steady.push(await heapReading(page, false))
    } finally {
      await app.close()
    }
  }
  const earlySummary = summarize(early.map((reading) => reading.usedMb))
  const lateSummary = summarize(late.map((reading) => reading.usedMb))
  const steadySummary = summarize(steady.map((reading) => reading.usedMb))
  const dataOf = (reading: HeapReading) => reading.usedMb - reading.codeMb
  const earlyData = summarize(early.map(dataOf))
  const lateData = summarize(late.map(dataOf))
  return {
    series: [
      {
        key: 'heap_data_after_10_items_mb',
        label: `UI heap without compiled code after ${EARLY_OPENS} item opens (after GC)`,
        unit: 'MB',
        summary: earlyData,
      },
      {
        key: 'heap_data_after_1000_items_mb',
        label: `UI heap without compiled code after ${LATE_OPENS} item opens (after GC)`,
        unit: 'MB',
        summary: lateData,
      },
      {
        key: 'heap_after_10_items_mb',
        label: `UI heap after ${EARLY_OPENS} item opens (after GC)`,
        unit: 'MB',
        summary: earlySummary,
      },
      {
        key: 'heap_after_1000_items_mb',
        label: `UI heap after ${LATE_OPENS} item opens (after GC)`,
        unit: 'MB',
        summary: lateSummary,
      },
      {
        key: 'heap_after_2000_items_mb',
        label: `UI heap after ${STEADY_OPENS} item opens (after GC)`,
        unit: 'MB',
        summary: steadySummary,
      },
    ],
    figures: {
      heap_growth_items_ratio: ratioOfMedians(lateSummary, earlySummary),
      heap_growth_items_data_ratio: ratioOfMedians(lateData, earlyData),
      heap_growth_items_steady_ratio: ratioOfMedians(steadySummary, lateSummary),
      heap_code_growth_items_mb:
        summarize(late.map((r) => r.codeMb)).median - summarize(early.map((r) => r.codeMb)).median,
      heap_after_10_items_mb: earlySummary.median,
      heap_after_1000_items_mb: lateSummary.median,
      heap_after_2000_items_mb: steadySummary.median,
    },
    notes: [
      `heap (items): ${ITEM_RUNS} fresh launches, items 1…${STEADY_OPENS} opened by ID one after another, each until its data showed, ` +
        `heap read after ${EARLY_OPENS}, ${LATE_OPENS} and ${STEADY_OPENS} opens; ` +
        'compiled code = the `code` nodes of a heap snapshot taken right after the first two readings',
    ],
  }
}

interface HeapRun {
  readonly early: number
  readonly late: number | null
  readonly turnSeconds: number
}

/** BENCH_DEBUG=1: how long each step of a heap run takes, on stderr (where a slow group waits). */
const step = (label: string, since: number) => {
  if (process.env.BENCH_DEBUG === '1')
    console.error(`  heap: ${label} ${Math.round(performance.now() - since)} ms`)
  return performance.now()
}

async function heapRun(server: DemoServerProcess, full: boolean): Promise<HeapRun> {
  let at = performance.now()
  const app = await launchBenchApp({ baseUrl: server.url, token: server.token })
  at = step('launch', at)
  try {
    const { page } = app
    await waitForDataRows(page)
    await installProbe(page)
    at = step('first rows', at)
    await setPageSize(page, PAGE_SIZE)
    at = step('page size', at)
    const { pages, page: first } = await position(page)
    if (pages <= LATE_TURNS + 1)
      throw new Error(`the catalog has only ${pages} pages of ${PAGE_SIZE}, need more than ${LATE_TURNS + 1}`)
    await turnPages(page, EARLY_TURNS)
    at = step('10 turns', at)
    const early = await heapAfterGc(page)
    at = step('heap after GC', at)
    if (!full) return { early, late: null, turnSeconds: 0 }
    const start = performance.now()
    await turnPages(page, LATE_TURNS - EARLY_TURNS)
    const turnSeconds = (performance.now() - start) / 1000
    at = step('290 turns', at)
    if (process.env.BENCH_DEBUG === '1')
      console.error(
        '  heap: turn waits',
        await page.evaluate(() => (window as { __turnWaits?: unknown }).__turnWaits),
      )
    const late = await heapAfterGc(page)
    step('heap after GC', at)
    const { page: shown } = await position(page)
    if (shown !== first + LATE_TURNS) {
      throw new Error(
        `after ${LATE_TURNS} turns from page ${first} the app shows page ${shown}, expected ${first + LATE_TURNS}`,
      )
    }
    return { early, late, turnSeconds }
  } finally {
    await app.close()
  }
}

async function heapAfterGc(page: Page): Promise<number> {
  return (await heapReading(page, false)).usedMb
}

interface HeapReading {
  /** V8's used heap after GC, MB. */
  readonly usedMb: number
  /** Of which compiled code (a heap snapshot's `code` nodes: bytecode, machine code), MB. */
  readonly codeMb: number
}

async function heapReading(page: Page, withCode = true): Promise<HeapReading> {
  await waitIdle(page)
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    if (!withCode) return { usedMb: usedSize / 1024 ** 2, codeMb: 0 }
    const chunks: string[] = []
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk))
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
    return { usedMb: usedSize / 1024 ** 2, codeMb: codeBytes(chunks.join('')) / 1024 ** 2 }
  } finally {
    await cdp.detach()
  }
}

/** Sum of the self sizes of a heap snapshot's nodes of type `code`. */
function codeBytes(snapshotJson: string): number {
  const snapshot = JSON.parse(snapshotJson) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
    nodes: number[]
  }
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta
  const typeField = fields.indexOf('type')
  const sizeField = fields.indexOf('self_size')
  const code = types[0].indexOf('code')
  let total = 0
  for (let index = 0; index < snapshot.nodes.length; index += fields.length) {
    if (snapshot.nodes[index + typeField] === code) total += snapshot.nodes[index + sizeField] ?? 0
  }
  return total
}
