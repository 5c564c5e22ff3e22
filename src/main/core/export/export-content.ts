import { listField, type ListItem } from '../../../shared/catalog/list-field'
import { LIST_COLUMNS } from '../../../shared/catalog/list-columns'
import { itemLink } from '../../../shared/links/catalog-link'
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

/** Columns of a list export: the item table's, in its order, and the item's link. */
export const LIST_EXPORT_COLUMNS = [...LIST_COLUMNS.map((column) => column.label), 'Link'] as const

/**
 * A list export. A malformed field is written as "unexpected value: <raw>" (CSV) or as
 * `{ "unexpected": <raw> }` (JSON), never as a value it is not, so a file passed on in a
 * ticket cannot present what the catalog sent wrongly as a real price or name. JSON keeps
 * the catalog's field names and numbers for IDs; `catalog` is the one the links name.
 */
export function listText(format: ExportFormat, items: readonly ListItem[], catalog: string | null): string {
  if (format === 'json') {
    const records = items.map((item) => ({
      ...Object.fromEntries(
        LIST_COLUMNS.map(({ key }) => [key, key === 'id' ? item.id : jsonField(listField(item, key))]),
      ),
      link: itemLink(item.id, catalog),
    }))
    return `${JSON.stringify(records, null, 2)}\n`
  }
  return toCsv(
    LIST_EXPORT_COLUMNS,
    items.map((item) => [
      ...LIST_COLUMNS.map(({ key }) => (key === 'id' ? String(item.id) : fieldText(listField(item, key)))),
      itemLink(item.id, catalog),
    ]),
  )
}

function jsonField(field: Field<unknown>): unknown {
  return field.ok ? field.value : { unexpected: field.raw }
}
