import type { ListFilters, ListItem, ListQuery } from '../../../shared/catalog'
import { EXPORT_PAGE_SIZE, MAX_EXPORT_ROWS } from '../../../shared/catalog/limits'
import { fail, ok, type Result } from '../../../shared/errors'
import type { EventPayload, ExportFormat, ExportResult, ItemsPage } from '../../../shared/ipc'
import type { RequestTicket } from '../catalog-client/request-slots'
import { clampConcurrency } from '../lookup/lookup-runner'
import { listText } from './export-content'
import { saveExport, type ChooseSavePath, type ExportContent } from './save-export'

/**
 * Export of the filtered item list: main fetches every page of the current filters (250 per
 * page, the bulk lookup's in-flight limit), then writes them in one atomic file.
 *
 * At most MAX_EXPORT_ROWS rows (the window states the cap before starting); one export at a
 * time. Cancel, a session switch or sign-out, or any failed page ends it with nothing written:
 * a file missing pages would look complete and mislead.
 */
export interface ListClient {
  listItems(query: ListQuery, signal?: AbortSignal): Promise<Result<ItemsPage>>
}

export interface ListExporterDeps {
  readonly currentClient: () => ListClient | null
  readonly beginRequest: () => RequestTicket
  readonly chooseSavePath: ChooseSavePath
  readonly emitProgress: (payload: EventPayload<'export:progress'>) => void
  readonly concurrency?: number | (() => number | undefined)
  /** The catalog the item links in the file name (null: the connected one, for the demo catalog). */
  readonly linkCatalog?: () => string | null
  /** Default MAX_EXPORT_ROWS; smaller in tests, so the cap is tested without 50,000 rows. */
  readonly maxRows?: number
}

export interface ListExporter {
  run(format: ExportFormat, filters: ListFilters): Promise<Result<ExportResult>>
  cancel(): boolean
}

const CANCELLED = fail({ kind: 'cancelled', message: 'The export was cancelled; no file was written.' })

export function createListExporter(deps: ListExporterDeps): ListExporter {
  const concurrencyNow = () =>
    clampConcurrency(typeof deps.concurrency === 'function' ? deps.concurrency() : deps.concurrency)
  const maxRows = deps.maxRows ?? MAX_EXPORT_ROWS
  let running: AbortController | null = null

  const fetchAll = async (
    client: ListClient,
    filters: ListFilters,
    signal: AbortSignal,
  ): Promise<Result<ExportContent & { items: readonly ListItem[] }>> => {
    const page = async (number: number) => {
      if (signal.aborted || deps.currentClient() !== client) return CANCELLED
      const ticket = deps.beginRequest()
      try {
        return await client.listItems(
          { filters, limit: EXPORT_PAGE_SIZE, page: number },
          AbortSignal.any([ticket.signal, signal]),
        )
      } finally {
        ticket.done()
      }
    }
    const first = await page(1)
    if (signal.aborted) return CANCELLED
    if (!first.ok) return first
    const total = Math.min(first.data.total, maxRows)
    const pages = Math.ceil(total / EXPORT_PAGE_SIZE)
    const results: (readonly ListItem[])[] = [first.data.items]
    let done = first.data.items.length
    deps.emitProgress({ done: Math.min(done, total), total })
    let next = 2
    let failure = null as Result<never> | null
    const worker = async () => {
      while (next <= pages && failure === null) {
        const number = next++
        const answer = await page(number)
        if (!answer.ok) {
          failure ??= answer
          return
        }
        results[number - 1] = answer.data.items
        done += answer.data.items.length
        deps.emitProgress({ done: Math.min(done, total), total })
      }
    }
    await Promise.all(Array.from({ length: concurrencyNow() }, worker))
    if (signal.aborted) return CANCELLED
    if (failure) return failure
    const items = results.flat().slice(0, total)
    return ok({ items, text: '', rows: items.length, capped: first.data.total > maxRows })
  }

  return {
    async run(format, filters) {
      const client = deps.currentClient()
      if (!client)
        return fail({ kind: 'no_session', message: 'No catalog is connected. Connect to a catalog first.' })
      if (running) {
        return fail({
          kind: 'refused',
          message: 'An export is already running. Wait for it or cancel it first.',
        })
      }
      const controller = new AbortController()
      running = controller
      try {
        return await saveExport(deps.chooseSavePath, { fileName: 'items', format }, async () => {
          const fetched = await fetchAll(client, filters, controller.signal)
          if (!fetched.ok) return fetched
          return ok({
            ...fetched.data,
            text: listText(format, fetched.data.items, deps.linkCatalog?.() ?? null),
          })
        })
      } finally {
        running = null
      }
    },
    cancel() {
      if (!running) return false
      running.abort(new DOMException('export cancelled', 'AbortError'))
      return true
    },
  }
}
