/**
 * Stands in for rows outside the rendered window, so the scrollbar is true to the table.
 *
 * The height is set through React's style prop, which writes it with the CSSOM: the CSP
 * forbids inline style attributes in markup, not styles set from script.
 */
export function SpacerRow({ height, columns }: { readonly height: number; readonly columns: number }) {
  return (
    <tr className="row-spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={columns} />
    </tr>
  )
}
