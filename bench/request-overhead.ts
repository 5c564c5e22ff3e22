import { EMPTY_FILTERS, listResponseSchema, type ListQuery } from '../src/shared/catalog'
import type { Result } from '../src/shared/errors'
import { decodeItemsPage } from '../src/shared/catalog/packed-items'
import type { EncodedItemsPage } from '../src/shared/catalog/packed-items'
import { bareFetchJson, listData, listUrl } from './bare-fetch'
import { createBenchCore } from './bench-core'
import { startDemoServerProcess } from './demo-server-process'
import type { GroupOutcome } from './report'
import { sample, sampleInterleaved } from './sampling'
import { ratioOfMedians, summarize } from './stats'

const CATALOG_ITEMS = 50_000
const LIMIT = 250
/** A fixed set of pages, visited in turn by both paths: same payloads, no single hot page. */
const PAGES = [2, 7, 13, 29, 41, 67, 101, 149, 173, 199] as const
const PLAN = { warmup: 300, runs: 600 }

function query(page: number): ListQuery {
  return { filters: EMPTY_FILTERS, limit: LIMIT, page }
}

function pageOf(round: number): number {
  return PAGES[round % PAGES.length] as number
}

/**
 * request_overhead_ratio: one 250-row page through the app's whole request path vs the bare
 * network floor, both from this process, against the same demo server (its own process).
 *
 * App path: `core.handle('items:list', …)` (payload validation, session, catalog client with
 * its headers, timeout and retry wrapper, body size guard, JSON.parse, zod validation of the
 * answer, mapping to ItemsPage, packing its rows column-wise) followed by the two copies
 * Electron makes of the result and the page's unpacking of the rows: the
 * IPC hop (serialise in main, deserialise in the preload: `structuredClone`) and the context
 * bridge's deep copy from the preload's isolated world into the page's (a second
 * `structuredClone`, the same kind of walk over the same objects). The request carries its
 * `slot` (`list`), as the app's own list requests do.
 * Floor: `fetch` of the same URL with the same headers + `JSON.parse`.
 */
/** The context bridge's copy of a value into the page's world (see above). */
const intoPage = <T>(value: T): T => structuredClone(value)

export async function benchRequestOverhead(): Promise<GroupOutcome> {
  const server = await startDemoServerProcess(CATALOG_ITEMS, 7)
  const bench = await createBenchCore()
  try {
    const { core } = bench
    const connected = (await core.handle('session:connect', {
      baseUrl: server.url,
      token: server.token,
      remember: false,
    })) as Result<unknown>
    if (!connected.ok)
      throw new Error(`session:connect failed: ${connected.error.kind}: ${connected.error.message}`)

    let appItems = 0
    const appPath = async (round: number) => {
      const start = performance.now()
      const result = (await core.handle('items:list', {
        query: query(pageOf(round)),
        slot: 'list',
      })) as Result<EncodedItemsPage>
      const received = intoPage(structuredClone(result))
      if (!received.ok)
        throw new Error(`items:list failed: ${received.error.kind}: ${received.error.message}`)
      // The page unpacks the rows (sent column-wise) before anything reads them.
      const rows = decodeItemsPage(received.data)
      const elapsed = performance.now() - start
      appItems = rows.items.length
      return elapsed
    }
    const barePath = async (round: number) => {
      const start = performance.now()
      const body = await bareFetchJson(listUrl(server.url, query(pageOf(round))), server.token)
      const elapsed = performance.now() - start
      listData(body, LIMIT)
      return elapsed
    }
    const { a: app, b: bare } = await sampleInterleaved(PLAN, appPath, barePath)
    if (appItems !== LIMIT) throw new Error(`the app path returned ${appItems} items, expected ${LIMIT}`)

    // Diagnostics: the two costs the app adds, each on its own, on one fixed page.
    const body = await bareFetchJson(listUrl(server.url, query(PAGES[0])), server.token)
    const zod = await sample({ warmup: 50, runs: 300 }, async () => {
      const start = performance.now()
      const parsed = listResponseSchema.safeParse(body)
      const elapsed = performance.now() - start
      if (!parsed.success) throw new Error('the demo server page does not match the schema')
      return elapsed
    })
    const page = (await core.handle('items:list', { query: query(PAGES[0]) })) as Result<EncodedItemsPage>
    const clone = await sample({ warmup: 50, runs: 300 }, async () => {
      const start = performance.now()
      structuredClone(page)
      return performance.now() - start
    })

    const appSummary = summarize(app)
    const bareSummary = summarize(bare)
    return {
      series: [
        {
          key: 'request_app_ms',
          label: 'request: app path, 250 rows (core.handle + IPC copy + context-bridge copy)',
          unit: 'ms',
          summary: appSummary,
        },
        {
          key: 'request_bare_ms',
          label: 'request: floor, bare fetch + JSON.parse',
          unit: 'ms',
          summary: bareSummary,
        },
        {
          key: 'request_zod_ms',
          label: 'request: zod parse alone (diagnostic)',
          unit: 'ms',
          summary: summarize(zod),
        },
        {
          key: 'request_clone_ms',
          label: 'request: structuredClone of the packed page alone (diagnostic)',
          unit: 'ms',
          summary: summarize(clone),
        },
      ],
      figures: { request_overhead_ratio: ratioOfMedians(appSummary, bareSummary) },
      notes: [
        `request: demo server in its own process, ${CATALOG_ITEMS} items, latency 0; pages ${PAGES.join(', ')} in turn, ` +
          `${PLAN.warmup} warm-up + ${PLAN.runs} runs per path, interleaved`,
      ],
    }
  } finally {
    await bench.dispose()
    await server.close()
  }
}
