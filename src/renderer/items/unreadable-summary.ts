import type { UnreadableRow } from '../../shared/catalog/field'
import { words, type Words } from '../../shared/i18n/words'

/** "2 of 250 rows could not be read" with the first reason, for the results bar. */
export function unreadableSummary(unreadable: readonly UnreadableRow[], readable: number): Words | null {
  const first = unreadable[0]
  if (!first) return null
  const total = unreadable.length + readable
  return words('items.unreadable.summary', { count: unreadable.length, total, first: describe(first) })
}

/** Which row the first reason belongs to; the reason is the reader's own, as it came. */
function describe(row: UnreadableRow): Words {
  return row.id === null
    ? words('items.unreadable.firstRow', { row: row.index + 1, reason: row.reason })
    : words('items.unreadable.firstItem', { id: String(row.id), reason: row.reason })
}
