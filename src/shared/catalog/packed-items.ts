import type { Words } from '../i18n/words'
import type { UnreadableRow } from './field'
import { LIST_ITEM_FIELDS, type ListItem, type ListItemField } from './list-field'

/** A page of the item list as main hands it to the window. */
export interface ItemsPage {
  readonly items: readonly ListItem[]
  readonly total: number
  readonly perPage: number
  readonly page: number
  readonly pages: number
  /** Elements of this page that could not be read (tolerant reader); empty when all were fine. */
  readonly unreadable: readonly UnreadableRow[]
  /**
   * Set when the answer's pagination could not be read: what to tell the agent. `total` and
   * `pages` then only count what is known (this page, and the next one if the catalog offers
   * it), so paging goes by Next.
   */
  readonly positionUnknown?: Words
}

/**
 * A list page as it crosses IPC: JSON text of its rows packed one array per field.
 *
 * A page is copied twice on its way into the window (Electron's IPC serialisation, then the
 * context bridge's deep copy into the page's world), and a structured clone of many small
 * objects pays per object and per key. As one string, a copy is a memcpy, and
 * `JSON.stringify` in main plus `JSON.parse` and unpacking in the page cost less than the two
 * object copies (the request figure in bench/README.md). Main has validated every value
 * before it is packed; the page only unpacks. zod-free: the renderer decodes.
 */
export interface PackedItems {
  readonly id: readonly number[]
  readonly columns: { readonly [K in ListItemField]: readonly ListItem[K][] }
  /** `[row index, problems]` for the few rows with an unreadable field; empty when all were fine. */
  readonly unreadable: readonly (readonly [number, NonNullable<ListItem['unreadable']>])[]
}

/** An ItemsPage with its rows packed. */
interface PackedItemsPage extends Omit<ItemsPage, 'items'> {
  readonly items: PackedItems
}

export function packItems(items: readonly ListItem[]): PackedItems {
  const columns = Object.fromEntries(
    LIST_ITEM_FIELDS.map((field) => [field, items.map((item) => item[field])]),
  ) as unknown as PackedItems['columns']
  const unreadable: [number, NonNullable<ListItem['unreadable']>][] = []
  items.forEach((item, index) => {
    if (item.unreadable) unreadable.push([index, item.unreadable])
  })
  return { id: items.map((item) => item.id), columns, unreadable }
}

export function unpackItems(packed: PackedItems): ListItem[] {
  // Column by column: each inner loop writes one field name; a loop over the names for each
  // row writes by a name that changes, which measured slower.
  const rows: Record<string, unknown>[] = packed.id.map((id) => ({ id }))
  for (const field of LIST_ITEM_FIELDS) {
    const column: readonly unknown[] = packed.columns[field]
    for (let index = 0; index < rows.length; index += 1) rows[index]![field] = column[index] ?? null
  }
  for (const [index, unreadable] of packed.unreadable) {
    const row = rows[index]
    if (row) rows[index] = { ...row, unreadable }
  }
  return rows as unknown as ListItem[]
}

/** JSON text of a PackedItemsPage, made only by encodeItemsPage (so decoding it is safe). */
export type EncodedItemsPage = string & { readonly __encodedItemsPage: true }

export function encodeItemsPage(page: ItemsPage): EncodedItemsPage {
  const packed: PackedItemsPage = { ...page, items: packItems(page.items) }
  return JSON.stringify(packed) as EncodedItemsPage
}

export function decodeItemsPage(encoded: EncodedItemsPage): ItemsPage {
  const packed = JSON.parse(encoded) as PackedItemsPage
  return { ...packed, items: unpackItems(packed.items) }
}
