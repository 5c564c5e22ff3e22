import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EMPTY_FILTERS } from '../src/shared/catalog'
import { EXPORT_PAGE_SIZE, LOOKUP_CONCURRENCY, MAX_EXPORT_ROWS } from '../src/shared/catalog/limits'
import type { Result } from '../src/shared/errors'
import type { ExportResult } from '../src/shared/ipc'
import { bareFetchJson, listData, listUrl } from './bare-fetch'
import { createBenchCore } from './bench-core'
import { startDemoServerProcess } from './demo-server-process'
import type { GroupOutcome } from './report'
import { sampleInterleaved } from './sampling'
import { ratioOfMedians, summarize } from './stats'

/** The largest export the app writes, from a catalog that has exactly that many items. */
const ROWS = MAX_EXPORT_ROWS
const PAGES = Math.ceil(ROWS / EXPORT_PAGE_SIZE)
/** Each run is a few seconds per path; a few runs give a stable median. */
const PLAN = { warmup: 1, runs: 5 }

/**
 * export_rows_per_s: a 50,000-row CSV export of an unfiltered demo catalog of 50,000 items
 * (its own process, no artificial latency) through the app, vs the floor: a bare fetch +
 * JSON.parse of the same 200 pages of 250, with the same number in flight.
 *
 * App path: `core.handle('export:list', { format: 'csv', … })` until it answers, i.e. every
 * page through the catalog client (headers, timeout, retry wrapper, zod), the progress events
 * (each put through `structuredClone`, as IPC would), CSV text of every row, and the atomic
 * write of the file (the save dialog answered at once with a path in a temp folder). The
 * file is checked to hold all rows.
 */
export async function benchListExport(): Promise<GroupOutcome> {
  const server = await startDemoServerProcess(ROWS, 13)
  const saveDir = mkdtempSync(join(tmpdir(), 'catalog-bench-export-'))
  let saves = 0
  const bench = await createBenchCore({
    chooseSavePath: async ({ fileName }) => join(saveDir, `${(saves += 1)}-${fileName}`),
  })
  try {
    const { core } = bench
    const connected = (await core.handle('session:connect', {
      baseUrl: server.url,
      token: server.token,
      remember: false,
    })) as Result<unknown>
    if (!connected.ok)
      throw new Error(`session:connect failed: ${connected.error.kind}: ${connected.error.message}`)
    core.addEventSink((_event, payload) => void structuredClone(payload))

    const appPath = async () => {
      const start = performance.now()
      const result = (await core.handle('export:list', { format: 'csv', filters: EMPTY_FILTERS })) as Result<
        ExportResult & { path?: string }
      >
      const elapsed = performance.now() - start
      if (!result.ok) throw new Error(`export:list failed: ${result.error.kind}: ${result.error.message}`)
      if (!('rows' in result.data) || result.data.rows !== ROWS)
        throw new Error(`the export wrote ${JSON.stringify(result.data)}, expected ${ROWS} rows`)
      return elapsed
    }
    const barePath = async () => {
      const start = performance.now()
      let next = 1
      let rows = 0
      const worker = async () => {
        while (next <= PAGES) {
          const page = next++
          const body = await bareFetchJson(
            listUrl(server.url, { filters: EMPTY_FILTERS, limit: EXPORT_PAGE_SIZE, page }),
            server.token,
          )
          rows += listData(body).length
        }
      }
      await Promise.all(Array.from({ length: LOOKUP_CONCURRENCY.default }, worker))
      const elapsed = performance.now() - start
      if (rows !== ROWS) throw new Error(`the bare loop read ${rows} rows, expected ${ROWS}`)
      return elapsed
    }
    const { a: app, b: bare } = await sampleInterleaved(PLAN, appPath, barePath)
    const fileBytes = statSync(join(saveDir, `${saves}-items.csv`)).size
    const appSummary = summarize(app)
    const bareSummary = summarize(bare)
    return {
      series: [
        {
          key: 'export_app_ms',
          label: `export: ${ROWS} rows to CSV through the app`,
          unit: 'ms',
          summary: appSummary,
        },
        {
          key: 'export_bare_ms',
          label: `export: floor, bare fetch + JSON.parse of the same ${PAGES} pages`,
          unit: 'ms',
          summary: bareSummary,
        },
      ],
      figures: {
        export_rows_per_s: ROWS / (appSummary.median / 1000),
        export_bare_rows_per_s: ROWS / (bareSummary.median / 1000),
        export_ratio: ratioOfMedians(appSummary, bareSummary),
      },
      notes: [
        `export: demo server in its own process, ${ROWS} items, latency 0; ${PAGES} pages of ${EXPORT_PAGE_SIZE}, ` +
          `${LOOKUP_CONCURRENCY.default} in flight on both paths; CSV file ${(fileBytes / 1e6).toFixed(1)} MB; ` +
          `${PLAN.warmup} warm-up + ${PLAN.runs} runs per path, interleaved`,
      ],
    }
  } finally {
    await bench.dispose()
    await server.close()
    rmSync(saveDir, { recursive: true, force: true })
  }
}
