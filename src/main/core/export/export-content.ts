import type { ListItem } from '../../../shared/catalog'
import type { ExportFormat, ExportTable } from '../../../shared/ipc'
import { toCsv } from './csv'

/**
 * The text of an export file. CSV goes through the one CSV writer (quoting, formula prefix,
 * BOM); JSON is an array of objects, pretty-printed so it can be read in a text editor.
 */
export function tableText(format: ExportFormat, table: ExportTable): string {
  if (format === 'csv') return toCsv(table.columns, table.rows)
  const records = table.rows.map((row) =>
    Object.fromEntries(table.columns.map((column, i) => [column, row[i] ?? null])),
  )
  return `${JSON.stringify(records, null, 2)}\n`
}

/** Columns of a list export, in the item table's order, plus what the table only shows as a picture. */
export const LIST_EXPORT_COLUMNS = [
  'ID',
  'Name',
  'Market hash name',
  'App ID',
  'Price',
  'Platform price',
  'Image',
] as const

export function listText(format: ExportFormat, items: readonly ListItem[]): string {
  if (format === 'json') return `${JSON.stringify(items, null, 2)}\n`
  return toCsv(
    LIST_EXPORT_COLUMNS,
    items.map((item) => [
      String(item.id),
      item.name,
      item.market_hash_name,
      String(item.appid),
      item.price,
      item.platform_price,
      item.image,
    ]),
  )
}
