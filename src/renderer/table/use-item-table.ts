import { useIntl } from 'react-intl'
import { useMemo, useState } from 'react'
import { useTable, type OnChangeFn, type PaginationState, type SortingState } from '@tanstack/react-table'
import type { ListItem } from '../../shared/catalog'
import { marketMarks } from './market-groups'
import { itemColumns } from './item-columns'
import { itemTableFeatures } from './table-features'

const getRowId = (item: ListItem) => String(item.id)

/**
 * The item table over one server page.
 *
 * Pagination is controlled from outside (page, size and filters are one state object that
 * also forms the query key) and `manualPagination` with the server's row count: the table
 * never slices. Sorting is table-local and applies to the loaded rows only.
 */
export function useItemTable({
  items,
  pagination,
  rowCount,
  pageCount,
  onPaginationChange,
}: {
  readonly items: readonly ListItem[]
  readonly pagination: PaginationState
  readonly rowCount: number | undefined
  readonly pageCount: number | undefined
  readonly onPaginationChange: OnChangeFn<PaginationState>
}) {
  const [sorting, setSorting] = useState<SortingState>([])
  const intl = useIntl()
  const meta = useMemo(() => ({ marks: marketMarks(items), intl }), [items, intl])
  return useTable({
    features: itemTableFeatures,
    columns: itemColumns,
    data: items,
    getRowId,
    meta,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange,
    manualPagination: true,
    ...(rowCount !== undefined ? { rowCount } : {}),
    ...(pageCount !== undefined ? { pageCount } : {}),
    enableMultiSort: false,
    autoResetPageIndex: false,
  })
}

export type ItemTableInstance = ReturnType<typeof useItemTable>
