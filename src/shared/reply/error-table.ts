import { DEFAULT_ERROR_TABLE } from './default-error-table'
import { errorMeaning, type ErrorMeaning } from './error-meanings'
import { occurrencesOf, phraseKey, phraseOf, type Phrase } from './error-phrase'
import { MAX_ERROR_TEXT_CHARS, rowTextFor } from './error-row-text'
import { sideConflicts, sideMentions } from './error-sides'
import { errorTokens } from './error-words'
import type { ErrorTable, ErrorTableEntry } from './error-table-entry'

export { normaliseErrorText, WILDCARD } from './error-words'
export { phraseKey } from './error-phrase'
export { MAX_ERROR_TEXT_CHARS }

/**
 * The lead's table of catalog error texts: `Error text contains` → `Means`.
 *
 * The catalog's `error_message` is free text (spec 2.4), so the app cannot know what a text
 * means unless someone who knows says so; this table is where they say it. An error no row
 * reads is never guessed: the item needs the agent's choice (advise.ts).
 *
 * Matching: a row's text is a phrase (error-phrase.ts: words at word boundaries, in order,
 * `*` for a number, ID, date, hex code or quoted value, a negation before it voids it), and a
 * row's cause is on its meaning's side (error-sides.ts). EVERY row is tried, so the order of
 * the rows never decides what an error means:
 * - a row of every word of the error (as "Always read this error as …" saves it) decides
 *   for exactly that error over rows that read a part of it;
 * - rows of one meaning match, and the error names no side they cannot stand beside: that
 *   meaning, read by those rows;
 * - rows of two meanings or more match, or the error names a side a matching row cannot stand
 *   beside: the agent chooses, the matched meanings offered first;
 * - no row matches: the agent chooses.
 */
export type { ErrorTable, ErrorTableEntry } from './error-table-entry'

/** Whose table read an error: the team's, the agent's own, or the app's default one. */
export type ErrorTableName = 'team' | 'own' | 'default'

/** Room for every failure a catalog reports, not for a dump of logs. */
export const MAX_ERROR_TABLE_ENTRIES = 200

export type TableReading =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'read'; readonly meaning: ErrorMeaning; readonly rows: readonly ErrorTableEntry[] }
  | {
      readonly kind: 'ask'
      /** What the matching rows mean, in table order: the choice offers these first. */
      readonly offered: readonly ErrorMeaning[]
      readonly rows: readonly ErrorTableEntry[]
      /** `side`: a matching row cannot stand beside a side the error names; `meanings`: rows disagree. */
      readonly why: 'side' | 'meanings'
    }

/**
 * Each row's phrase, read once per row: a lookup reads every item against every row, and a
 * stored table's rows stay the same objects until the lead saves. Weakly held, so a table the
 * window no longer holds is forgotten with it.
 */
const rowPhrases = new WeakMap<ErrorTableEntry, Phrase>()

function phraseOfRow(row: ErrorTableEntry): Phrase {
  const known = rowPhrases.get(row)
  // Stryker disable next-line ConditionalExpression: without the cache the same phrase is read again, equal
  if (known) return known
  const phrase = phraseOf(row.contains)
  rowPhrases.set(row, phrase)
  return phrase
}

interface RowMatch {
  readonly row: ErrorTableEntry
  /** An occurrence stands beside a side the row's cause cannot be on. */
  readonly conflict: boolean
  /** The row is the whole error, every word of it: a decision about exactly this error. */
  readonly whole: boolean
}

/** What the table says of this error: every row tried (see above). */
export function readError(errorText: string, table: ErrorTable): TableReading {
  const tokens = errorTokens(errorText)
  const mentions = sideMentions(tokens)
  const matches: RowMatch[] = []
  for (const row of table) {
    const phrase = phraseOfRow(row)
    const found = occurrencesOf(tokens, phrase)
    if (found.length === 0) continue
    const side = errorMeaning(row.means).side
    const length = phrase.tokens.length
    matches.push({
      row,
      conflict: found.some((at) => sideConflicts(side, tokens, mentions, at, at + length)),
      whole: length === tokens.length,
    })
  }
  if (matches.length === 0) return { kind: 'unknown' }
  // A row of every word of the error ("Always read this error as …" saves one) was written for
  // exactly this error: it decides over rows that read a part of it. Sides still count.
  const deciding = matches.some((match) => match.whole) ? matches.filter((match) => match.whole) : matches
  const rows = deciding.map((match) => match.row)
  const conflict = deciding.some((match) => match.conflict)
  const offered = [...new Set(matches.map((match) => match.row.means))]
  const meanings = [...new Set(rows.map((row) => row.means))]
  if (!conflict && meanings.length === 1) return { kind: 'read', meaning: meanings[0]!, rows }
  return {
    kind: 'ask',
    offered,
    rows: matches.map((match) => match.row),
    why: conflict ? 'side' : 'meanings',
  }
}

/** Whose table a row of a reading comes from, given the table the agent reads with (their own or none). */
export function tableOfRow(row: ErrorTableEntry, own: ErrorTable | undefined): ErrorTableName {
  return row.from ?? (own ? 'own' : 'default')
}

/**
 * The table replies read with when team templates are in use: the team's rows, then the
 * agent's own (the defaults when they have none) except those with a team row's phrase. Each
 * row says whose it is (`from`), so the window can say which table read an error.
 */
export function layerErrorTables(team: ErrorTable, own: ErrorTable | undefined): ErrorTable {
  const taken = new Set(team.map((row) => phraseKey(row.contains)))
  const below = own ?? DEFAULT_ERROR_TABLE.map((row): ErrorTableEntry => ({ ...row, from: 'default' }))
  return [
    ...team.map((row): ErrorTableEntry => ({ contains: row.contains, means: row.means, from: 'team' })),
    ...below.filter((row) => !taken.has(phraseKey(row.contains))),
  ]
}

/**
 * "Always read this error as …": the table with a row for this error on top (rowTextFor),
 * replacing a row with the same phrase; the last row goes when the table is full. Pure: the
 * caller saves the result with the templates.
 */
export function alwaysReadAs(table: ErrorTable, errorText: string, means: ErrorMeaning): ErrorTable {
  const contains = rowTextFor(errorText)
  const key = phraseKey(contains)
  const others = table
    .filter((row) => phraseKey(row.contains) !== key)
    .map((row): ErrorTableEntry => ({ contains: row.contains, means: row.means }))
  return [{ contains, means }, ...others].slice(0, MAX_ERROR_TABLE_ENTRIES)
}

export { rowTextFor }
