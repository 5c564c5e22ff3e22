import { LIST_ITEM_FIELDS, listField, type ListItem } from '../../../shared/catalog/list-field'
import { fieldText, type Field } from '../../../shared/catalog/field'
import type { ExportFormat } from '../../../shared/ipc'
import {
  lookupRecord,
  lookupTextHeaders,
  lookupTextRows,
  type LookupTextRow,
} from '../../../shared/lookup/lookup-columns'
import { toCsv } from './csv'

/**
 * The text of an export file. CSV goes through the one CSV writer (quoting, formula prefix,
 * BOM); JSON is an array of objects, pretty-printed so it can be read in a text editor.
 */
export function lookupText(
  format: ExportFormat,
  rows: readonly LookupTextRow[],
  catalog: string | null,
): string {
  if (format === 'csv') return toCsv(lookupTextHeaders(), lookupTextRows(rows, catalog))
  const records = rows.map((row) => lookupRecord(row, catalog))
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

/**
 * A list export. A malformed field is written as "unexpected value: <raw>" (CSV) or as
 * `{ "unexpected": <raw> }` (JSON), never as a value it is not, so a file passed on in a
 * ticket cannot present what the catalog sent wrongly as a real price or name.
 */
export function listText(format: ExportFormat, items: readonly ListItem[]): string {
  if (format === 'json') {
    const records = items.map((item) => ({
      id: item.id,
      ...Object.fromEntries(LIST_ITEM_FIELDS.map((key) => [key, jsonField(listField(item, key))])),
    }))
    return `${JSON.stringify(records, null, 2)}\n`
  }
  return toCsv(
    LIST_EXPORT_COLUMNS,
    items.map((item) => [String(item.id), ...LIST_ITEM_FIELDS.map((key) => fieldText(listField(item, key)))]),
  )
}

function jsonField(field: Field<unknown>): unknown {
  return field.ok ? field.value : { unexpected: field.raw }
}
