import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EMPTY_FILTERS, type ListQuery } from '../src/shared/catalog'
import { EXPORT_PAGE_SIZE, LOOKUP_CONCURRENCY, MAX_EXPORT_ROWS } from '../src/shared/catalog/limits'
import type { ExportResult } from '../src/shared/ipc'
import { bareListPage, inParallel } from './bare-fetch'
import { withBenchCore } from './bench-core'
import type { GroupOutcome } from './report'
import { compareToFloor } from './sampling'

/** The largest export the app writes, from a catalog of exactly that many items. */
const ROWS = MAX_EXPORT_ROWS
const PAGES = Math.ceil(ROWS / EXPORT_PAGE_SIZE)
const PLAN = { warmup: 1, runs: 5 }
const exportPage = (page: number): ListQuery => ({ filters: EMPTY_FILTERS, limit: EXPORT_PAGE_SIZE, page })

/** `export:list` as CSV until it answers vs a bare fetch of the same pages, as many in flight. */
export async function benchListExport(): Promise<GroupOutcome> {
  const saveDir = mkdtempSync(join(tmpdir(), 'catalog-bench-export-'))
  let saves = 0
  const chooseSavePath = async ({ fileName }: { fileName: string }) =>
    join(saveDir, `${(saves += 1)}-${fileName}`)
  try {
    return await withBenchCore({ items: ROWS, seed: 13, chooseSavePath }, async (bench) => {
      bench.core.addEventSink((_event, payload) => void structuredClone(payload))
      const app = async () => {
        const start = performance.now()
        const request = { format: 'csv', filters: EMPTY_FILTERS }
        const result = await bench.handle<ExportResult>('export:list', request)
        const elapsed = performance.now() - start
        if (!('rows' in result) || result.rows !== ROWS)
          throw new Error(`the export wrote ${JSON.stringify(result)}, expected ${ROWS} rows`)
        return elapsed
      }
      const bare = async () => {
        const start = performance.now()
        let next = 1
        let rows = 0
        await inParallel(LOOKUP_CONCURRENCY.default, async () => {
          while (next <= PAGES) {
            // Not `rows += await …`: that reads rows before the await, and workers would overwrite each other.
            const page = await bareListPage(bench.server, exportPage(next++))
            rows += page.length
          }
        })
        const elapsed = performance.now() - start
        if (rows !== ROWS) throw new Error(`the bare loop read ${rows} rows, expected ${ROWS}`)
        return elapsed
      }
      return compareToFloor(PLAN, 'export_ratio', ['export_app_ms', app], ['export_bare_ms', bare])
    })
  } finally {
    rmSync(saveDir, { recursive: true, force: true })
  }
}
