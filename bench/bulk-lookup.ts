import type { Result } from '../src/shared/errors'
import type { EventName, EventPayload } from '../src/shared/ipc'
import { LOOKUP_CONCURRENCY } from '../src/shared/catalog/limits'
import { createBenchCore } from './bench-core'
import { startDemoServerProcess } from './demo-server-process'
import type { GroupOutcome } from './report'
import { sampleInterleaved } from './sampling'
import { ratioOfMedians, summarize } from './stats'

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
 * App path: `core.handle('lookup:start', …)` until 'lookup:finished', with every
 * 'lookup:progress' event put through `structuredClone` (what Electron does to an event sent
 * to the window). This includes the runner's scheduling, the catalog client (headers,
 * timeout, retry wrapper, zod) and the event validation.
 * Floor: a loop of `fetch` + `JSON.parse` over the same IDs with LOOKUP_CONCURRENCY.default
 * in flight, which is what a curl loop or a collection runner does.
 */
export async function benchBulkLookup(): Promise<GroupOutcome> {
  const server = await startDemoServerProcess(CATALOG_ITEMS, 11, 240_000, LATENCY_MS)
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

    let waiting: { rows: number; done: () => void } | null = null
    core.addEventSink(<E extends EventName>(event: E, payload: EventPayload<E>) => {
      const received = structuredClone(payload) as
        EventPayload<'lookup:progress'> | EventPayload<'lookup:finished'>
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
      const started = (await core.handle('lookup:start', { ids })) as Result<{ batchId: string }>
      if (!started.ok) throw new Error(`lookup:start failed: ${started.error.kind}: ${started.error.message}`)
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
      const worker = async () => {
        while (next < ids.length) {
          const id = ids[next++]!
          const response = await fetch(`${server.url}/v1/items/${id}`, {
            headers: { Authorization: `Bearer ${server.token}`, Accept: 'application/json' },
          })
          const body = JSON.parse(await response.text()) as { data?: { id?: number } }
          if (response.status !== 200 || body.data?.id !== id)
            throw new Error(`GET item ${id}: HTTP ${response.status}`)
        }
      }
      await Promise.all(Array.from({ length: LOOKUP_CONCURRENCY.default }, worker))
      return performance.now() - start
    }
    const { a: app, b: bare } = await sampleInterleaved(PLAN, appPath, barePath)
    const appSummary = summarize(app)
    const bareSummary = summarize(bare)
    return {
      series: [
        {
          key: 'bulk_lookup_app_ms',
          label: `bulk lookup: ${IDS} IDs through the app`,
          unit: 'ms',
          summary: appSummary,
        },
        {
          key: 'bulk_lookup_bare_ms',
          label: `bulk lookup: floor, bare fetch loop, ${LOOKUP_CONCURRENCY.default} in flight`,
          unit: 'ms',
          summary: bareSummary,
        },
      ],
      figures: { bulk_lookup_ratio: ratioOfMedians(appSummary, bareSummary) },
      notes: [
        `lookup: demo server in its own process, ${CATALOG_ITEMS} items, --latency-ms ${LATENCY_MS}; ${IDS} IDs, ` +
          `${LOOKUP_CONCURRENCY.default} in flight on both paths; ${PLAN.warmup} warm-up + ${PLAN.runs} runs per path, interleaved`,
      ],
    }
  } finally {
    await bench.dispose()
    await server.close()
  }
}
