import { memo, type KeyboardEvent } from 'react'
import { useIsOpen, type OpenItemStore } from '../state/open-item-store'
import { RowCells, type ItemRowModel } from './row-cells'
import { useHoldsTabStop, type TabStopStore } from './tab-stop-store'

/**
 * One item's row. Memoised, and subscribed to the open item and to the tab stop by its own
 * ID: opening or focusing an item re-renders the row it leaves and the row it reaches, not
 * the page of rows around them.
 *
 * Every prop is stable while the page is (the row model keeps its row objects until the data
 * or the sort changes). The cells are memoised apart (RowCells): a row whose selection or tab
 * stop moves re-renders its `<tr>` only.
 */
export const ItemRow = memo(function ItemRow({
  row,
  index,
  ariaRowIndex,
  fallbackTabStop,
  tabStops,
  openItem,
  onOpen,
  meta,
  onRowKeyDown,
}: {
  readonly row: ItemRowModel
  readonly index: number
  /** Set when the table renders only the rows in view: this row's place among all of them. */
  readonly ariaRowIndex: number | undefined
  /** The tab stop while no rendered row was focused last (the open item's row, or the first). */
  readonly fallbackTabStop: boolean
  /** The table's roving tab stop: the row focused last. */
  readonly tabStops: TabStopStore
  readonly openItem: OpenItemStore
  /** The table's meta (marks, the language's formatters): the cells render again when it changes. */
  readonly meta: unknown
  readonly onOpen: (id: number) => void
  readonly onRowKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, id: number, index: number) => void
}) {
  const id = row.original.id
  const selected = useIsOpen(openItem, id)
  const tabbable = useHoldsTabStop(tabStops, row.id) || fallbackTabStop
  return (
    <tr
      data-item-id={id}
      data-row-index={index}
      aria-rowindex={ariaRowIndex}
      className={selected ? 'row is-selected' : 'row'}
      tabIndex={tabbable ? 0 : -1}
      aria-selected={selected}
      onPointerDown={() => tabStops.set(row.id)}
      onFocus={() => tabStops.set(row.id)}
      onClick={() => onOpen(id)}
      onKeyDown={(event) => onRowKeyDown(event, id, index)}
    >
      <RowCells row={row} meta={meta} />
    </tr>
  )
})
