import type { ListFilters, ListItem, ListQuery } from '../../../shared/catalog'
import { EXPORT_PAGE_SIZE, MAX_EXPORT_ROWS } from '../../../shared/catalog/limits'
import { cancelled, fail, noSession, ok, type Result } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import type { ExportFormat, ExportResult, ItemsPage } from '../../../shared/ipc'
import type { Emit } from '../events/event-bus'
import type { RequestTicket } from '../catalog-client/request-slots'
import { clampConcurrency } from '../lookup/lookup-runner'
import { openAtomicFile, type AtomicFile } from '../settings/atomic-write'
import { listFileParts, type ListFileParts } from './export-content'
import { fetchPagesInOrder } from './ordered-pages'
import { withExtension, writeFailed, type ChooseSavePath } from './save-export'

/**
 * Export of the filtered item list: main fetches every page of the current filters (250 per
 * page, the bulk lookup's in-flight limit) and writes each to the file as it arrives, in
 * order, each row turned into text once: the whole list is never held in memory, as rows or
 * as text. The file is written under a temp name and renamed to the chosen one only when
 * complete.
 *
 * At most MAX_EXPORT_ROWS rows (the window states the cap before starting); one export at a
 * time. Cancel, a session switch or sign-out, or any failed page ends it with the temp file
 * removed and nothing under the chosen name: a file missing pages would look complete and
 * mislead.
 */
export interface ListClient {
  listItems(query: ListQuery, signal?: AbortSignal): Promise<Result<ItemsPage>>
}

export interface ListExporterDeps {
  readonly currentClient: () => ListClient | null
  readonly beginRequest: () => RequestTicket
  readonly chooseSavePath: ChooseSavePath
  /** Sends `export:progress` as the pages arrive. */
  readonly emit: Emit
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

const CANCELLED = fail(
  cancelled(
    words({ id: 'error.export.cancelled', defaultMessage: 'The export was cancelled; no file was written.' }),
  ),
)

/** Pages fetched ahead of the next one to write, per request in flight: enough to keep them all busy. */
const PAGES_AHEAD_PER_REQUEST = 2

export function createListExporter(deps: ListExporterDeps): ListExporter {
  const concurrencyNow = () =>
    clampConcurrency(typeof deps.concurrency === 'function' ? deps.concurrency() : deps.concurrency)
  const maxRows = deps.maxRows ?? MAX_EXPORT_ROWS
  let running: AbortController | null = null

  /** Fetches every page and writes each to `file` in order as it arrives; nothing is committed here. */
  const streamPages = async (
    client: ListClient,
    filters: ListFilters,
    parts: ListFileParts,
    file: AtomicFile,
    signal: AbortSignal,
  ): Promise<Result<{ rows: number; capped: boolean }>> => {
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
    if (!first.ok) return stoppedAt(first, 1)
    const total = Math.min(first.data.total, maxRows)
    const pages = Math.max(1, Math.ceil(total / EXPORT_PAGE_SIZE))
    let fetched = 0
    let rows = 0
    const arrived = (items: readonly ListItem[]) => {
      fetched += items.length
      deps.emit('export:progress', { done: Math.min(fetched, total), total })
    }
    const write = async (items: readonly ListItem[]): Promise<Result<true>> => {
      // In order, so the cap cuts the same rows as one slice of the whole list would.
      const kept = items.slice(0, total - rows)
      const text = parts.rows(kept, rows === 0)
      rows += kept.length
      return append(file, text)
    }
    arrived(first.data.items)
    const firstWritten = await write(first.data.items)
    if (!firstWritten.ok) return firstWritten
    const rest = await fetchPagesInOrder({
      from: 2,
      to: pages,
      concurrency: concurrencyNow(),
      ahead: concurrencyNow() * PAGES_AHEAD_PER_REQUEST,
      fetch: async (number) => {
        const answer = await page(number)
        if (!answer.ok) return stoppedAt(answer, number, pages)
        arrived(answer.data.items)
        return ok(answer.data.items)
      },
      write: (_number, items) => write(items),
    })
    if (signal.aborted) return CANCELLED
    if (!rest.ok) return rest
    const tail = await append(file, parts.tail(rows === 0))
    return tail.ok ? ok({ rows, capped: first.data.total > maxRows }) : tail
  }

  return {
    async run(format, filters) {
      const client = deps.currentClient()
      if (!client) return fail(noSession())
      if (running)
        return fail({
          kind: 'refused',
          message: words({
            id: 'error.export.running',
            defaultMessage: 'An export is already running. Wait for it or cancel it first.',
          }),
        })
      const controller = new AbortController()
      running = controller
      try {
        const path = await deps.chooseSavePath({ fileName: withExtension('items', format), format })
        if (path === null) return ok({ saved: false })
        let file: AtomicFile
        try {
          file = await openAtomicFile(path)
        } catch (error) {
          return writeFailed(path, error)
        }
        const parts = listFileParts(format, deps.linkCatalog?.() ?? null)
        const head = await append(file, parts.head)
        const streamed = head.ok ? await streamPages(client, filters, parts, file, controller.signal) : head
        if (!streamed.ok) {
          await file.discard()
          return streamed
        }
        try {
          await file.commit()
        } catch (error) {
          return writeFailed(path, error)
        }
        return ok({ saved: true, path, ...streamed.data })
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

/** Appends to the export's file; a write the system refuses is the export's answer. */
function append(file: AtomicFile, text: string): Promise<Result<true>> {
  return file.write(text).then(
    () => ok(true),
    (error: unknown) => writeFailed(file.path, error),
  )
}

/** A page that failed ends the export; its message says so, and that no file was left. */
function stoppedAt(failed: Result<never>, page: number, pages?: number): Result<never> {
  if (failed.ok || failed.error.kind === 'cancelled') return failed
  const where =
    pages === undefined
      ? words({ id: 'error.export.page', defaultMessage: 'page {page, number}' }, { page })
      : words(
          { id: 'error.export.pageOf', defaultMessage: 'page {page, number} of {pages, number}' },
          { page, pages },
        )
  return fail({
    ...failed.error,
    message: words(
      {
        id: 'error.export.stopped',
        defaultMessage: '{cause} The export stopped at {where}; no file was written.',
      },
      { cause: failed.error.message, where },
    ),
  })
}
