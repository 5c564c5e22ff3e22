import { createColumnHelper, type SortFn } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { listField, type ListItem } from '../../shared/catalog/list-field'
import { listColumn, type ListColumn } from '../../shared/catalog/list-columns'
import { fieldValueOr, type Field } from '../../shared/catalog/field'
import { UnexpectedValue } from '../ui/field-value'
import { appName } from '../../shared/catalog/apps'
import { comparePrice } from './compare-price'
import { describePercent, formatPercent, percentDifference } from '../format/format-number'
import type { ItemColumnMeta, ItemTableFeatures } from './table-features'
import { Thumbnail } from './thumbnail'
import { SortDescIcon } from '../ui/icons'

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
  return (
    <span className="truncate unexpected-cell" title={`${field.reason}: ${field.raw}`}>
      <UnexpectedValue raw={field.raw} reason={field.reason} />
    </span>
  )
}

function truncated(text: string): ReactNode {
  return (
    <span className="truncate" title={text}>
      {text}
    </span>
  )
}

/**
 * A column's header is its label (from the shared column list, which the list export also
 * uses), kept in `meta` so the results bar can name it too.
 */
const labelled = (key: ListColumn['key'], className: string) => {
  const { label, numeric } = listColumn(key as Parameters<typeof listColumn>[0])
  const meta: ItemColumnMeta = { label, numeric, className }
  return { header: label, meta }
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
    ...labelled('id', 'col-id'),
  }),
  helper.accessor((item) => listField(item, 'image'), {
    id: 'image',
    header: ({ column }) => <span className="visually-hidden">{column.columnDef.meta?.label}</span>,
    enableSorting: false,
    // An unreadable image URL is no picture (the thumbnail's own placeholder), not a request.
    cell: (info) => <Thumbnail src={fieldValueOr(info.getValue(), '')} />,
    meta: labelled('image', 'col-image').meta,
  }),
  helper.accessor((item) => listField(item, 'name'), {
    id: 'name',
    sortFn: byText,
    sortDescFirst: false,
    cell: (info) => fieldCell(info.getValue(), (name) => truncated(name)),
    ...labelled('name', 'col-name'),
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
          {mark ? (
            <span
              className={mark.cheapest ? 'dup-badge dup-badge--cheapest' : 'dup-badge'}
              title={`${mark.count} listings on this page share this market name${mark.cheapest ? '; this one has the lowest price' : ''}`}
            >
              ×{mark.count}
              {mark.cheapest ? (
                <>
                  <span className="dup-badge__word">, cheapest</span>
                  <SortDescIcon className="dup-badge__icon" />
                </>
              ) : null}
            </span>
          ) : null}
        </span>
      )
    },
    ...labelled('market_hash_name', 'col-market'),
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
    ...labelled('appid', 'col-appid'),
  }),
  helper.accessor((item) => listField(item, 'price'), {
    id: 'price',
    sortFn: byPrice,
    sortDescFirst: false,
    cell: (info) => fieldCell(info.getValue(), (price) => <span className="num">{price}</span>),
    ...labelled('price', 'col-price'),
  }),
  helper.accessor((item) => listField(item, 'platform_price'), {
    id: 'platform_price',
    sortFn: byPrice,
    sortDescFirst: false,
    cell: (info) => {
      const field = info.getValue()
      if (!field.ok) return fieldCell(field, () => null)
      const price = info.row.original.price
      const diff = price === null ? null : percentDifference(price, field.value)
      const direction = diff === null || Math.round(diff * 10) === 0 ? 'flat' : diff > 0 ? 'up' : 'down'
      return (
        <span className="platform">
          <span className="num">{field.value}</span>
          <span
            className={`diff diff--${direction} num`}
            title={diff === null ? undefined : describePercent(diff)}
          >
            {diff === null ? '—' : formatPercent(diff)}
          </span>
        </span>
      )
    },
    ...labelled('platform_price', 'col-platform'),
  }),
])

/** A column's label as its definition's `meta` gives it (the id itself for an unknown one). */
export function columnLabel(columnId: string): string {
  const column = itemColumns.find(
    (definition) =>
      (definition.id ?? ('accessorKey' in definition ? definition.accessorKey : undefined)) === columnId,
  )
  return column?.meta?.label ?? columnId
}
