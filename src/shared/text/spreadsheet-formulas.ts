/**
 * Formula injection (OWASP "CSV injection"): a cell starting with `=`, `+`, `-` or `@` is a
 * formula to Excel, LibreOffice and Google Sheets, and item names and error texts come from
 * the catalog, a remote party. Tab and CR count as triggers too, as OWASP lists them. A `'`
 * goes before each trigger, so the spreadsheet shows the cell as text and never runs it; the
 * prefix is visible, which is the point: the cell shows what the catalog sent, not what a
 * formula would compute.
 *
 * One rule for everything the app writes for a spreadsheet: the CSV exports (main) and the
 * bulk lookup's `Copy as text` (tab-separated, the window).
 */

/**
 * Where a cell may start for some reader (its start, a separator `,` `;` tab, a line break,
 * each with any quotes after it), before a trigger. The quotes because a reader that splits
 * at another separator than the writer's (Excel at `;` in de-DE, a paste at tabs) takes
 * `"=1+1` after its separator for a quoted cell and reads what is inside the quotes: `x;"=1+1`
 * would run `=1+1`. The trigger is looked for first, so only a trigger's position looks back
 * over a run of quotes.
 */
const FORMULA_STARTS = /(?=[=+\-@\t\r])(?<=(?:^|[,;\t\r\n])"*)/g
/** What a trigger may follow besides the text's start: without one, only the start counts. */
const INNER_STARTS = /[",;\t\r\n]/
/** Tab and CR are inner starts too, so they never reach the shortcut. */
const STARTS_WITH_TRIGGER = /^[=+\-@]/

/** `text` with a `'` before every formula trigger where a cell may start for some reader. */
export function withoutFormulas(text: string): string {
  // Most cells hold no quote, separator or line break: then only their first character can
  // start a formula, and the lookbehind scan over the whole text (an export's costliest step)
  // is spared.
  if (!INNER_STARTS.test(text)) return STARTS_WITH_TRIGGER.test(text) ? `'${text}` : text
  return text.replace(FORMULA_STARTS, "'")
}
