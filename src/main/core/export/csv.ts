import { withoutFormulas } from '../../../shared/text/spreadsheet-formulas'

/**
 * CSV for spreadsheets (RFC 4180), written with the two precautions exports need.
 *
 * - Quoting: a cell containing `"`, `,`, `;`, tab, CR or LF is quoted and its quotes doubled;
 *   lines end with CRLF as the RFC says. `;` and tab because Excel in many locales (de-DE,
 *   fr-FR, nl-NL) splits a .csv at `;`, and some readers at tabs: unquoted, `x;=1+1` would be
 *   two cells there, the second a formula.
 * - Formula injection: a `'` before every formula trigger where a cell may start for some
 *   reader (`shared/text/spreadsheet-formulas.ts`, the rule `Copy as text` follows too).
 * - A UTF-8 byte-order mark first, without which Excel reads UTF-8 as the local code page
 *   and garbles non-Latin names.
 *
 * `null` is an empty cell.
 */
export const UTF8_BOM = '\uFEFF'
const NEEDS_QUOTES = /[",;\t\r\n]/

export function csvCell(value: string | null): string {
  if (value === null) return ''
  const safe = withoutFormulas(value)
  // Whatever needed quotes is still in the text after the prefixes.
  return NEEDS_QUOTES.test(value) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One record, its line break included: a file is its lines one after the other. */
export function csvLine(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/** The start of every CSV file: the byte-order mark and the header line. */
export function csvHead(columns: readonly string[]): string {
  return `${UTF8_BOM}${csvLine(columns)}`
}

export function toCsv(columns: readonly string[], rows: readonly (readonly (string | null)[])[]): string {
  return `${csvHead(columns)}${rows.map(csvLine).join('')}`
}
