import { FormattedMessage } from 'react-intl'
import { EXPORT_FORMAT_KEYS, EXPORT_FORMATS, type ExportFormat } from '../../shared/export-formats'

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
      {EXPORT_FORMAT_KEYS.map((format) => (
        <button
          key={format}
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => onExport(format)}
        >
          <FormattedMessage {...EXPORT_FORMATS[format].button} />
        </button>
      ))}
    </>
  )
}
