import type { ListColumn } from '../../shared/catalog/list-columns'
import type { MessageId } from '../../shared/i18n/messages'

/**
 * Each item table column's header in the catalogs. The columns' `label`s (LIST_COLUMNS) are
 * ui-contract's English names, which the tests find columns by and the list export writes;
 * this is what a person reads. A Record over the columns, so a new one does not build without it.
 */
export const COLUMN_WORDS: Readonly<Record<ListColumn['key'], MessageId>> = {
  id: 'table.column.id',
  image: 'table.column.image',
  name: 'table.column.name',
  market_hash_name: 'table.column.marketHashName',
  appid: 'table.column.appId',
  price: 'table.column.price',
  platform_price: 'table.column.platformPrice',
}
