/**
 * CSV for spreadsheets (RFC 4180), written with the two precautions exports need.
 *
 * - Quoting: a cell containing `"`, `,`, `;`, tab, CR or LF is quoted and its quotes doubled;
 *   lines end with CRLF as the RFC says. `;` and tab because Excel in many locales (de-DE,
 *   fr-FR, nl-NL) splits a .csv at `;`, and some readers at tabs: unquoted, `x;=1+1` would be
 *   two cells there, the second a formula.
 * - Formula injection: a cell starting with `=`, `+`, `-` or `@` (the item names and error
 *   texts come from the catalog, a remote party) is prefixed with `'`, so Excel, LibreOffice
 *   and Google Sheets show it as text and never run it (OWASP "CSV injection"). Tab and CR
 *   count as triggers too, as OWASP lists them. The same prefix goes after every separator
 *   (`,`, `;`, tab) and line break inside a cell that a trigger follows, quotes between them
 *   or not: a reader that splits at another separator, or at a line break inside quotes, then
 *   starts no cell with one.
 *   The prefix is visible, which is the point: the cell shows what the catalog sent, not what
 *   a formula would compute.
 * - A UTF-8 byte-order mark first, without which Excel reads UTF-8 as the local code page
 *   and garbles non-Latin names.
 *
 * `null` is an empty cell.
 */
export const UTF8_BOM = '\uFEFF'
/**
 * Where a cell may start for some reader (its start, a separator, a line break, each with any
 * quotes after it), before a trigger. The quotes because a reader that splits at another
 * separator than ours (Excel at `;` in de-DE) takes `"=1+1` after its separator for a quoted
 * cell and reads what is inside the quotes: `x;"=1+1` would run `=1+1`. The trigger is looked
 * for first, so only a trigger's position looks back over a run of quotes.
 */
const FORMULA_STARTS = /(?=[=+\-@\t\r])(?<=(?:^|[,;\t\r\n])"*)/g
const NEEDS_QUOTES = /[",;\t\r\n]/
const STARTS_WITH_TRIGGER = /^[=+\-@]/

export function csvCell(value: string | null): string {
  if (value === null) return ''
  // Most cells hold no quote, separator or line break: then only their first character can
  // start a formula, and the lookbehind scan over the whole cell (the export's costliest step)
  // is spared. Tab and CR are in NEEDS_QUOTES, so they never reach this shortcut.
  if (!NEEDS_QUOTES.test(value)) return STARTS_WITH_TRIGGER.test(value) ? `'${value}` : value
  // Whatever put it here is still in the text after the prefixes, so it is always quoted.
  return `"${value.replace(FORMULA_STARTS, "'").replaceAll('"', '""')}"`
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
