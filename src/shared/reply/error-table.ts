import type { ErrorMeaning } from './error-meanings'

/**
 * The lead's table of catalog error texts: `Error text contains` → `Means`.
 *
 * The catalog's `error_message` is free text (spec 2.4), so the app cannot know what a text
 * means unless someone who knows says so; this table is where they say it. An error no entry
 * matches is never guessed: the item needs the agent's choice (advise.ts).
 *
 * Matching rule: both sides are normalised (Unicode NFKC, lower case, every run of white space
 * one space, trimmed) and an entry matches when the error contains its text; the FIRST
 * matching entry in table order wins. First-match, not longest-match, because the lead can
 * see and change the order in the dialog: a specific entry placed above a broad one wins, and
 * what a text means never depends on an invisible tie-break.
 */
export interface ErrorTableEntry {
  /** Text the error must contain, as the lead wrote it (normalised only when matching). */
  readonly contains: string
  readonly means: ErrorMeaning
}

export type ErrorTable = readonly ErrorTableEntry[]

/** Room for every failure a catalog reports, not for a dump of logs. */
export const MAX_ERROR_TABLE_ENTRIES = 200
export const MAX_ERROR_TEXT_CHARS = 200
/** Shorter derived texts match too much ("error"), so "Always read this error as …" keeps the whole text. */
const MIN_DERIVED_CHARS = 12

export function normaliseErrorText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim()
}

/** The first entry whose text the error contains, or null: then the agent chooses. */
export function matchError(errorText: string, table: ErrorTable): ErrorTableEntry | null {
  // A blank error contains no entry's text: blank entries are skipped, so it matches nothing.
  const error = normaliseErrorText(errorText)
  return (
    table.find((entry) => {
      const contains = normaliseErrorText(entry.contains)
      return contains !== '' && error.includes(contains)
    }) ?? null
  )
}

/**
 * The text an entry for this error should contain: the longest stretch of the normalised
 * error between numbers and quoted values (an offer ID, an asset ID, a date or a quoted
 * name differs from one failure of the same kind to the next), without punctuation at its
 * ends. When that stretch is too short to say anything, the whole normalised error.
 *
 * Every digit splits: what lies between two digits of one number ("", or the "." of 1.5 and
 * the "-" of a date, punctuation that is trimmed off) is never the longest stretch.
 */
export function entryTextFor(errorText: string): string {
  const error = normaliseErrorText(errorText)
  const stretches = error
    .split(/"[^"]*"|'[^']*'|“[^”]*”|\d/u)
    .map((stretch) => stretch.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, ''))
  const longest = stretches.reduce((best, stretch) => (stretch.length > best.length ? stretch : best), '')
  const chosen = longest.length >= MIN_DERIVED_CHARS ? longest : error
  return chosen.slice(0, MAX_ERROR_TEXT_CHARS)
}

/**
 * "Always read this error as …": the table with an entry for this error's text on top (so it
 * wins over broader entries below), replacing an entry with the same text. Pure: the caller
 * saves the result with the templates.
 */
export function alwaysReadAs(table: ErrorTable, errorText: string, means: ErrorMeaning): ErrorTable {
  const contains = entryTextFor(errorText)
  const key = normaliseErrorText(contains)
  const others = table.filter((entry) => normaliseErrorText(entry.contains) !== key)
  return [{ contains, means }, ...others].slice(0, MAX_ERROR_TABLE_ENTRIES)
}
