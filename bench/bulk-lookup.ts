import { LOOKUP_CONCURRENCY } from '../src/shared/catalog/limits'
import type { EventName, EventPayload } from '../src/shared/ipc'
import { bareFetchItem, inParallel } from './bare-fetch'
import { startBenchCore } from './bench-core'
import type { GroupOutcome } from './report'
import { compareToFloor } from './sampling'

const CATALOG_ITEMS = 5_000
const LATENCY_MS = 20
const IDS = 500
/** Each run is ~500 × 20 ms / 4 ≈ 2.5 s per path; a few runs give a stable median. */
const PLAN = { warmup: 1, runs: 5 }

/** 500 distinct IDs spread over the catalog (not one hot range), the same for both paths. */
const ids = Array.from({ length: IDS }, (_, index) => ((index * 7919) % CATALOG_ITEMS) + 1)

/**
 * bulk_lookup_ratio: 500 IDs through the app vs the network floor, against the same demo
 * server (its own process, `--latency-ms 20`), with the same number of requests in flight.
 *
 * App path: `lookup:start` until 'lookup:finished', every event put through `structuredClone`
 * (what Electron does to an event sent to the window): the runner's scheduling, the catalog
 * client (headers, timeout, retry wrapper, validation) and the event validation.
 * Floor: `fetch` + `JSON.parse` over the same IDs with LOOKUP_CONCURRENCY.default in flight,
 * which is what a curl loop or a collection runner does.
 */
export async function benchBulkLookup(): Promise<GroupOutcome> {
  const bench = await startBenchCore({ items: CATALOG_ITEMS, seed: 11, latencyMs: LATENCY_MS })
  try {
    let waiting: { rows: number; done: () => void } | null = null
    bench.core.addEventSink(<E extends EventName>(event: E, payload: EventPayload<E>) => {
      const received = structuredClone(payload)
      if (!waiting) return
      if (event === 'lookup:progress') {
        const row = received as EventPayload<'lookup:progress'>
        if (row.outcome.kind !== 'item')
          throw new Error(`item ${row.id} did not come back: ${row.outcome.kind}`)
        waiting.rows += 1
      } else if (event === 'lookup:finished') waiting.done()
    })

    const appPath = async () => {
      const start = performance.now()
      const finished = new Promise<void>((done) => (waiting = { rows: 0, done }))
      await bench.handle('lookup:start', { ids })
      await finished
      const elapsed = performance.now() - start
      const rows = (waiting as { rows: number } | null)?.rows ?? 0
      waiting = null
      if (rows !== IDS) throw new Error(`the app path answered ${rows} of ${IDS} IDs`)
      return elapsed
    }
    const barePath = async () => {
      const start = performance.now()
      let next = 0
      await inParallel(LOOKUP_CONCURRENCY.default, async () => {
        while (next < ids.length) await bareFetchItem(bench.server, ids[next++] as number)
      })
      return performance.now() - start
    }
    return await compareToFloor(
      PLAN,
      {
        ratio: 'bulk_lookup_ratio',
        app: { key: 'bulk_lookup_app_ms', label: `bulk lookup: ${IDS} IDs through the app` },
        floor: { key: 'bulk_lookup_bare_ms', label: 'bulk lookup: floor, bare fetch loop' },
        note: `lookup: ${CATALOG_ITEMS} items, --latency-ms ${LATENCY_MS}; ${IDS} IDs, ${LOOKUP_CONCURRENCY.default} in flight on both paths`,
      },
      appPath,
      barePath,
    )
  } finally {
    await bench.dispose()
  }
}
