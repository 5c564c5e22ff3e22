import { memo, type ReactNode } from 'react'
import type { ItemTableInstance } from './use-item-table'

export type ItemRowModel = ReturnType<ItemTableInstance['getRowModel']>['rows'][number]
type ItemCell = ReturnType<ItemRowModel['getAllCells']>[number]

/**
 * A cell's content. The item columns' `cell` functions are plain render functions (no hooks,
 * itemColumns): called here directly rather than mounted through `FlexRender`, which would add
 * two components to each of the page's 175 cells, rendered again with every new page.
 */
function cellContent(cell: ItemCell): ReactNode {
  const render = cell.column.columnDef.cell
  return typeof render === 'function' ? render(cell.getContext()) : (render ?? null)
}

/**
 * One row's cells, memoised apart from the row: a change of selection or tab stop re-renders
 * the `<tr>` (ItemRow), not its cells. `meta` is here so that a change of the ×2 marks or of the
 * app language, which the cells read from the table's meta, re-renders them.
 */
export const RowCells = memo(function RowCells({
  row,
}: {
  readonly row: ItemRowModel
  readonly meta: unknown
}) {
  return row.getAllCells().map((cell) => (
    <td key={cell.id} className={cell.column.columnDef.meta?.numeric ? 'is-num' : undefined}>
      {cellContent(cell)}
    </td>
  ))
})
