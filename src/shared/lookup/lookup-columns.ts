import type { Field } from '../catalog/field'
import { fieldText } from '../catalog/field'
import { FIELD_NAMES } from '../catalog/list-columns'
import { statusWords } from '../catalog/status-words'
import { SERVER_TIME, timestampText } from '../catalog/timestamp-text'
import { detailTermWords } from '../detail-terms'
import { inEnglish } from '../i18n/english'
import { defineMessage, words, type MessageDescriptor, type Words } from '../i18n/words'
import type { LookupOutcome } from '../ipc'
import { itemLink } from '../links/catalog-link'

/**
 * The columns of a bulk lookup as text, for `Copy as text` (tab-separated, in the window) and
 * for the lookup's CSV and JSON exports (in main): one list, so the clipboard and the files
 * always agree. Times are written the one text way (timestamp-text.ts), whatever the app
 * language, with the zone in the header.
 */
export interface LookupTextRow {
  readonly id: number
  /** null while the answer has not arrived. */
  readonly outcome: LookupOutcome | null
}

type HeldItem = Extract<LookupOutcome, { kind: 'item' }>['item']

/** What happened to a row that has no item: not looked up yet, not found, or failed. */
export type LookupState = 'pending' | 'not_found' | 'error'

/** A row without an item in words: its status cell, and its group in the window. */
export function lookupStateWords(state: LookupState): Words {
  return words(
    {
      id: 'lookup.state',
      defaultMessage: '{state, select, pending {Not looked up yet} not_found {Not found} other {Failed}}',
    },
    { state },
  )
}

const IN_ZONE = defineMessage({
  id: 'lookup.text.inZone',
  defaultMessage: '{field} ({zone})',
  description:
    'A column header of a copied or exported bulk lookup: a time field, then the time zone its times are in (UTC, or server time)',
})

/** A time column's header: the field and the zone of its times, said once for the column. */
const inZone = (field: MessageDescriptor, zone: string | Words) =>
  words(IN_ZONE, { field: words(field), zone })

const text = (field: Field<unknown>) => fieldText(field, (value) => (value === null ? '' : String(value)))
const time = (field: Field<string | null>) =>
  fieldText(field, (value) => (value === null ? '' : timestampText(value)))

/** Words as text in the language the copy or file is made in (the caller's library words them). */
export type WordText = (w: Words) => string

interface LookupTextColumn {
  /** Words, so the column shares its name with the screen's; files and clipboard say it in English. */
  readonly header: Words
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
  return wordText(
    lookupStateWords(row.outcome ? (row.outcome.kind === 'not_found' ? 'not_found' : 'error') : 'pending'),
  )
}

export const LOOKUP_TEXT_COLUMNS: readonly LookupTextColumn[] = [
  { header: words(FIELD_NAMES.id), cell: (row) => String(row.id) },
  {
    header: words(detailTermWords('Status')),
    cell: (row, item, _catalog, wordText) => outcomeStatusText(row, item, wordText),
  },
  { header: words(FIELD_NAMES.name), cell: (_row, item) => (item ? text(item.name) : '') },
  {
    header: inZone(detailTermWords('Bought at'), 'UTC'),
    cell: (_row, item) => (item ? time(item.bought_at) : ''),
  },
  {
    header: inZone(detailTermWords('Send date'), words(SERVER_TIME)),
    cell: (_row, item) => (item ? time(item.send_date) : ''),
  },
  {
    header: inZone(detailTermWords('Last send'), words(SERVER_TIME)),
    cell: (_row, item) => (item ? time(item.last_send) : ''),
  },
  {
    header: inZone(detailTermWords('Next try'), words(SERVER_TIME)),
    cell: (_row, item) => (item ? time(item.next_try) : ''),
  },
  {
    header: words(detailTermWords('Trade offer ID')),
    cell: (_row, item) => (item ? text(item.trade_offer_id) : ''),
  },
  {
    header: words(detailTermWords('Error')),
    cell: (row, item, _catalog, wordText) =>
      row.outcome?.kind === 'error'
        ? wordText(row.outcome.error.message)
        : item
          ? text(item.error_message)
          : '',
  },
  {
    header: words({
      id: 'lookup.text.link',
      defaultMessage: 'Link',
      description: 'A column header of a copied or exported bulk lookup: the item’s link in the app',
    }),
    cell: (row, _item, catalog) => itemLink(row.id, catalog),
  },
]

function heldItemOf(row: LookupTextRow): HeldItem | null {
  return row.outcome?.kind === 'item' ? row.outcome.item : null
}

/** The header line: in English, like the files and clipboard text it heads, whatever the app speaks. */
export function lookupTextHeaders(): string[] {
  return LOOKUP_TEXT_COLUMNS.map((column) => inEnglish(column.header))
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
