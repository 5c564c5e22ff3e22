import { z } from 'zod'
import type { UnreadableRow } from './field'
import { tolerantListItemSchema, wellFormedListItemSchema } from './item'
import type { ListItem } from './list-field'
import { positiveId } from './formats'
import { firstReason } from './tolerant'

const wellFormedPageSchema = z.array(wellFormedListItemSchema)

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
  // A page whose every element is well-formed (nearly all pages) in one compiled pass: one
  // safeParse of the array costs about two thirds of 250 separate ones.
  const wellFormedPage = wellFormedPageSchema.safeParse(data)
  if (wellFormedPage.success) return { items: wellFormedPage.data, unreadable: [] }
  const items: ListItem[] = []
  const unreadable: UnreadableRow[] = []
  data.forEach((element, index) => {
    // Well-formed elements (nearly all) in one compiled pass; the rest field by field.
    const wellFormed = wellFormedListItemSchema.safeParse(element)
    if (wellFormed.success) {
      items.push(wellFormed.data)
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
