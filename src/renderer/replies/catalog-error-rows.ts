import { words, type Words } from '../../shared/i18n/words'
import { DEFAULT_ERROR_TABLE } from '../../shared/reply/default-error-table'
import type { ErrorMeaning } from '../../shared/reply/error-meanings'
import { phraseOf } from '../../shared/reply/error-phrase'
import { MAX_ERROR_TABLE_ENTRIES, phraseKey, type ErrorTable } from '../../shared/reply/error-table'

/**
 * The `Catalog errors` table as the dialog edits it: rows as the lead ordered them (every row
 * is tried, error-table.ts, so the order only helps the lead find one), each with a key of its
 * own so a row keeps its focus while rows above it come and go. Pure: validation and what
 * `Save` stores are tested here.
 */
export interface ErrorRow {
  readonly key: number
  readonly contains: string
  readonly means: ErrorMeaning
}

/** The rows of a saved table; no saved table is the default one. */
export function rowsOf(table: ErrorTable | undefined): ErrorRow[] {
  return (table ?? DEFAULT_ERROR_TABLE).map((entry, key) => ({ key, ...entry }))
}

function sameEntries(a: ErrorTable, b: ErrorTable): boolean {
  return (
    a.length === b.length &&
    a.every((entry, index) => entry.contains === b[index]?.contains && entry.means === b[index]?.means)
  )
}

/** What `Save` stores: the rows' texts trimmed; undefined when that is the default table, so later defaults arrive. */
export function tableOf(rows: readonly ErrorRow[]): ErrorTable | undefined {
  const table = rows.map((row) => ({ contains: row.contains.trim(), means: row.means }))
  return sameEntries(table, DEFAULT_ERROR_TABLE) ? undefined : table
}

export function sameRows(a: readonly ErrorRow[], b: readonly ErrorRow[]): boolean {
  return sameEntries(
    a.map((row) => ({ contains: row.contains.trim(), means: row.means })),
    b.map((row) => ({ contains: row.contains.trim(), means: row.means })),
  )
}

/** A new, empty row on top, where the lead sees it. */
export function withNewRow(rows: readonly ErrorRow[]): ErrorRow[] {
  const key = rows.reduce((highest, row) => Math.max(highest, row.key), -1) + 1
  return [{ key, contains: '', means: 'checking' }, ...rows]
}

/** Whether another row may be added. */
export function tableIsFull(rows: readonly ErrorRow[]): boolean {
  return rows.length >= MAX_ERROR_TABLE_ENTRIES
}

/**
 * What is wrong with each row, by its key: each message says what to do. Two rows with the
 * same words (case, spaces, hyphens and punctuation aside) read the same errors, and a row
 * without a word reads none (error-phrase.ts).
 */
export function rowProblems(rows: readonly ErrorRow[]): ReadonlyMap<number, Words> {
  const problems = new Map<number, Words>()
  const firstWith = new Map<string, number>()
  rows.forEach((row, index) => {
    if (row.contains.trim() === '') {
      problems.set(
        row.key,
        words({
          id: 'replyTools.catalogErrors.empty',
          defaultMessage: 'Type the text this catalog error contains, or remove the row.',
        }),
      )
      return
    }
    if (!phraseOf(row.contains).hasWord) {
      problems.set(
        row.key,
        words({
          id: 'replyTools.catalogErrors.noWord',
          defaultMessage: 'Add at least one word: a row of only * and numbers would read almost any error.',
        }),
      )
      return
    }
    const text = phraseKey(row.contains)
    const earlier = firstWith.get(text)
    if (earlier === undefined) firstWith.set(text, index)
    else
      problems.set(
        row.key,
        words(
          {
            id: 'replyTools.catalogErrors.duplicate',
            defaultMessage:
              'Error {row, number} already has these words: change this text or remove the row.',
          },
          { row: earlier + 1 },
        ),
      )
  })
  return problems
}

/** A problem with the whole table, or null. */
export function tableProblem(rows: readonly ErrorRow[]): Words | null {
  const over = rows.length - MAX_ERROR_TABLE_ENTRIES
  if (over > 0)
    return words(
      {
        id: 'replyTools.catalogErrors.tooMany',
        defaultMessage:
          'The table holds at most {max, number} errors: remove {over, plural, one {# row} other {# rows}} before saving.',
      },
      { max: MAX_ERROR_TABLE_ENTRIES, over },
    )
  if (over === 0)
    return words(
      {
        id: 'replyTools.catalogErrors.full',
        defaultMessage: 'The table is full ({max, number} errors): remove a row to add another.',
      },
      { max: MAX_ERROR_TABLE_ENTRIES },
    )
  return null
}

/** Whether the table can be saved as it is (a full table can). */
export function tableIsValid(rows: readonly ErrorRow[]): boolean {
  return rowProblems(rows).size === 0 && rows.length <= MAX_ERROR_TABLE_ENTRIES
}
