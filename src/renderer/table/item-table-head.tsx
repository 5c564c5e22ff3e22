import { memo } from 'react'
import { useIntl } from 'react-intl'
import { SortAscIcon, SortDescIcon, SortNoneIcon } from '../ui/icons'
import type { SortingState } from '@tanstack/react-table'
import type { ItemTableInstance } from './use-item-table'

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

interface HeadProps {
  /** A new wrapper at every render of the screen, over one table whose columns never change. */
  readonly table: ItemTableInstance
  /** The table's sorting, the one state the headers show. */
  readonly sorting: SortingState
  readonly windowed: boolean
}
/** Same headers while the sort and the windowing are: the instance's identity says nothing. */
const sameHead = (before: HeadProps, after: HeadProps) =>
  before.windowed === after.windowed && JSON.stringify(before.sorting) === JSON.stringify(after.sorting)

/**
 * The item table's header row: sortable column headers. Memoised on the sort state (which it
 * shows), so a new page, a focus move or a selection re-renders the rows, not the headers.
 */
export const ItemTableHead = memo(function ItemTableHead({ table, windowed }: HeadProps) {
  const sortTitle = useIntl().formatMessage({
    id: 'table.sortTitle',
    defaultMessage: 'Sort the rows of this page',
  })
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} aria-rowindex={windowed ? 1 : undefined}>
          {group.headers.map((header) => {
            const meta = header.column.columnDef.meta
            const sorted = header.column.getIsSorted()
            const className = meta?.numeric ? 'is-num' : undefined
            if (!header.column.getCanSort()) {
              return (
                <th key={header.id} scope="col" className={className}>
                  <table.FlexRender header={header} />
                </th>
              )
            }
            return (
              <th
                key={header.id}
                scope="col"
                className={className}
                aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
              >
                <button
                  type="button"
                  className={sorted ? 'th-sort is-sorted' : 'th-sort'}
                  onClick={header.column.getToggleSortingHandler()}
                  title={sortTitle}
                >
                  <span className="th-sort__label">
                    <table.FlexRender header={header} />
                  </span>
                  {sorted === 'asc' ? (
                    <SortAscIcon className="th-sort__icon" />
                  ) : sorted === 'desc' ? (
                    <SortDescIcon className="th-sort__icon" />
                  ) : (
                    <SortNoneIcon className="th-sort__icon th-sort__icon--idle" />
                  )}
                </button>
              </th>
            )
          })}
        </tr>
      ))}
    </thead>
  )
}, sameHead)
