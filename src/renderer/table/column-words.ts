import type { ListColumn } from '../../shared/catalog/list-columns'
import { defineMessage, type MessageDescriptor } from '../../shared/i18n/words'

/**
 * Each item table column's header in the catalogs. The columns' `label`s (LIST_COLUMNS) are
 * ui-contract's English names, which the tests find columns by and the list export writes;
 * this is what a person reads. A Record over the columns, so a new one does not build without it.
 */
export const COLUMN_WORDS: Readonly<Record<ListColumn['key'], MessageDescriptor>> = {
  id: defineMessage({ id: 'table.column.id', defaultMessage: 'ID' }),
  image: defineMessage({ id: 'table.column.image', defaultMessage: 'Image' }),
  name: defineMessage({ id: 'table.column.name', defaultMessage: 'Name' }),
  market_hash_name: defineMessage({ id: 'table.column.marketHashName', defaultMessage: 'Market hash name' }),
  appid: defineMessage({ id: 'table.column.appId', defaultMessage: 'App ID' }),
  price: defineMessage({ id: 'table.column.price', defaultMessage: 'Price' }),
  platform_price: defineMessage({ id: 'table.column.platformPrice', defaultMessage: 'Platform price' }),
}
