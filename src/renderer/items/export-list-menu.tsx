import { useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
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

  const intl = useIntl()
  const wordText = useWordText()
  const failure = appErrorOf(run.error)

  let status = ''
  if (run.isPending) {
    status = progress
      ? intl.formatMessage(
          {
            id: 'items.export.fetched',
            defaultMessage:
              'Fetched {done, number, ::group-off} of {total, plural, one {{total, number, ::group-off} row} other {{total, number, ::group-off} rows}}…',
          },
          { done: progress.done, total: progress.total },
        )
      : intl.formatMessage({ id: 'items.export.exporting', defaultMessage: 'Exporting…' })
  } else if (failure) {
    status =
      failure.kind === 'cancelled'
        ? intl.formatMessage({
            id: 'items.export.cancelled',
            defaultMessage: 'Export cancelled; nothing was written.',
          })
        : intl.formatMessage(
            { id: 'items.export.failed', defaultMessage: 'Export failed: {reason}' },
            { reason: wordText(failure.message) },
          )
  } else if (run.data?.saved) {
    status = intl.formatMessage(
      {
        id: 'items.export.saved',
        defaultMessage:
          'Saved {rows, plural, one {{rows, number, ::group-off} row} other {{rows, number, ::group-off} rows}} to {path}',
      },
      { rows: run.data.rows, path: run.data.path },
    )
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
        <FormattedMessage id="items.export.button" defaultMessage="Export" />
      </button>
      {open ? (
        <div id="export-menu-panel" className="export-menu__panel">
          <p className="export-menu__note">
            <ExportNote total={total} />
          </p>
          <div className="export-menu__actions">
            <ExportButtons busy={run.isPending} onExport={exportAs} />
            {run.isPending ? (
              <button type="button" className="button button--small" onClick={cancel}>
                <FormattedMessage id="items.export.cancel" defaultMessage="Cancel export" />
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

/** What an export writes: every row of the filters, up to the cap, said before it starts. */
function ExportNote({ total }: { readonly total: number | null }) {
  const max = MAX_EXPORT_ROWS
  if (total === null)
    return (
      <FormattedMessage
        id="items.export.noteEvery"
        defaultMessage={
          'Writes every row of the current filters, not only this page (at most {max, number, ::group-off}).'
        }
        values={{ max }}
      />
    )
  if (total > max)
    return (
      <FormattedMessage
        id="items.export.noteCapped"
        defaultMessage={
          'Writes {max, number, ::group-off} rows of the current filters, not only this page. Only the first {max, number, ::group-off} of {total, number, ::group-off} are exported; narrow the filters for the rest.'
        }
        values={{ max, total }}
      />
    )
  return (
    <FormattedMessage
      id="items.export.note"
      defaultMessage={
        'Writes {rows, plural, one {{rows, number, ::group-off} row} other {{rows, number, ::group-off} rows}} of the current filters, not only this page (at most {max, number, ::group-off}).'
      }
      values={{ rows: total, max }}
    />
  )
}
