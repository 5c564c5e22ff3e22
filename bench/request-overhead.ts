import { EMPTY_FILTERS, type ListQuery } from '../src/shared/catalog'
import { decodeItemsPage, type EncodedItemsPage } from '../src/shared/catalog/packed-items'
import type { Result } from '../src/shared/errors'
import { bareFetchJson, listData, listUrl } from './bare-fetch'
import { startBenchCore } from './bench-core'
import type { GroupOutcome } from './report'
import { compareToFloor } from './sampling'

const CATALOG_ITEMS = 50_000
const LIMIT = 250
/** A fixed set of pages, visited in turn by both paths: same payloads, no single hot page. */
const PAGES = [2, 7, 13, 29, 41, 67, 101, 149, 173, 199] as const
const PLAN = { warmup: 300, runs: 600 }

const queryOf = (round: number): ListQuery => ({
  filters: EMPTY_FILTERS,
  limit: LIMIT,
  page: PAGES[round % PAGES.length] as number,
})

/**
 * request_overhead_ratio: one 250-row page through the app's whole request path vs the bare
 * network floor, both from this process, against the same demo server (its own process).
 *
 * App path: `core.handle('items:list', …)` with its `slot`, as the app sends it (payload
 * validation, session, catalog client with its timeout and retry wrapper, body size guard,
 * JSON.parse, validation of the answer, packing the rows), then the two copies Electron makes
 * (IPC serialisation, then the context bridge's copy into the page's world: each a
 * `structuredClone`, the same walk over the same value) and the page's unpacking of the rows.
 * Floor: `fetch` of the same URL with the same headers + `JSON.parse`.
 */
export async function benchRequestOverhead(): Promise<GroupOutcome> {
  const bench = await startBenchCore({ items: CATALOG_ITEMS, seed: 7 })
  try {
    const appPath = async (round: number) => {
      const start = performance.now()
      const result = (await bench.core.handle('items:list', {
        query: queryOf(round),
        slot: 'list',
      })) as Result<EncodedItemsPage>
      const received = structuredClone(structuredClone(result))
      if (!received.ok)
        throw new Error(`items:list failed: ${received.error.kind}: ${received.error.message}`)
      const rows = decodeItemsPage(received.data)
      const elapsed = performance.now() - start
      if (rows.items.length !== LIMIT) throw new Error(`the app path returned ${rows.items.length} items`)
      return elapsed
    }
    const barePath = async (round: number) => {
      const start = performance.now()
      const body = await bareFetchJson(listUrl(bench.server.url, queryOf(round)), bench.server.token)
      const elapsed = performance.now() - start
      listData(body, LIMIT)
      return elapsed
    }
    return await compareToFloor(
      PLAN,
      {
        ratio: 'request_overhead_ratio',
        app: { key: 'request_app_ms', label: 'request: app path, 250 rows, both copies' },
        floor: { key: 'request_bare_ms', label: 'request: floor, bare fetch + JSON.parse' },
        note: `request: ${CATALOG_ITEMS} items, latency 0; pages ${PAGES.join(', ')} in turn`,
      },
      appPath,
      barePath,
    )
  } finally {
    await bench.dispose()
  }
}
