import { defineMessages, type MessageDescriptor } from '../i18n/words'
import type { ListItemField } from './list-field'

/**
 * The item fields' names, one message each wherever the field is named: the table's column
 * header, the filter field's label, the detail pane's term, the export's column. Their English
 * is the UI contract's accessible name, which the tests and the exports use.
 */
export const FIELD_NAMES = defineMessages({
  id: { id: 'table.column.id', defaultMessage: 'ID', description: 'An item’s number in the catalog' },
  image: { id: 'table.column.image', defaultMessage: 'Image', description: 'The item’s picture' },
  name: { id: 'table.column.name', defaultMessage: 'Name', description: 'An item’s name' },
  marketHashName: {
    id: 'table.column.marketHashName',
    defaultMessage: 'Market hash name',
    description: 'Steam’s own name of an item on its market',
  },
  appId: { id: 'table.column.appId', defaultMessage: 'App ID', description: 'The Steam game an item is of' },
  price: { id: 'table.column.price', defaultMessage: 'Price', description: 'What the item costs' },
  platformPrice: {
    id: 'table.column.platformPrice',
    defaultMessage: 'Platform price',
    description: 'What the item costs on the platform it is sold from',
  },
})

/**
 * The item table's columns in order: what each is called and whether it holds numbers.
 *
 * The one list both ends derive from: the window's table takes its headers (the accessible
 * column names of the UI contract) from here, and main's list export its columns, so a
 * column added here reaches both, and one left out of either fails its test.
 */
export interface ListColumn {
  readonly key: 'id' | ListItemField
  /** Its header: the English is the accessible column name and the export's column. */
  readonly header: MessageDescriptor
  readonly numeric: boolean
}

export const LIST_COLUMNS = [
  { key: 'id', header: FIELD_NAMES.id, numeric: true },
  { key: 'image', header: FIELD_NAMES.image, numeric: false },
  { key: 'name', header: FIELD_NAMES.name, numeric: false },
  { key: 'market_hash_name', header: FIELD_NAMES.marketHashName, numeric: false },
  { key: 'appid', header: FIELD_NAMES.appId, numeric: true },
  { key: 'price', header: FIELD_NAMES.price, numeric: true },
  { key: 'platform_price', header: FIELD_NAMES.platformPrice, numeric: true },
] as const satisfies readonly ListColumn[]

type ListedKey = (typeof LIST_COLUMNS)[number]['key']
/** Fails to compile when a field of a list element has no column. */
const EVERY_FIELD_LISTED: [Exclude<'id' | ListItemField, ListedKey>] extends [never] ? true : never = true
void EVERY_FIELD_LISTED

/** The column for `key`: its header and whether it is numeric. */
export function listColumn(key: ListedKey): ListColumn {
  const column = LIST_COLUMNS.find((candidate) => candidate.key === key)
  if (!column) throw new Error(`no list column ${key}`)
  return column
}
