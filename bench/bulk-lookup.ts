import { LOOKUP_CONCURRENCY } from '../src/shared/catalog/limits'
import type { EventName, EventPayload } from '../src/shared/ipc'
import { bareFetchItem, inParallel } from './bare-fetch'
import { withBenchCore } from './bench-core'
import type { GroupOutcome } from './report'
import { compareToFloor } from './sampling'

const CATALOG_ITEMS = 5_000
const LATENCY_MS = 20
const IDS = 500
/** Spread over the catalog (no hot range), the same for both paths. */
const ids = Array.from({ length: IDS }, (_, index) => ((index * 7919) % CATALOG_ITEMS) + 1)

/** 500 IDs through `lookup:start` until `lookup:finished`, events cloned as IPC would, vs a bare fetch loop. */
export function benchBulkLookup(): Promise<GroupOutcome> {
  return withBenchCore({ items: CATALOG_ITEMS, seed: 11, latencyMs: LATENCY_MS }, async (bench) => {
    // Only the app path's lookups send events: the floor's fetches bypass the core.
    let [rows, finished] = [0, () => {}]
    bench.core.addEventSink(<E extends EventName>(event: E, payload: EventPayload<E>) => {
      const received = structuredClone(payload)
      if (event === 'lookup:finished') finished()
      if (event !== 'lookup:progress') return
      for (const row of (received as EventPayload<'lookup:progress'>).rows) {
        if (row.outcome.kind !== 'item')
          throw new Error(`item ${row.id} did not come back: ${row.outcome.kind}`)
        rows += 1
      }
    })
    const app = async () => {
      rows = 0
      const start = performance.now()
      const done = new Promise<void>((resolve) => (finished = resolve))
      await bench.handle('lookup:start', { ids })
      await done
      const elapsed = performance.now() - start
      if (rows !== IDS) throw new Error(`the app path answered ${rows} of ${IDS} IDs`)
      return elapsed
    }
    const bare = async () => {
      const start = performance.now()
      let next = 0
      await inParallel(LOOKUP_CONCURRENCY.default, async () => {
        while (next < ids.length) await bareFetchItem(bench.server, ids[next++]!)
      })
      return performance.now() - start
    }
    // Each run is about 500 × 20 ms / 4 ≈ 2.5 s per path.
    return compareToFloor(
      { warmup: 1, runs: 5 },
      'bulk_lookup_ratio',
      ['bulk_lookup_app_ms', app],
      ['bulk_lookup_bare_ms', bare],
    )
  })
}
