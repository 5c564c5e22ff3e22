import { FormattedMessage } from 'react-intl'
import { ExportButtons } from '../ui/export-buttons'
import { GroupChips } from './lookup-counts'
import { LookupLinkButton } from './lookup-link-button'
import type { LookupRow } from './lookup-rows'
import type { useLookupOutput } from './use-lookup-output'
import { WatchAllButton } from './watch-all-button'

/**
 * The line above a lookup's table: the chips that narrow it, and what can be done with its
 * rows (retry the failed ones, watch, copy, link, export), with what the last copy or export did.
 */
export function LookupToolbar({
  catalog,
  linkCatalog,
  rows,
  narrow,
  onNarrow,
  onRetryFailed,
  output,
}: {
  readonly catalog: string
  readonly linkCatalog: string | null
  readonly rows: readonly LookupRow[]
  readonly narrow: string | null
  readonly onNarrow: (group: string | null) => void
  /** Null while nothing failed, or while the lookup runs. */
  readonly onRetryFailed: (() => void) | null
  readonly output: ReturnType<typeof useLookupOutput>
}) {
  return (
    <div className="bulk__toolbar">
      <GroupChips rows={rows} narrow={narrow} onNarrow={onNarrow} />
      <div className="bulk__actions">
        <button
          type="button"
          className="button button--small"
          disabled={onRetryFailed === null}
          onClick={onRetryFailed ?? undefined}
        >
          <FormattedMessage id="lookup.retryFailed" defaultMessage="Retry failed" />
        </button>
        <WatchAllButton catalog={catalog} rows={rows} />
        <button type="button" className="button button--small" onClick={output.copyRows}>
          <FormattedMessage id="lookup.copyAsText" defaultMessage="Copy as text" />
        </button>
        <LookupLinkButton rows={rows} linkCatalog={linkCatalog} />
        <ExportButtons busy={output.saving.isPending} onExport={output.saveRows} />
        <span className="bulk__saved" role="status">
          {output.outcome}
        </span>
      </div>
    </div>
  )
}
