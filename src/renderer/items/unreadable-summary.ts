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
