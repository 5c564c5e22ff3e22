import type { IntlShape } from 'react-intl'
import type { MessageDescriptor } from '../../shared/i18n/words'
import {
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
} from '@tanstack/react-table'
import type { MarketMark } from './market-groups'

/**
 * What a column is called and how it is laid out: its words (the header, and what the results
 * bar says it is sorted by, in the app language), its widths (CSS lengths, from LIST_COLUMNS)
 * and whether it holds numbers (right-aligned).
 */
export interface ItemColumnMeta {
  readonly words: MessageDescriptor
  readonly width: string | undefined
  readonly narrowWidth: string | undefined
  readonly numeric: boolean
}

/**
 * What every cell can read besides its row: the duplicate-market marks of the page, and the
 * app language's formatters. Cells word and format through `intl` here rather than each
 * mounting a component that asks for it: a new page mounts a few components a row, not ten.
 */
export interface ItemTableMeta {
  readonly marks: ReadonlyMap<number, MarketMark>
  readonly intl: IntlShape
}

/**
 * The item table's features, at module scope so the table is never rebuilt.
 *
 * Sorting is client-side on purpose: it orders the loaded page only (the server's order is
 * unknown and it cannot sort), and the UI says so. Pagination is registered only for its
 * state and `manualPagination`: the server owns paging.
 */
export const itemTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic, text: sortFn_text },
  rowPaginationFeature,
  columnMeta: {} as ItemColumnMeta,
  tableMeta: {} as ItemTableMeta,
})

export type ItemTableFeatures = typeof itemTableFeatures
