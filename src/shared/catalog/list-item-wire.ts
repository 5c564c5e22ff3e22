import type { ListItemWire, SingleItemWire } from './item'
import type { ListOnlyField } from './item-fields'
import { LIST_ITEM_FIELDS } from './list-field'

/** The fields a list element is made of by hand: its ID and the fields only the list carries. */
type KnownListFields = Pick<ListItemWire, 'id' | ListOnlyField> & Partial<ListItemWire>

/**
 * A list element as the service sends it: the fields given in `known`, in their order, and every other field
 * the table lists taken from the same item's single-item answer (asked for only then). How
 * the demo catalog and the tests' sample item make theirs, so a field a column adds to the
 * list (list-columns.ts) is sent without an edit here.
 */
export function listItemWire(known: KnownListFields, single: () => SingleItemWire): ListItemWire {
  let detail: SingleItemWire | undefined
  const item: Record<string, unknown> = { ...known }
  for (const key of LIST_ITEM_FIELDS) if (!(key in item)) item[key] = (detail ??= single())[key]
  return item as ListItemWire
}
