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
  const short = (id: ErrorMeaning) => intl.formatMessage(errorMeaning(id).short)
  const itemsLabel = intl.formatMessage({
    id: 'replyTools.errorAlways.items',
    defaultMessage: 'Items this row reads',
  })
  return createPortal(
    <ConfirmDialog
      title={intl.formatMessage(
        { id: 'replyTools.errorAlways.title', defaultMessage: 'Always read this error as “{meaning}”?' },
        { meaning: short(row.means) },
      )}
      confirmLabel={intl.formatMessage({
        id: 'replyTools.errorAlways.confirm',
        defaultMessage: 'Add to the error table',
      })}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        <FormattedMessage
          id="replyTools.errorAlways.row"
          defaultMessage={'This row goes into your error table: {row} means “{meaning}”.'}
          values={{
            row: <code className="always-read__row">{row.contains}</code>,
            meaning: short(row.means),
          }}
        />
      </p>
      {row.contains.includes(WILDCARD) ? (
        <p className="always-read__hint">
          <FormattedMessage
            id="replyTools.errorAlways.wildcard"
            defaultMessage="Each * stands for one number, ID, date, hex code or quoted value, so the next error like this one reads the same way; every other word must be there."
          />
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
                  defaultMessage={
                    "{named, select, yes {Item {id}, {name}} other {Item {id}}}: {outcome, select, read {read as “{meaning}”} side {still needs your choice, as the error names another side than this meaning's cause} other {still needs your choice, as rows of other meanings match it too}}"
                  }
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
          <FormattedMessage
            id="replyTools.errorAlways.none"
            defaultMessage="None of the items open now has an error this row reads."
          />
        </p>
      )}
    </ConfirmDialog>,
    document.body,
  )
}
