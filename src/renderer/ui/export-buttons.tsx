import { FormattedMessage } from 'react-intl'
import type { ExportFormat } from '../../shared/ipc'
import { defineMessage, type MessageDescriptor } from '../../shared/i18n/words'

/** One button per export format; a format added to the contract fails tsc here until named. */
const LABELS: Readonly<Record<ExportFormat, MessageDescriptor>> = {
  csv: defineMessage({ id: 'ui.exportCsv', defaultMessage: 'Export CSV' }),
  json: defineMessage({ id: 'ui.exportJson', defaultMessage: 'Export JSON' }),
}

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
          <FormattedMessage {...LABELS[format]} />
        </button>
      ))}
    </>
  )
}
