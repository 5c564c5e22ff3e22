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
import { inEnglish } from '../../../shared/i18n/english'
import { words } from '../../../shared/i18n/words'
import { csvHead, csvLine, toCsv } from './csv'

/**
 * The text of an export file. CSV goes through the one CSV writer (quoting, formula prefix,
 * BOM); JSON is an array of objects, pretty-printed so it can be read in a text editor.
 */
export function lookupText(
  format: ExportFormat,
  rows: readonly LookupTextRow[],
  catalog: string | null,
): string {
  // Files are English, like their column names: they outlive the app language they were made in.
  if (format === 'csv') return toCsv(lookupTextHeaders(), lookupTextRows(rows, catalog, inEnglish))
  const records = rows.map((row) => lookupRecord(row, catalog, inEnglish))
  return `${JSON.stringify(records, null, 2)}\n`
}

/** Columns of a list export: the item table's, in its order, and the item's link. */
export const LIST_EXPORT_COLUMNS = [
  ...LIST_COLUMNS.map((column) => inEnglish(words(column.header))),
  'Link',
] as const

/**
 * A list export. A malformed field is written as "unexpected value: <raw>" (CSV) or as
 * `{ "unexpected": <raw> }` (JSON), never as a value it is not, so a file passed on in a
 * ticket cannot present what the catalog sent wrongly as a real price or name. JSON keeps
 * the catalog's field names and numbers for IDs; `catalog` is the one the links name.
 *
 * Written in pieces (list-export.ts streams the file page by page): `head`, then `rows` for
 * each page in order, then `tail`. Each row is turned into text once, straight from its item.
 */
export interface ListFileParts {
  readonly head: string
  /** The text of these rows; `first` when no row was written before them. */
  rows(items: readonly ListItem[], first: boolean): string
  /** `empty` when no row was written at all. */
  tail(empty: boolean): string
}

/** Each JSON record as `JSON.stringify(records, null, 2)` would place it inside its array. */
const INDENT_RECORD = /\n/g

export function listFileParts(format: ExportFormat, catalog: string | null): ListFileParts {
  if (format === 'json') {
    const record = (item: ListItem) =>
      `  ${JSON.stringify(listJsonRecord(item, catalog), null, 2).replace(INDENT_RECORD, '\n  ')}`
    return {
      head: '[',
      rows: (items, first) =>
        items.length === 0 ? '' : `${first ? '\n' : ',\n'}${items.map(record).join(',\n')}`,
      tail: (empty) => (empty ? ']\n' : '\n]\n'),
    }
  }
  return {
    head: csvHead(LIST_EXPORT_COLUMNS),
    rows: (items) => items.map((item) => csvLine(listCsvCells(item, catalog))).join(''),
    tail: () => '',
  }
}

/** The whole file at once (tests, and a list small enough to be in memory anyway). */
export function listText(format: ExportFormat, items: readonly ListItem[], catalog: string | null): string {
  const parts = listFileParts(format, catalog)
  return `${parts.head}${parts.rows(items, true)}${parts.tail(items.length === 0)}`
}

function listJsonRecord(item: ListItem, catalog: string | null): Record<string, unknown> {
  return {
    ...Object.fromEntries(
      LIST_COLUMNS.map(({ key }) => [key, key === 'id' ? item.id : jsonField(listField(item, key))]),
    ),
    link: itemLink(item.id, catalog),
  }
}

function listCsvCells(item: ListItem, catalog: string | null): (string | null)[] {
  return [
    ...LIST_COLUMNS.map(({ key }) => (key === 'id' ? String(item.id) : fieldText(listField(item, key)))),
    itemLink(item.id, catalog),
  ]
}

function jsonField(field: Field<unknown>): unknown {
  return field.ok ? field.value : { unexpected: field.raw }
}
