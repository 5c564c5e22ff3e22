import { EMPTY_FILTERS, type ListQuery } from '../src/shared/catalog'
import { decodeItemsPage, type EncodedItemsPage } from '../src/shared/catalog/packed-items'
import type { Result } from '../src/shared/errors'
import { bareFetchJson, listData, listUrl } from './bare-fetch'
import { withBenchCore } from './bench-core'
import type { GroupOutcome } from './report'
import { compareToFloor } from './sampling'

const CATALOG_ITEMS = 50_000
const LIMIT = 250
const PLAN = { warmup: 300, runs: 600 }
/** Visited in turn by both paths: same payloads, no single hot page. */
const PAGES = [2, 7, 13, 29, 41, 67, 101, 149, 173, 199] as const
const query = (round: number): ListQuery => ({
  filters: EMPTY_FILTERS,
  limit: LIMIT,
  page: PAGES[round % PAGES.length]!,
})

/** A 250-row page through the app's whole request path (bench/README.md) vs a bare fetch. */
export function benchRequestOverhead(): Promise<GroupOutcome> {
  return withBenchCore({ items: CATALOG_ITEMS, seed: 7 }, async ({ core, server }) => {
    const app = async (round: number) => {
      const start = performance.now()
      const result = await core.handle('items:list', { query: query(round), slot: 'list' })
      const received = structuredClone(structuredClone(result)) as Result<EncodedItemsPage>
      if (!received.ok)
        throw new Error(`items:list failed: ${received.error.kind}: ${received.error.message}`)
      const rows = decodeItemsPage(received.data)
      const elapsed = performance.now() - start
      if (rows.items.length !== LIMIT) throw new Error(`the app path returned ${rows.items.length} items`)
      return elapsed
    }
    const bare = async (round: number) => {
      const start = performance.now()
      const body = await bareFetchJson(listUrl(server.url, query(round)), server.token)
      const elapsed = performance.now() - start
      listData(body, LIMIT)
      return elapsed
    }
    return compareToFloor(PLAN, 'request_overhead_ratio', ['request_app_ms', app], ['request_bare_ms', bare])
  })
}
