import type { MessageDescriptor } from '../../shared/i18n/words'
import { createColumnHelper, type SortFn } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { FormattedMessage, type IntlShape } from 'react-intl'
import { listField, type ListItem } from '../../shared/catalog/list-field'
import { FIELD_NAMES, listColumn, type ListColumn } from '../../shared/catalog/list-columns'
import { fieldValueOr, type Field } from '../../shared/catalog/field'
import { UnexpectedValue } from '../ui/field-value'
import { appName } from '../../shared/catalog/apps'
import { comparePrice } from './compare-price'
import type { ItemColumnMeta, ItemTableFeatures, ItemTableMeta } from './table-features'
import { Thumbnail } from './thumbnail'
import { duplicateBadge, platformPriceCell, priceCell } from './cell-parts'

const helper = createColumnHelper<ItemTableFeatures, ListItem>()

/**
 * Sorts a column of `Field`s by their values; a field that could not be read sorts after
 * every readable one (in both directions it stays apart from the real values).
 */
function byField<T>(compare: (a: T, b: T) => number): SortFn<ItemTableFeatures, ListItem> {
  return (a, b, columnId) => {
    const left = a.getValue<Field<T>>(columnId)
    const right = b.getValue<Field<T>>(columnId)
    if (!left.ok || !right.ok) return Number(!left.ok) - Number(!right.ok)
    return compare(left.value, right.value)
  }
}
/** Prices are decimal strings: sorted exactly, as text, not as floats. */
const byPrice = byField<string>(comparePrice)
const byText = byField<string>((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }))
const byNumber = byField<number>((a, b) => a - b)
// Cells hold `Field`s, not strings or numbers, so TanStack cannot guess the first sort
// direction from the values: each column says it (A→Z and cheapest first; App ID as IDs).

/**
 * A cell's field: its value through `show`, or "unexpected value" with the raw text, cut to the
 * cell. This and `truncated` are plain functions, not components: the cells render as one
 * component per row (RowCells), so a new page mounts a few components per row, not twenty.
 */
function fieldCell<T>(field: Field<T>, show: (value: T) => ReactNode): ReactNode {
  if (field.ok) return show(field.value)
  // The reader's reason and the raw text, as they came: for whoever fixes the catalog's data.
  const title = `${field.reason}: ${field.raw}`
  return (
    <span className="truncate unexpected-cell" title={title}>
      <UnexpectedValue raw={field.raw} reason={field.reason} />
    </span>
  )
}

/** The app language's formatters, which useItemTable puts in every item table's meta. */
function tableIntl(table: { readonly options: { readonly meta?: ItemTableMeta } }): IntlShape {
  const intl = table.options.meta?.intl
  if (!intl) throw new Error('The item table was made without its meta: make it with useItemTable.')
  return intl
}

function truncated(text: string): ReactNode {
  return (
    <span className="truncate" title={text}>
      {text}
    </span>
  )
}

/**
 * A column's header is its message in the shared column list (which the list export also
 * uses); `meta` keeps it, so the results bar can name it too.
 */
const labelled = (key: ListColumn['key']) => {
  const { header, numeric, width, narrowWidth } = listColumn(key as Parameters<typeof listColumn>[0])
  const meta: ItemColumnMeta = { words: header, numeric, width, narrowWidth }
  return { header: () => <FormattedMessage {...meta.words} />, meta }
}

/**
 * The columns, at module scope so they are created once. Their `cell` functions use no hooks:
 * RowCells calls them directly. Labels are the accessible column
 * names of the UI contract.
 */
export const itemColumns = helper.columns([
  helper.accessor('id', {
    sortFn: 'basic',
    cell: (info) => <span className="num">{info.getValue()}</span>,
    ...labelled('id'),
  }),
  helper.accessor((item) => listField(item, 'image'), {
    id: 'image',
    header: () => (
      <span className="visually-hidden">
        <FormattedMessage {...FIELD_NAMES.image} />
      </span>
    ),
    enableSorting: false,
    // An unreadable image URL is no picture (the thumbnail's own placeholder), not a request.
    cell: (info) => <Thumbnail src={fieldValueOr(info.getValue(), '')} />,
    meta: labelled('image').meta,
  }),
  helper.accessor((item) => listField(item, 'name'), {
    id: 'name',
    sortFn: byText,
    sortDescFirst: false,
    cell: (info) => fieldCell(info.getValue(), (name) => truncated(name)),
    ...labelled('name'),
  }),
  helper.accessor((item) => listField(item, 'market_hash_name'), {
    id: 'market_hash_name',
    sortFn: byText,
    sortDescFirst: false,
    cell: (info) => {
      const mark = info.table.options.meta?.marks.get(info.row.original.id)
      return (
        <span className="market">
          {fieldCell(info.getValue(), (market) => truncated(market))}
          {mark ? duplicateBadge(mark, tableIntl(info.table)) : null}
        </span>
      )
    },
    ...labelled('market_hash_name'),
  }),
  helper.accessor((item) => listField(item, 'appid'), {
    id: 'appid',
    sortFn: byNumber,
    sortDescFirst: true,
    cell: (info) =>
      fieldCell(info.getValue(), (appid) => {
        const name = appName(appid)
        return (
          <span className="appid">
            {name ? (
              <span className="appid__name truncate" title={name}>
                {name}
              </span>
            ) : null}
            <span className="num" title={name}>
              {appid}
            </span>
          </span>
        )
      }),
    ...labelled('appid'),
  }),
  helper.accessor((item) => listField(item, 'price'), {
    id: 'price',
    sortFn: byPrice,
    sortDescFirst: false,
    cell: (info) => fieldCell(info.getValue(), (price) => priceCell(price, tableIntl(info.table))),
    ...labelled('price'),
  }),
  helper.accessor((item) => listField(item, 'platform_price'), {
    id: 'platform_price',
    sortFn: byPrice,
    sortDescFirst: false,
    cell: (info) =>
      fieldCell(info.getValue(), (platform) =>
        platformPriceCell(platform, info.row.original.price, tableIntl(info.table)),
      ),
    ...labelled('platform_price'),
  }),
])

/** A column's words as its definition's `meta` gives them (null for an unknown column). */
export function columnWords(columnId: string): MessageDescriptor | null {
  const column = itemColumns.find(
    (definition) =>
      (definition.id ?? ('accessorKey' in definition ? definition.accessorKey : undefined)) === columnId,
  )
  return column?.meta?.words ?? null
}
