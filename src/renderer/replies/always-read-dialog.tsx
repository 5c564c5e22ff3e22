import { createPortal } from 'react-dom'
import { FormattedMessage, useIntl } from 'react-intl'
import { errorMeaning, type ErrorMeaning } from '../../shared/reply/error-meanings'
import { WILDCARD, type ErrorTableEntry } from '../../shared/reply/error-table'
import { ConfirmDialog } from '../ui/dialog'
import type { PreviewLine } from './always-read-preview'

/**
 * "Always read this error as …", asked before it saves: the row that goes into the lead's
 * table (what it was read from, `*` for each volatile part), and each open item it would read,
 * with what the table then makes of it. `Cancel` comes first and has focus: a stray Enter
 * changes no one's replies. Rendered at the end of the page, so a lookup row's one-line
 * layout does not reach into it.
 */
export function AlwaysReadDialog({
  row,
  lines,
  busy,
  onConfirm,
  onCancel,
}: {
  readonly row: ErrorTableEntry
  readonly lines: readonly PreviewLine[]
  readonly busy: boolean
  readonly onConfirm: () => void
  readonly onCancel: () => void
}) {
  const intl = useIntl()
  const short = (id: ErrorMeaning) => intl.formatMessage({ id: errorMeaning(id).shortId })
  const itemsLabel = intl.formatMessage({ id: 'replyTools.errorAlways.items' })
  return createPortal(
    <ConfirmDialog
      title={intl.formatMessage({ id: 'replyTools.errorAlways.title' }, { meaning: short(row.means) })}
      confirmLabel={intl.formatMessage({ id: 'replyTools.errorAlways.confirm' })}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        <FormattedMessage
          id="replyTools.errorAlways.row"
          values={{
            row: <code className="always-read__row">{row.contains}</code>,
            meaning: short(row.means),
          }}
        />
      </p>
      {row.contains.includes(WILDCARD) ? (
        <p className="always-read__hint">
          <FormattedMessage id="replyTools.errorAlways.wildcard" />
        </p>
      ) : null}
      {lines.length > 0 ? (
        <>
          <h3 className="always-read__items-title">{itemsLabel}</h3>
          <ul className="always-read__items" aria-label={itemsLabel}>
            {lines.map((line) => (
              <li key={line.id}>
                <FormattedMessage
                  id="replyTools.errorAlways.item"
                  values={{
                    id: String(line.id),
                    named: line.name === null ? 'no' : 'yes',
                    name: line.name ?? '',
                    outcome: line.outcome.kind === 'read' ? 'read' : line.outcome.why,
                    meaning: line.outcome.kind === 'read' ? short(line.outcome.meaning) : '',
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <FormattedMessage id="replyTools.errorAlways.none" />
        </p>
      )}
    </ConfirmDialog>,
    document.body,
  )
}
