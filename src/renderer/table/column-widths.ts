import type { CSSProperties } from 'react'
import type { UnreadableRow } from '../../shared/catalog/field'
import type { ListItem } from '../../shared/catalog/list-field'
import type { ItemColumnMeta } from './table-features'

/**
 * How many characters the widest ID and the widest price on the page have (a price as sent: the
 * language's group separators are narrower than a digit), as the CSS custom properties item-table.css
 * sizes the ID and price columns with. The table's layout is fixed (nothing moves while data
 * arrives), so a fixed column would cut a long value at its edge; an ID an agent copies by
 * eye must never be cut.
 */
export function columnWidthVars(
  items: readonly ListItem[],
  unreadable: readonly UnreadableRow[],
  _locale: string,
): CSSProperties {
  let id = 0
  let price = 0
  for (const item of items) {
    id = Math.max(id, String(item.id).length)
    price = Math.max(price, item.price?.length ?? 0, item.platform_price?.length ?? 0)
  }
  for (const row of unreadable) if (row.id !== null) id = Math.max(id, String(row.id).length)
  return { '--id-chars': id, '--price-chars': price } as CSSProperties
}

/**
 * A column's widths (its LIST_COLUMNS entry's) as the custom properties item-table.css sizes
 * its `<col>` with, wide and in a narrow table; none for a column that takes a share of the rest.
 */
export function columnWidth(meta: ItemColumnMeta | undefined): CSSProperties | undefined {
  if (!meta?.width) return undefined
  return { '--col-width': meta.width, '--col-narrow-width': meta.narrowWidth ?? meta.width } as CSSProperties
}
