/**
 * A plain-text table for pasting into a ticket reply: columns padded to their widest cell,
 * two spaces apart, a dashed rule under the header, no trailing spaces. Monospaced ticket
 * editors show it aligned; proportional ones still read it line by line.
 */
export function textTable(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => (row[index] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) => (index === cells.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)))
      .join('  ')
      .trimEnd()
  return [line(columns), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}
