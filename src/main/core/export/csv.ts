/**
 * CSV for spreadsheets (RFC 4180), written with the two precautions exports need.
 *
 * - Quoting: a cell containing `"`, `,`, CR or LF is quoted and its quotes doubled; lines end
 *   with CRLF as the RFC says.
 * - Formula injection: a cell starting with `=`, `+`, `-` or `@` (the item names and error
 *   texts come from the catalog, a remote party) is prefixed with `'`, so Excel, LibreOffice
 *   and Google Sheets show it as text and never run it (OWASP "CSV injection"). Tab and CR
 *   at the start are prefixed too, as OWASP lists them. The prefix is visible, which is the
 *   point: the cell shows what the catalog sent, not what a formula would compute.
 * - A UTF-8 byte-order mark first, without which Excel reads UTF-8 as the local code page
 *   and garbles non-Latin names.
 *
 * `null` is an empty cell.
 */
export const UTF8_BOM = '\uFEFF'
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvCell(value: string | null): string {
  if (value === null) return ''
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function toCsv(columns: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  const line = (cells: readonly (string | null)[]) => cells.map(csvCell).join(',')
  return `${UTF8_BOM}${[line(columns), ...rows.map(line)].join('\r\n')}\r\n`
}
