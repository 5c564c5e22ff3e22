import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { useIntl } from 'react-intl'
import type { ItemTableInstance } from './use-item-table'
import type { Density } from '../../shared/layout'
import { ROW_HEIGHTS, useVirtualRows } from './use-virtual-rows'
import type { UnreadableRow } from '../../shared/catalog/field'
import { UnreadableRows } from './unreadable-rows'
import { SpacerRow } from './spacer-row'
import { columnWidth, columnWidthVars } from './column-widths'
import { ItemRow } from './item-row'
import { ItemTableHead } from './item-table-head'
import { createTabStopStore } from './tab-stop-store'
import { useStoredValue } from '../state/value-store'
import type { OpenItemStore } from '../state/open-item-store'
import './item-table.css'

/** One empty list, so a page without unreadable rows keeps its memoised widths. */
const NO_UNREADABLE: readonly UnreadableRow[] = []

/**
 * The item table: semantic `<table>` named "Items", sortable headers, one focusable row per
 * item (roving tabindex: Tab enters the table once, ↑/↓/Home/End move between rows, Enter
 * or a click opens the item). The open item's row is `aria-selected`; each row follows the
 * open item itself (`ItemRow`), so opening one does not re-render the table.
 *
 * While the first page loads it shows skeleton rows of the final row height, so nothing
 * moves when data arrives.
 */
export function ItemTable({
  table,
  loading,
  skeletonRows,
  openItem,
  stale,
  onOpen,
  rowsKey,
  scrollRef,
  density = 'comfortable',
  unreadable = NO_UNREADABLE,
}: {
  readonly table: ItemTableInstance
  readonly loading: boolean
  readonly skeletonRows: number
  /** The item open in the detail pane: its row is marked selected. */
  readonly openItem: OpenItemStore
  readonly stale: boolean
  readonly onOpen: (id: number) => void
  /**
   * Which request the rows answer (filters and page): rows of another request come in a new
   * body, so the old rows leave the document in one removal rather than one per row.
   */
  readonly rowsKey: string
  /** The element that scrolls the table: large pages render only the rows in its view. */
  readonly scrollRef: RefObject<HTMLElement | null>
  /** Compact rows fit about 60 % more on screen, for agents scanning long lists. */
  readonly density?: Density
  /** Elements of the answer that could not be read: marked rows after the readable ones. */
  readonly unreadable?: readonly UnreadableRow[]
}) {
  const intl = useIntl()
  const rows = table.getRowModel().rows
  // Once per page (the row model is stable while only the selection or focus changes).
  const widths = useMemo(
    () =>
      columnWidthVars(
        rows.map((row) => row.original),
        unreadable,
        intl.locale,
      ),
    [rows, unreadable, intl.locale],
  )
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const view = useVirtualRows({ count: rows.length, scrollRef, bodyRef, rowHeight: ROW_HEIGHTS[density] })
  const rendered = view.indexes.map((index) => ({ row: rows[index]!, index }))
  const [tabStops] = useState(createTabStopStore)
  // The roving tab stop: the last focused row if still rendered, else the open item's row,
  // else the first rendered row, so Tab always finds a way into the table. The table reads
  // only whether a rendered row holds the stop, and follows the open item only while none
  // does, so a click on a row re-renders the rows it changes.
  const focusedRendered = useStoredValue(tabStops, (holder) => rendered.some(({ row }) => row.id === holder))
  const openForTabStop = useStoredValue(openItem, (openId) => (focusedRendered ? null : openId))
  const fallbackTabStop = focusedRendered
    ? null
    : (rendered.find(({ row }) => row.original.id === openForTabStop)?.row.id ?? rendered[0]?.row.id)
  const focusIndex = view.focusRow
  const rowCount = rows.length

  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>, id: number, index: number) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      switch (event.key) {
        case 'ArrowDown':
          focusIndex(index + 1)
          break
        case 'ArrowUp':
          focusIndex(index - 1)
          break
        case 'Home':
          focusIndex(0)
          break
        case 'End':
          focusIndex(rowCount - 1)
          break
        case 'Enter':
        case ' ':
          onOpen(id)
          break
        default:
          return
      }
      event.preventDefault()
    },
    [focusIndex, rowCount, onOpen],
  )

  const columns = table.getAllLeafColumns()
  const meta = table.options.meta
  return (
    <table
      className={`items${stale ? ' items--stale' : ''}${density === 'compact' ? ' items--compact' : ''}`}
      aria-label={intl.formatMessage({ id: 'table.label', defaultMessage: 'Items' })}
      aria-busy={loading || undefined}
      // Large pages render only the rows in view: the counts tell assistive technology the rest.
      aria-rowcount={view.windowed ? rows.length + unreadable.length + 1 : undefined}
      style={widths}
    >
      <colgroup>
        {columns.map((column) => (
          <col key={column.id} style={columnWidth(column.columnDef.meta)} />
        ))}
      </colgroup>
      <ItemTableHead table={table} sorting={table.state.sorting} windowed={view.windowed} />
      <tbody key={rowsKey} ref={bodyRef}>
        {view.before > 0 ? <SpacerRow height={view.before} columns={columns.length} /> : null}
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
          : rendered.map(({ row, index }) => (
              <ItemRow
                key={row.id}
                row={row}
                index={index}
                ariaRowIndex={view.windowed ? index + 2 : undefined}
                fallbackTabStop={row.id === fallbackTabStop}
                tabStops={tabStops}
                openItem={openItem}
                meta={meta}
                onOpen={onOpen}
                onRowKeyDown={onRowKeyDown}
              />
            ))}
        {view.after > 0 ? <SpacerRow height={view.after} columns={columns.length} /> : null}
        {loading ? null : <UnreadableRows rows={unreadable} columns={columns.length} onOpen={onOpen} />}
      </tbody>
    </table>
  )
}
