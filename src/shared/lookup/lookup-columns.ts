import type { Field } from '../catalog/field'
import { fieldText } from '../catalog/field'
import { statusWords } from '../catalog/status-words'
import { timestampText } from '../catalog/timestamp-text'
import type { Words } from '../i18n/words'
import type { LookupOutcome } from '../ipc'
import { itemLink } from '../links/catalog-link'

/**
 * The columns of a bulk lookup as text, for `Copy as text` (tab-separated, in the window) and
 * for the lookup's CSV and JSON exports (in main): one list, so the clipboard and the files
 * always agree. Times use the screen's format with the zone in the header.
 */
export interface LookupTextRow {
  readonly id: number
  /** null while the answer has not arrived. */
  readonly outcome: LookupOutcome | null
}

type HeldItem = Extract<LookupOutcome, { kind: 'item' }>['item']

export const NOT_FOUND_TEXT = 'Not found'
export const FAILED_TEXT = 'Failed'
export const PENDING_TEXT = 'Not looked up yet'

const text = (field: Field<unknown>) => fieldText(field, (value) => (value === null ? '' : String(value)))
const time = (field: Field<string | null>) =>
  fieldText(field, (value) => (value === null ? '' : timestampText(value)))

/** Words as text in the language the copy or file is made in (the caller's library words them). */
export type WordText = (w: Words) => string

interface LookupTextColumn {
  readonly header: string
  readonly cell: (
    row: LookupTextRow,
    item: HeldItem | null,
    catalog: string | null,
    wordText: WordText,
  ) => string
}

/** Status of a row in words: the catalog's status, or what happened instead. */
export function outcomeStatusText(row: LookupTextRow, item: HeldItem | null, wordText: WordText): string {
  if (item) return wordText(statusWords(item.status.value))
  if (!row.outcome) return PENDING_TEXT
  return row.outcome.kind === 'not_found' ? NOT_FOUND_TEXT : FAILED_TEXT
}

export const LOOKUP_TEXT_COLUMNS: readonly LookupTextColumn[] = [
  { header: 'ID', cell: (row) => String(row.id) },
  { header: 'Status', cell: (row, item, _catalog, wordText) => outcomeStatusText(row, item, wordText) },
  { header: 'Name', cell: (_row, item) => (item ? text(item.name) : '') },
  { header: 'Bought at (UTC)', cell: (_row, item) => (item ? time(item.bought_at) : '') },
  { header: 'Send date (server time)', cell: (_row, item) => (item ? time(item.send_date) : '') },
  { header: 'Last send (server time)', cell: (_row, item) => (item ? time(item.last_send) : '') },
  { header: 'Next try (server time)', cell: (_row, item) => (item ? time(item.next_try) : '') },
  { header: 'Trade offer ID', cell: (_row, item) => (item ? text(item.trade_offer_id) : '') },
  {
    header: 'Error',
    cell: (row, item, _catalog, wordText) =>
      row.outcome?.kind === 'error'
        ? wordText(row.outcome.error.message)
        : item
          ? text(item.error_message)
          : '',
  },
  { header: 'Link', cell: (row, _item, catalog) => itemLink(row.id, catalog) },
]

function heldItemOf(row: LookupTextRow): HeldItem | null {
  return row.outcome?.kind === 'item' ? row.outcome.item : null
}

export function lookupTextHeaders(): string[] {
  return LOOKUP_TEXT_COLUMNS.map((column) => column.header)
}

/** Every row as the cells of LOOKUP_TEXT_COLUMNS; `catalog` is the one the item links name. */
export function lookupTextRows(
  rows: readonly LookupTextRow[],
  catalog: string | null,
  wordText: WordText,
): string[][] {
  return rows.map((row) => {
    const item = heldItemOf(row)
    return LOOKUP_TEXT_COLUMNS.map((column) => column.cell(row, item, catalog, wordText))
  })
}

/** The item fields a JSON export carries, under the catalog's own names. */
const JSON_FIELDS = [
  'name',
  'market_hash_name',
  'hash',
  'price',
  'bought_at',
  'send_date',
  'last_send',
  'next_try',
  'trade_offer_id',
  'trade_url',
  'error_message',
  'error_date',
] as const satisfies readonly (keyof HeldItem)[]

/**
 * A row for a JSON export: the catalog's field names and values (IDs as numbers), what the
 * lookup found (`found`, `not_found`, `failed`, `pending`), and the item link. A field the
 * catalog sent malformed is `{ "unexpected": <raw> }`, never passed off as a value.
 */
export function lookupRecord(
  row: LookupTextRow,
  catalog: string | null,
  wordText: WordText,
): Record<string, unknown> {
  const link = itemLink(row.id, catalog)
  if (!row.outcome) return { id: row.id, lookup: 'pending', link }
  if (row.outcome.kind === 'not_found') return { id: row.id, lookup: 'not_found', link }
  if (row.outcome.kind === 'error') {
    return { id: row.id, lookup: 'failed', error: wordText(row.outcome.error.message), link }
  }
  const { item } = row.outcome
  const fields = Object.fromEntries(
    JSON_FIELDS.map((key) => {
      const field: Field<unknown> = item[key]
      return [key, field.ok ? field.value : { unexpected: field.raw }]
    }),
  )
  return { id: row.id, lookup: 'found', status: item.status.value, ...fields, link }
}
