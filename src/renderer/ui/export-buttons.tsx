import { FormattedMessage } from 'react-intl'
import type { MessageId } from '../../shared/i18n/messages'
import type { ExportFormat } from '../../shared/ipc'

/** One button per export format; a format added to the contract fails tsc here until named. */
const LABELS: Readonly<Record<ExportFormat, MessageId>> = { csv: 'ui.exportCsv', json: 'ui.exportJson' }

/** `Export CSV` / `Export JSON`, for the item list and a bulk lookup alike. */
export function ExportButtons({
  busy,
  onExport,
}: {
  readonly busy: boolean
  readonly onExport: (format: ExportFormat) => void
}) {
  return (
    <>
      {(Object.keys(LABELS) as ExportFormat[]).map((format) => (
        <button
          key={format}
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => onExport(format)}
        >
          <FormattedMessage id={LABELS[format]} />
        </button>
      ))}
    </>
  )
}
