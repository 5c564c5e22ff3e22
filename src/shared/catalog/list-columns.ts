import { defineMessages, type MessageDescriptor } from '../i18n/words'
import type { ListableField } from './item-fields'

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
  // The single item's own fields, named first in the detail pane: a column added for one
  // takes its name from here.
  tradeUrl: {
    id: 'detail.term.tradeUrl',
    defaultMessage: 'Trade URL',
    description: 'Where the item is sent to',
  },
  boughtAt: {
    id: 'detail.term.boughtAt',
    defaultMessage: 'Bought at',
    description: 'When the item was bought',
  },
  sendDate: {
    id: 'detail.term.sendDate',
    defaultMessage: 'Send date',
    description: 'When the item is to be sent',
  },
  lastSend: {
    id: 'detail.term.lastSend',
    defaultMessage: 'Last send',
    description: 'When sending the item was last tried',
  },
  errorMessage: {
    id: 'detail.term.error',
    defaultMessage: 'Error',
    description: 'Why sending the item failed',
  },
  errorDate: {
    id: 'detail.term.errorDate',
    defaultMessage: 'Error date',
    description: 'When sending it failed',
  },
  nextTry: {
    id: 'detail.term.nextTry',
    defaultMessage: 'Next try',
    description: 'When sending is tried again',
  },
  hash: { id: 'detail.term.hash', defaultMessage: 'Hash', description: 'The item’s short hash' },
  tradeOfferId: {
    id: 'detail.term.tradeOfferId',
    defaultMessage: 'Trade offer ID',
    description: 'The number of the trade offer the item is sent with',
  },
})

/**
 * The item table's columns in order: the field each shows, what it is called, whether it
 * holds numbers and how wide it is. The one list the list's field set derives from: a column
 * added here is read from the list response in its field's format (`itemFieldFormats`,
 * item.ts), checked, packed for the window, shown by its cell (item-columns.tsx), exported,
 * and sent by the demo catalog; one the table has no cell for fails item-columns.test.ts.
 */
export interface ListColumn {
  readonly key: 'id' | ListableField
  /** Its header: the English is the accessible column name and the export's column. */
  readonly header: MessageDescriptor
  readonly numeric: boolean
  /**
   * Its width as a CSS length (the table's layout is fixed, so nothing moves while data
   * arrives); none takes a share of what is left. `narrowWidth` replaces it in a narrow table.
   */
  readonly width?: string
  readonly narrowWidth?: string
}

/**
 * ID and prices are wide enough for the widest value on the page (--id-chars, --price-chars,
 * set by column-widths.ts), never narrower than the header needs: an ID an agent copies by
 * eye must never be cut. 1.15ch per character leaves room for fonts whose tabular digits are
 * wider than their "0"; 20px is the cell's padding, 100px the platform price's difference.
 */
const fitsPrices = (least: string, beside: string) =>
  `max(${least}, calc(var(--price-chars, 0) * 1.15ch + ${beside}))`

export const LIST_COLUMNS = [
  {
    key: 'id',
    header: FIELD_NAMES.id,
    numeric: true,
    width: 'max(76px, calc(var(--id-chars, 0) * 1.15ch + 20px))',
  },
  { key: 'image', header: FIELD_NAMES.image, numeric: false, width: '48px' },
  { key: 'name', header: FIELD_NAMES.name, numeric: false },
  { key: 'market_hash_name', header: FIELD_NAMES.marketHashName, numeric: false },
  // Narrow, the number alone: the game's name is in its title.
  { key: 'appid', header: FIELD_NAMES.appId, numeric: true, width: '156px', narrowWidth: '96px' },
  { key: 'price', header: FIELD_NAMES.price, numeric: true, width: fitsPrices('92px', '20px') },
  {
    key: 'platform_price',
    header: FIELD_NAMES.platformPrice,
    numeric: true,
    width: fitsPrices('172px', '100px'),
    narrowWidth: fitsPrices('156px', '100px'),
  },
] as const satisfies readonly ListColumn[]

type ListedKey = (typeof LIST_COLUMNS)[number]['key']

/** The column for `key`: its header, whether it is numeric, its width. */
export function listColumn(key: ListedKey): ListColumn {
  const column = LIST_COLUMNS.find((candidate) => candidate.key === key)
  if (!column) throw new Error(`no list column ${key}`)
  return column
}
