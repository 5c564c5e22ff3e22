import { FormattedMessage } from 'react-intl'
import type { UnreadableRow } from '../../shared/catalog/field'
import { BETWEEN } from '../ui/between'

/** The cell of a row without a usable ID, and the dash before the reason: marks, not words. */
const NO_ID = '—'
const DASH = ' — '

/**
 * The page's unreadable rows, as rows of the item table below the readable ones: each marked
 * "Unreadable row" with its ID when it has one (and a way to open it by that ID), so the
 * agent sees that something is there, not a silent gap.
 */
export function UnreadableRows({
  rows,
  columns,
  onOpen,
}: {
  readonly rows: readonly UnreadableRow[]
  /** Cells the row spans: the table's column count. */
  readonly columns: number
  readonly onOpen: (id: number) => void
}) {
  return rows.map((row) => (
    <tr key={`unreadable-${row.index}`} className="row row--unreadable" data-unreadable-index={row.index}>
      <td className="is-num">
        <span className="num">{row.id ?? NO_ID}</span>
      </td>
      <td colSpan={Math.max(1, columns - 1)}>
        <span className="unreadable-row">
          <span className="unreadable-row__label">
            <FormattedMessage id="table.unreadable.label" defaultMessage="Unreadable row" />
          </span>
          {BETWEEN}
          <span className="unreadable-row__where">
            {row.id === null ? (
              <FormattedMessage
                id="table.unreadable.noId"
                defaultMessage={'(row {row, number} of the answer, no usable ID)'}
                values={{ row: row.index + 1 }}
              />
            ) : (
              <FormattedMessage
                id="table.unreadable.item"
                defaultMessage={'(item {id})'}
                values={{ id: String(row.id) }}
              />
            )}
          </span>
          {DASH}
          <span className="unreadable-row__reason">{row.reason}</span>
          {row.id !== null ? (
            <button
              type="button"
              className="button button--link button--small unreadable-row__open"
              onClick={() => onOpen(row.id as number)}
            >
              <FormattedMessage
                id="table.unreadable.open"
                defaultMessage={'Open item {id}'}
                values={{ id: String(row.id) }}
              />
            </button>
          ) : null}
        </span>
      </td>
    </tr>
  ))
}
