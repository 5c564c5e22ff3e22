import { useState, type KeyboardEvent } from 'react'
import { SortAscIcon, SortDescIcon, SortNoneIcon } from '../common/icons'
import type { ItemTableInstance } from './use-item-table'
import './item-table.css'

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

/** Moves focus to a neighbouring row element; rows are siblings in one tbody. */
function focusRow(row: Element | null | undefined) {
  if (row instanceof HTMLElement && row.dataset.itemId) row.focus()
}

/**
 * The item table: semantic `<table>` named "Items", sortable headers, one focusable row per
 * item (roving tabindex: Tab enters the table once, ↑/↓/Home/End move between rows, Enter
 * or a click opens the item). The open item's row is `aria-selected`.
 *
 * While the first page loads it shows skeleton rows of the final row height, so nothing
 * moves when data arrives.
 */
export function ItemTable({
  table,
  loading,
  skeletonRows,
  selectedId,
  stale,
  onOpen,
}: {
  readonly table: ItemTableInstance
  readonly loading: boolean
  readonly skeletonRows: number
  readonly selectedId: number | null
  readonly stale: boolean
  readonly onOpen: (id: number) => void
}) {
  const rows = table.getRowModel().rows
  const [activeId, setActiveId] = useState<string | null>(null)
  // The roving tab stop: the last focused row if still on the page, else the open item's
  // row, else the first row.
  const tabStop =
    rows.find((row) => row.id === activeId)?.id ??
    rows.find((row) => row.original.id === selectedId)?.id ??
    rows[0]?.id

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, id: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    const row = event.currentTarget
    switch (event.key) {
      case 'ArrowDown':
        focusRow(row.nextElementSibling)
        break
      case 'ArrowUp':
        focusRow(row.previousElementSibling)
        break
      case 'Home':
        focusRow(row.parentElement?.firstElementChild)
        break
      case 'End':
        focusRow(row.parentElement?.lastElementChild)
        break
      case 'Enter':
      case ' ':
        onOpen(id)
        break
      default:
        return
    }
    event.preventDefault()
  }

  const columns = table.getAllLeafColumns()
  return (
    <table
      className={stale ? 'items items--stale' : 'items'}
      aria-label="Items"
      aria-busy={loading || undefined}
    >
      <colgroup>
        {columns.map((column) => (
          <col key={column.id} className={column.columnDef.meta?.className} />
        ))}
      </colgroup>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const meta = header.column.columnDef.meta
              const sorted = header.column.getIsSorted()
              const className = `${meta?.className ?? ''} ${meta?.numeric ? 'is-num' : ''}`
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
                    title="Sort the rows of this page"
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
      <tbody>
        {loading
          ? Array.from({ length: skeletonRows }, (_, index) => (
              <tr key={index} className="row row--skeleton" aria-hidden="true">
                {columns.map((column) => (
                  <td key={column.id} className={column.columnDef.meta?.numeric ? 'is-num' : undefined}>
                    <span className={`skeleton skeleton--${column.id}`} />
                  </td>
                ))}
              </tr>
            ))
          : rows.map((row) => {
              const id = row.original.id
              const selected = id === selectedId
              return (
                <tr
                  key={row.id}
                  data-item-id={id}
                  className={selected ? 'row is-selected' : 'row'}
                  tabIndex={row.id === tabStop ? 0 : -1}
                  aria-selected={selected}
                  onFocus={() => setActiveId(row.id)}
                  onClick={() => onOpen(id)}
                  onKeyDown={(event) => onRowKeyDown(event, id)}
                >
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={cell.column.columnDef.meta?.numeric ? 'is-num' : undefined}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              )
            })}
      </tbody>
    </table>
  )
}
