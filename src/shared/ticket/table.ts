import { roleBefore } from './word-roles'

/** A cell of a pasted spreadsheet outside its ID columns, with its column's header. */
export interface OtherColumnCell {
  readonly start: number
  readonly end: number
  readonly header: string
}

const LINE = /[^\r\n]+/gu

/** True for a header that names an ID (`Item ID`, `Artikel-Nr.`, `Номер`, `编号`): its last word is a marker. */
function namesAnId(header: string): boolean {
  const last = header.trim().split(/\s+/u).at(-1) ?? ''
  return roleBefore(last)?.kind === 'marker'
}

/**
 * The cells outside the ID columns of a pasted spreadsheet, so a `Qty` of 2 is not looked up
 * as item 2. Only a table whose first line is a header (tab-separated, no digits) with at
 * least one column that names an ID and one that does not is read this way; any other text,
 * a header-less column of IDs included, is read word by word as before.
 *
 * Asked for positions in reading order, it answers the cell holding each (or null), splitting
 * each line into cells only when reading gets to it.
 */
export function otherColumnCellAt(text: string): (at: number) => OtherColumnCell | null {
  const lines = text.matchAll(LINE)
  const header = lines.next().value?.[0]
  if (header === undefined || !header.includes('\t') || /\d/u.test(header)) return () => null
  const headers = header.split('\t')
  const idColumns = headers.map(namesAnId)
  if (!idColumns.includes(true) || !idColumns.includes(false)) return () => null
  const cells = cellsOf(lines, headers, idColumns)
  let cell = cells.next().value
  return (at) => {
    while (cell !== undefined && cell.end <= at) cell = cells.next().value
    return cell !== undefined && cell.start <= at ? cell : null
  }
}

/** The cells outside the ID columns of each line after the header, in order. */
function* cellsOf(
  lines: Iterator<RegExpExecArray>,
  headers: readonly string[],
  idColumns: readonly boolean[],
): Generator<OtherColumnCell, undefined> {
  for (let line = lines.next(); line.done !== true; line = lines.next()) {
    let start = line.value.index
    for (const [column, cell] of line.value[0].split('\t').entries()) {
      const named = headers[column]
      if (idColumns[column] === false && named !== undefined) {
        yield { start, end: start + cell.length, header: named.trim() }
      }
      start += cell.length + 1
    }
  }
  return undefined
}
