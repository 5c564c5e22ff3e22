import { createColumnHelper, type SortFn } from '@tanstack/react-table'
import type { ListItem } from '../../shared/catalog'
import { appName } from '../../shared/catalog/apps'
import { comparePrice } from '../lib/compare-price'
import { describePercent, formatPercent, percentDifference } from '../lib/format-number'
import type { ItemColumnMeta, ItemTableFeatures } from './table-features'
import { Thumbnail } from './thumbnail'
import { SortDescIcon } from '../common/icons'

const helper = createColumnHelper<ItemTableFeatures, ListItem>()

/** Prices are decimal strings: sorted exactly, as text, not as floats. */
const byPrice: SortFn<ItemTableFeatures, ListItem> = (a, b, columnId) =>
  comparePrice(a.getValue<string>(columnId), b.getValue<string>(columnId))

function Truncated({ text }: { readonly text: string }) {
  return (
    <span className="truncate" title={text}>
      {text}
    </span>
  )
}

/** A column's header is its label, kept in `meta` so the results bar can name it too. */
const labelled = (meta: ItemColumnMeta) => ({ header: meta.label, meta })

/**
 * The columns, at module scope so they are created once. Labels are the accessible column
 * names of the UI contract.
 */
export const itemColumns = helper.columns([
  helper.accessor('id', {
    sortFn: 'basic',
    cell: (info) => <span className="num">{info.getValue()}</span>,
    ...labelled({ label: 'ID', className: 'col-id', numeric: true }),
  }),
  helper.accessor('image', {
    header: ({ column }) => <span className="visually-hidden">{column.columnDef.meta?.label}</span>,
    enableSorting: false,
    cell: (info) => <Thumbnail src={info.getValue()} />,
    meta: { label: 'Image', className: 'col-image', numeric: false },
  }),
  helper.accessor('name', {
    sortFn: 'text',
    cell: (info) => <Truncated text={info.getValue()} />,
    ...labelled({ label: 'Name', className: 'col-name', numeric: false }),
  }),
  helper.accessor('market_hash_name', {
    sortFn: 'text',
    cell: (info) => {
      const mark = info.table.options.meta?.marks.get(info.row.original.id)
      return (
        <span className="market">
          <Truncated text={info.getValue()} />
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
    ...labelled({ label: 'Market hash name', className: 'col-market', numeric: false }),
  }),
  helper.accessor('appid', {
    sortFn: 'basic',
    cell: (info) => {
      const name = appName(info.getValue())
      return (
        <span className="appid">
          {name ? (
            <span className="appid__name truncate" title={name}>
              {name}
            </span>
          ) : null}
          <span className="num" title={name}>
            {info.getValue()}
          </span>
        </span>
      )
    },
    ...labelled({ label: 'App ID', className: 'col-appid', numeric: true }),
  }),
  helper.accessor('price', {
    sortFn: byPrice,
    cell: (info) => <span className="num">{info.getValue()}</span>,
    ...labelled({ label: 'Price', className: 'col-price', numeric: true }),
  }),
  helper.accessor('platform_price', {
    sortFn: byPrice,
    cell: (info) => {
      const diff = percentDifference(info.row.original.price, info.getValue())
      const direction = diff === null || Math.round(diff * 10) === 0 ? 'flat' : diff > 0 ? 'up' : 'down'
      return (
        <span className="platform">
          <span className="num">{info.getValue()}</span>
          <span
            className={`diff diff--${direction} num`}
            title={diff === null ? undefined : describePercent(diff)}
          >
            {diff === null ? '—' : formatPercent(diff)}
          </span>
        </span>
      )
    },
    ...labelled({ label: 'Platform price', className: 'col-platform', numeric: true }),
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
