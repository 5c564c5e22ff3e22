import type { UnreadableRow } from '../../shared/catalog/field'

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
        <span className="num">{row.id ?? '—'}</span>
      </td>
      <td colSpan={Math.max(1, columns - 1)}>
        <span className="unreadable-row">
          <span className="unreadable-row__label">Unreadable row</span>{' '}
          <span className="unreadable-row__where">
            {row.id === null ? `(row ${row.index + 1} of the answer, no usable ID)` : `(item ${row.id})`}
          </span>
          {' — '}
          <span className="unreadable-row__reason">{row.reason}</span>
          {row.id !== null ? (
            <button
              type="button"
              className="button button--link button--small unreadable-row__open"
              onClick={() => onOpen(row.id as number)}
            >
              Open item {row.id}
            </button>
          ) : null}
        </span>
      </td>
    </tr>
  ))
}
