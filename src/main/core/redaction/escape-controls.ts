/**
 * THE escaping of characters that could make text say something other than it seems: control
 * characters (a `\n` forges a log line, a `\r` overwrites one), Unicode line separators, and
 * text-direction marks and overrides (a right-to-left override shows a URL backwards). Each
 * is written as a visible `\uXXXX`, so the reader sees that something was there and what.
 *
 * Used by every log line (app-core's and the shell's logger) and every text bound for the
 * window (`cleanForWindow`), which keep only the line breaks and tabs their layout uses.
 */
// eslint-disable-next-line no-control-regex
const TRICKY = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

const escape = (character: string) =>
  `\\u${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`

/** `text` with every tricky character escaped, except those in `keep` (e.g. `'\n\t'`). */
// Stryker disable next-line StringLiteral: equivalent: a default of printable characters keeps none of the TRICKY ones
export function escapeControls(text: string, keep = ''): string {
  return text.replace(TRICKY, (character) => (keep.includes(character) ? character : escape(character)))
}
