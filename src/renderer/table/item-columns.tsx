import { createColumnHelper, type SortFn } from '@tanstack/react-table'
import type { ListItem } from '../../shared/catalog'
import { appName } from '../../shared/catalog/apps'
import { comparePrice } from '../lib/compare-price'
import { describePercent, formatPercent, percentDifference } from '../lib/format-number'
import type { ItemTableFeatures } from './table-features'
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

/**
 * The columns, at module scope so they are created once. Header strings are the accessible
 * column names of the UI contract.
 */
export const itemColumns = helper.columns([
  helper.accessor('id', {
    header: 'ID',
    sortFn: 'basic',
    cell: (info) => <span className="num">{info.getValue()}</span>,
    meta: { className: 'col-id', numeric: true },
  }),
  helper.accessor('image', {
    header: () => <span className="visually-hidden">Image</span>,
    enableSorting: false,
    cell: (info) => <Thumbnail src={info.getValue()} />,
    meta: { className: 'col-image', numeric: false },
  }),
  helper.accessor('name', {
    header: 'Name',
    sortFn: 'text',
    cell: (info) => <Truncated text={info.getValue()} />,
    meta: { className: 'col-name', numeric: false },
  }),
  helper.accessor('market_hash_name', {
    header: 'Market hash name',
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
    meta: { className: 'col-market', numeric: false },
  }),
  helper.accessor('appid', {
    header: 'App ID',
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
    meta: { className: 'col-appid', numeric: true },
  }),
  helper.accessor('price', {
    header: 'Price',
    sortFn: byPrice,
    cell: (info) => <span className="num">{info.getValue()}</span>,
    meta: { className: 'col-price', numeric: true },
  }),
  helper.accessor('platform_price', {
    header: 'Platform price',
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
    meta: { className: 'col-platform', numeric: true },
  }),
])
