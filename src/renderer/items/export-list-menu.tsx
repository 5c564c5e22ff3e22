import { useRef, useState } from 'react'
import type { ExportFormat } from '../../shared/ipc'
import type { ListFilters } from '../../shared/catalog'
import { MAX_EXPORT_ROWS } from '../../shared/catalog/limits'
import { appErrorOf } from '../api/catalog-error'
import { useExportList } from './api/export-list'
import { ExportButtons } from '../ui/export-buttons'
import { useWordText } from '../format/word-text'

/**
 * `Export` in the results bar: every row of the current filters (not only this page) as CSV
 * or JSON. Main fetches the pages and writes the file; the cap is stated before it starts,
 * progress is shown while it runs, and `Cancel export` stops it with nothing written.
 */
export function ExportListMenu({
  filters,
  total,
}: {
  readonly filters: ListFilters
  /** Rows the current filters match, as the server last said (null while unknown). */
  readonly total: number | null
}) {
  const [open, setOpen] = useState(false)
  const { run, progress, cancel } = useExportList()
  const toggleRef = useRef<HTMLButtonElement>(null)
  // A saved file is the end of the errand: the panel closes (it covers the table) and focus
  // returns to Export; the status line below still says where the file went.
  const exportAs = (format: ExportFormat) =>
    run.mutate(
      { format, filters },
      {
        onSuccess: (result) => {
          if (!result.saved) return
          setOpen(false)
          toggleRef.current?.focus()
        },
      },
    )

  const wordText = useWordText()
  const failure = appErrorOf(run.error)
  const capped = total !== null && total > MAX_EXPORT_ROWS
  const rows = total === null ? 'every row' : `${String(Math.min(total, MAX_EXPORT_ROWS))} rows`

  let status = ''
  if (run.isPending) {
    status = progress ? `Fetched ${String(progress.done)} of ${String(progress.total)} rows…` : 'Exporting…'
  } else if (failure) {
    status =
      failure.kind === 'cancelled'
        ? 'Export cancelled; nothing was written.'
        : `Export failed: ${wordText(failure.message)}`
  } else if (run.data?.saved) {
    status = `Saved ${String(run.data.rows)} rows to ${run.data.path}`
  }

  return (
    <div className="export-menu">
      <button
        ref={toggleRef}
        type="button"
        className="button button--small"
        aria-expanded={open}
        aria-controls="export-menu-panel"
        onClick={() => setOpen((value) => !value)}
      >
        Export
      </button>
      {open ? (
        <div id="export-menu-panel" className="export-menu__panel">
          <p className="export-menu__note">
            Writes {rows} of the current filters, not only this page
            {capped
              ? `. Only the first ${String(MAX_EXPORT_ROWS)} of ${String(total)} are exported; narrow the filters for the rest.`
              : ` (at most ${String(MAX_EXPORT_ROWS)}).`}
          </p>
          <div className="export-menu__actions">
            <ExportButtons busy={run.isPending} onExport={exportAs} />
            {run.isPending ? (
              <button type="button" className="button button--small" onClick={cancel}>
                Cancel export
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      <p className="export-menu__status" role="status">
        {status}
      </p>
    </div>
  )
}
