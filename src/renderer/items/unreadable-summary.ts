import type { UnreadableRow } from '../../shared/catalog/field'
import { words, type Words } from '../../shared/i18n/words'

/** "2 of 250 rows could not be read" with the first reason, for the results bar. */
export function unreadableSummary(unreadable: readonly UnreadableRow[], readable: number): Words | null {
  const first = unreadable[0]
  if (!first) return null
  const total = unreadable.length + readable
  return words(
    {
      id: 'items.unreadable.summary',
      defaultMessage:
        '{count, number} of {total, plural, one {# row} other {# rows}} could not be read (first: {first}).',
    },
    { count: unreadable.length, total, first: describe(first) },
  )
}

/** Which row the first reason belongs to; the reason is the reader's own, as it came. */
function describe(row: UnreadableRow): Words {
  return row.id === null
    ? words(
        { id: 'items.unreadable.firstRow', defaultMessage: 'row {row, number}, no usable ID: {reason}' },
        { row: row.index + 1, reason: row.reason },
      )
    : words(
        { id: 'items.unreadable.firstItem', defaultMessage: 'item {id}: {reason}' },
        { id: String(row.id), reason: row.reason },
      )
}
