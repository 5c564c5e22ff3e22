import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EMPTY_FILTERS } from '../src/shared/catalog'
import { EXPORT_PAGE_SIZE, LOOKUP_CONCURRENCY, MAX_EXPORT_ROWS } from '../src/shared/catalog/limits'
import type { ExportResult } from '../src/shared/ipc'
import { bareFetchJson, inParallel, listData, listUrl } from './bare-fetch'
import { startBenchCore } from './bench-core'
import type { GroupOutcome } from './report'
import { compareToFloor } from './sampling'

/** The largest export the app writes, from a catalog that has exactly that many items. */
const ROWS = MAX_EXPORT_ROWS
const PAGES = Math.ceil(ROWS / EXPORT_PAGE_SIZE)
/** Each run is a few seconds per path; a few runs give a stable median. */
const PLAN = { warmup: 1, runs: 5 }

/**
 * export_ratio: a CSV export of the largest size the app writes, from an unfiltered demo
 * catalog of exactly that many items (its own process, no latency) through the app, vs a bare
 * fetch + JSON.parse of the same pages with the same number in flight.
 *
 * App path: `export:list` until it answers: every page through the catalog client, the
 * progress events (each `structuredClone`d, as IPC would), CSV text of every row and the
 * atomic write of the file (the save dialog answered at once with a temp path). The answer
 * must report every row.
 */
export async function benchListExport(): Promise<GroupOutcome> {
  const saveDir = mkdtempSync(join(tmpdir(), 'catalog-bench-export-'))
  let saves = 0
  let written = ''
  const bench = await startBenchCore({
    items: ROWS,
    seed: 13,
    chooseSavePath: async ({ fileName }) => join(saveDir, `${(saves += 1)}-${fileName}`),
  })
  try {
    bench.core.addEventSink((_event, payload) => void structuredClone(payload))
    const appPath = async () => {
      const start = performance.now()
      const result = await bench.handle<ExportResult>('export:list', {
        format: 'csv',
        filters: EMPTY_FILTERS,
      })
      const elapsed = performance.now() - start
      if (!('rows' in result) || result.rows !== ROWS)
        throw new Error(`the export wrote ${JSON.stringify(result)}, expected ${ROWS} rows`)
      written = result.path
      return elapsed
    }
    const barePath = async () => {
      const start = performance.now()
      let next = 1
      let rows = 0
      await inParallel(LOOKUP_CONCURRENCY.default, async () => {
        while (next <= PAGES) {
          const query = { filters: EMPTY_FILTERS, limit: EXPORT_PAGE_SIZE, page: next++ }
          // Awaited before the sum: `rows += await …` reads rows before the await, and the
          // workers in flight would overwrite each other's counts.
          const page = listData(await bareFetchJson(listUrl(bench.server.url, query), bench.server.token))
          rows += page.length
        }
      })
      const elapsed = performance.now() - start
      if (rows !== ROWS) throw new Error(`the bare loop read ${rows} rows, expected ${ROWS}`)
      return elapsed
    }
    const outcome = await compareToFloor(
      PLAN,
      {
        ratio: 'export_ratio',
        app: { key: 'export_app_ms', label: `export: ${ROWS} rows to CSV through the app` },
        floor: { key: 'export_bare_ms', label: `export: floor, bare fetch of ${PAGES} pages` },
        note: `export: ${ROWS} items, latency 0; ${PAGES} pages of ${EXPORT_PAGE_SIZE}, ${LOOKUP_CONCURRENCY.default} in flight on both paths`,
      },
      appPath,
      barePath,
    )
    return {
      ...outcome,
      notes: [...outcome.notes, `export: CSV file ${(statSync(written).size / 1e6).toFixed(1)} MB`],
    }
  } finally {
    await bench.dispose()
    rmSync(saveDir, { recursive: true, force: true })
  }
}
