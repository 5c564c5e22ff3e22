import { memo, useCallback, type KeyboardEvent } from 'react'
import { WatchButton } from '../watch/watch-button'
import { FieldValue } from '../detail/field-value'
import { fieldText } from '../../shared/catalog/field'
import { StatusBadge } from '../detail/status-badge'
import { DASH, ServerTime, UtcInstant } from '../detail/time-values'
import { cellText, groupOf, itemOf, LOOKUP_COLUMNS, type LookupRow, type LookupSort } from './lookup-rows'

/**
 * `Lookup results`: one row per ID, filling in as answers arrive. Badges and time formats are
 * the detail pane's own components. Headers sort (aria-sort says how); a row opens in the
 * detail pane on click or Enter (↑/↓ move between rows).
 */
export function LookupResultsTable({
  catalog,
  rows,
  running,
  sort,
  selectedId,
  onSort,
  onOpen,
}: {
  readonly catalog: string
  readonly rows: readonly LookupRow[]
  /** Whether unanswered rows are still on their way (a spinner) or were left by a cancel. */
  readonly running: boolean
  readonly sort: LookupSort | null
  readonly selectedId: number | null
  readonly onSort: (sort: LookupSort | null) => void
  readonly onOpen: (id: number) => void
}) {
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>, id: number) => {
      if (event.key === 'Enter') {
        event.preventDefault()
        onOpen(id)
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        const sibling =
          event.key === 'ArrowDown'
            ? event.currentTarget.nextElementSibling
            : event.currentTarget.previousElementSibling
        if (sibling instanceof HTMLElement) sibling.focus()
      }
    },
    [onOpen],
  )
  return (
    <table className="lookup-table" aria-label="Lookup results">
      <thead>
        <tr>
          {LOOKUP_COLUMNS.map((column) => {
            const active = sort?.column === column
            return (
              <th
                key={column}
                scope="col"
                aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
                className={column === 'ID' ? 'num' : undefined}
              >
                <button
                  type="button"
                  className="lookup-table__sort"
                  onClick={() =>
                    onSort(!active ? { column, desc: false } : sort.desc ? null : { column, desc: true })
                  }
                >
                  {column}
                  <span aria-hidden="true">{active ? (sort.desc ? ' ▼' : ' ▲') : ''}</span>
                </button>
              </th>
            )
          })}
          <th scope="col">Watch</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <ResultRow
            key={row.index}
            catalog={catalog}
            row={row}
            running={running}
            selected={selectedId === row.id}
            onOpen={onOpen}
            onKeyDown={onKeyDown}
          />
        ))}
      </tbody>
    </table>
  )
}

/**
 * One row, memoised: while a lookup streams in, each answer changes one row object and keeps
 * the others, so a 1,000-row table re-renders one row per answer instead of all of them.
 */
const ResultRow = memo(function ResultRow({
  catalog,
  row,
  running,
  selected,
  onOpen,
  onKeyDown,
}: {
  readonly catalog: string
  readonly row: LookupRow
  readonly running: boolean
  readonly selected: boolean
  readonly onOpen: (id: number) => void
  readonly onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, id: number) => void
}) {
  const item = itemOf(row)
  const group = groupOf(row)
  return (
    <tr
      tabIndex={0}
      data-lookup-id={row.id}
      aria-selected={selected}
      className={`lookup-table__row lookup-table__row--${group.replace(/[^a-z_]/gi, '-').toLowerCase()}`}
      onClick={() => onOpen(row.id)}
      onKeyDown={(event) => onKeyDown(event, row.id)}
    >
      <td className="num">{row.id}</td>
      <td>
        {item ? (
          <StatusBadge status={item.status} />
        ) : (
          <span className={`lookup-table__state lookup-table__state--${group}`}>
            {row.outcome === null && running ? <span className="spinner" aria-hidden="true" /> : null}
            {cellText(row, 'Status')}
          </span>
        )}
      </td>
      <td className="lookup-table__name" title={item ? fieldText(item.name) : undefined}>
        {item ? (
          <FieldValue field={item.name}>{(name) => name}</FieldValue>
        ) : (
          <span className="empty">{DASH}</span>
        )}
      </td>
      <td>
        {item ? (
          <FieldValue field={item.bought_at}>{(value) => <UtcInstant value={value} />}</FieldValue>
        ) : (
          <span className="empty">{DASH}</span>
        )}
      </td>
      <td>
        {item ? (
          <FieldValue field={item.last_send}>{(value) => <ServerTime value={value} />}</FieldValue>
        ) : (
          <span className="empty">{DASH}</span>
        )}
      </td>
      <td>
        {item ? (
          <FieldValue field={item.next_try}>{(value) => <ServerTime value={value} />}</FieldValue>
        ) : (
          <span className="empty">{DASH}</span>
        )}
      </td>
      <td className="lookup-table__error">
        {cellText(row, 'Error') || <span className="empty">{DASH}</span>}
      </td>
      {/* The toggle acts on its own: a click or Enter on it must not also open the row. */}
      <td onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
        {item ? <WatchButton catalog={catalog} item={item} /> : null}
      </td>
    </tr>
  )
})
