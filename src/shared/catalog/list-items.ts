import type { UnreadableRow } from './field'
import { tolerantListItemSchema } from './item'
import { readWellFormedListItem } from './well-formed-list-item'
import type { ListItem } from './list-field'
import { positiveId } from './formats'
import { firstReason } from './shown-field'

export interface ParsedListItems {
  readonly items: ListItem[]
  readonly unreadable: UnreadableRow[]
}

/**
 * Tolerant reader for `data` of the list answer: each element is checked on its own, and
 * each of its fields too. A malformed field arrives as a `Field` with `ok: false`; only an
 * element that is not an object or has no usable `id` becomes an unreadable row (with its
 * ID when it has one). The envelope and pagination around it stay strict.
 */
export function parseListItems(data: readonly unknown[]): ParsedListItems {
  const items: ListItem[] = []
  const unreadable: UnreadableRow[] = []
  data.forEach((element, index) => {
    // Well-formed elements (nearly all) in one hand-written pass; the rest field by field.
    const wellFormed = readWellFormedListItem(element)
    if (wellFormed) {
      items.push(wellFormed)
      return
    }
    const parsed = tolerantListItemSchema.safeParse(element)
    if (parsed.success) {
      items.push(parsed.data)
      return
    }
    const id =
      element !== null && typeof element === 'object'
        ? positiveId.safeParse((element as { id?: unknown }).id)
        : null
    unreadable.push({ index, id: id?.success ? id.data : null, reason: firstReason(parsed.error) })
  })
  return { items, unreadable }
}
