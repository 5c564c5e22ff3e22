import type { UnreadableRow } from '../../shared/catalog/field'

/** "2 of 250 rows could not be read" with the first reason, for the results bar. */
export function unreadableSummary(unreadable: readonly UnreadableRow[], readable: number): string | null {
  const first = unreadable[0]
  if (!first) return null
  const total = unreadable.length + readable
  const noun = total === 1 ? 'row' : 'rows'
  return `${unreadable.length} of ${total} ${noun} could not be read (first: ${describe(first)}).`
}

function describe(row: UnreadableRow): string {
  return `${row.id === null ? `row ${row.index + 1}, no usable ID` : `item ${row.id}`}: ${row.reason}`
}

/**
 * The page's unreadable rows, each marked with its ID when it has one, below the readable
 * ones: the agent sees that something is there (and can open it by ID), not a silent gap.
 */
export function UnreadableRows({ rows }: { readonly rows: readonly UnreadableRow[] }) {
  if (rows.length === 0) return null
  return (
    <ul className="unreadable-rows" aria-label="Unreadable rows">
      {rows.map((row) => (
        <li key={row.index} className="unreadable-rows__row">
          <span className="unreadable-rows__label">Unreadable row</span>{' '}
          <span className="num">{row.id === null ? `(row ${row.index + 1}, no ID)` : `ID ${row.id}`}</span>
          {' — '}
          <span className="unreadable-rows__reason">{row.reason}</span>
        </li>
      ))}
    </ul>
  )
}
