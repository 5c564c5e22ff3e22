import { EMPTY_FILTERS, type ListQuery } from '../src/shared/catalog'
import { bareFetchJson, listData, listUrl } from './bare-fetch'
import { startDemoServerProcess, type DemoServerProcess } from './demo-server-process'
import type { GroupOutcome } from './report'
import { sample, sampleInterleaved } from './sampling'
import { ratioOfMedians, summarize } from './stats'

const LARGE = 1_000_000
const SMALL = 1_000
const LIMIT = 250
const SEED = 11
const PLAN = { warmup: 20, runs: 200 }
/** Cold filters: each run a name no earlier run used, so the server's filter cache never helps. */
const COLD_PLAN = { warmup: 5, runs: 30 }
const WARM_PLAN = { warmup: 10, runs: 60 }

const NO_FILTERS = EMPTY_FILTERS

function middlePage(items: number): number {
  return Math.ceil(Math.ceil(items / LIMIT) / 2)
}

/**
 * demo_server_scale_ratio and demo_server_filtered_ms_1m: how the demo server copes with a
 * big catalog. Each catalog runs in its own process (its memory and CPU are its own); the
 * requests are bare fetches from this process, so only the server's work differs.
 */
export async function benchDemoServer(): Promise<GroupOutcome> {
  const servers: DemoServerProcess[] = []
  try {
    const small = await startDemoServerProcess(SMALL, SEED)
    servers.push(small)
    const large = await startDemoServerProcess(LARGE, SEED)
    servers.push(large)

    const unfiltered = (server: DemoServerProcess, items: number) => async () => {
      const q: ListQuery = { filters: NO_FILTERS, limit: LIMIT, page: middlePage(items) }
      const start = performance.now()
      const body = await bareFetchJson(listUrl(server.url, q), server.token)
      const elapsed = performance.now() - start
      listData(body, LIMIT)
      return elapsed
    }
    const { a: largeRuns, b: smallRuns } = await sampleInterleaved(
      PLAN,
      unfiltered(large, LARGE),
      unfiltered(small, SMALL),
    )

    const names = await distinctNames(large, COLD_PLAN.warmup + COLD_PLAN.runs)
    let matched = 0
    const filtered = (pickName: (run: number) => string) => async (run: number) => {
      const q: ListQuery = { filters: { ...NO_FILTERS, name: [pickName(run)] }, limit: LIMIT, page: 1 }
      const start = performance.now()
      const body = await bareFetchJson(listUrl(large.url, q), large.token)
      const elapsed = performance.now() - start
      const found = listData(body).length
      if (found === 0)
        throw new Error(`the name filter "${pickName(run)}" matched nothing: the measurement would be empty`)
      matched = Math.max(matched, (body as { pagination: { total: number } }).pagination.total)
      return elapsed
    }
    const cold = await sample(
      COLD_PLAN,
      filtered((run) => names[run] as string),
    )
    const warm = await sample(
      WARM_PLAN,
      filtered(() => names[0] as string),
    )

    const largeSummary = summarize(largeRuns)
    const smallSummary = summarize(smallRuns)
    const coldSummary = summarize(cold)
    const rssLarge = large.rssMb()
    const rssSmall = small.rssMb()
    return {
      series: [
        {
          key: 'demo_server_page_ms_1m',
          label: `demo server: middle page, ${LARGE.toLocaleString('en')} items`,
          unit: 'ms',
          summary: largeSummary,
        },
        {
          key: 'demo_server_page_ms_1k',
          label: `demo server: middle page, ${SMALL.toLocaleString('en')} items (floor)`,
          unit: 'ms',
          summary: smallSummary,
        },
        {
          key: 'demo_server_filtered_ms_1m',
          label: 'demo server: name filter, 1M items, new name each run',
          unit: 'ms',
          summary: coldSummary,
        },
        {
          key: 'demo_server_filtered_warm_ms_1m',
          label: 'demo server: name filter, 1M items, same name',
          unit: 'ms',
          summary: summarize(warm),
        },
      ],
      figures: {
        demo_server_scale_ratio: ratioOfMedians(largeSummary, smallSummary),
        demo_server_filtered_ms_1m: coldSummary.median,
        demo_server_start_ms_1m: large.startMs,
        ...(rssLarge === null ? {} : { demo_server_rss_mb_1m: rssLarge }),
        ...(rssSmall === null ? {} : { demo_server_rss_mb_1k: rssSmall }),
      },
      notes: [
        `demo server: catalogs of ${LARGE} and ${SMALL} items (seed ${SEED}) in their own processes; ` +
          `unfiltered page ${middlePage(LARGE)} vs page ${middlePage(SMALL)}, limit ${LIMIT}, ${PLAN.warmup} warm-up + ${PLAN.runs} runs, interleaved`,
        `demo server: name filters are display names taken from the 1M catalog, page 1, limit ${LIMIT}; ` +
          `largest match ${matched} items; building the 1M catalog took ${Math.round(large.startMs)} ms`,
      ],
    }
  } finally {
    for (const server of servers) await server.close()
  }
}

/** Display names present in the catalog, each distinct, from its first pages. */
async function distinctNames(server: DemoServerProcess, count: number): Promise<string[]> {
  const names = new Set<string>()
  for (let page = 1; page <= 40 && names.size < count; page += 1) {
    const body = await bareFetchJson(
      listUrl(server.url, { filters: NO_FILTERS, limit: LIMIT, page }),
      server.token,
    )
    for (const item of listData(body)) {
      if (!item.name.includes(',') && item.name.trim() !== '') names.add(item.name.trim())
      if (names.size >= count) break
    }
  }
  if (names.size < count) throw new Error(`found only ${names.size} distinct names, need ${count}`)
  return [...names]
}
