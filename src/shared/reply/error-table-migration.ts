import { DEFAULT_ERROR_TABLE } from './default-error-table'
import type { ErrorMeaning } from './error-meanings'
import { phraseKey } from './error-phrase'
import { MAX_ERROR_TABLE_ENTRIES, type ErrorTable, type ErrorTableEntry } from './error-table'
import retired from './error-table-retired-rows.json'
import { normaliseErrorText } from './error-words'

/**
 * The default rows before they were phrases (issue 76, error-table-retired-rows.json), as
 * stored tables hold them: the first
 * "Always read this error as …" or edit in the dialog saved a copy of the defaults of its day,
 * so a lead's table carries these broad rows ("timeout", "steam guard", "cannot trade") long
 * after the defaults replaced them.
 */
const RETIRED_DEFAULTS: Readonly<Record<Exclude<ErrorMeaning, 'checking'>, readonly string[]>> = retired

const rowKey = (contains: string, means: ErrorMeaning) => `${means}\u0000${normaliseErrorText(contains)}`
const CURRENT = new Set(DEFAULT_ERROR_TABLE.map((row) => rowKey(row.contains, row.means)))

/**
 * A stored table with today's default rows in place of the retired ones, meaning by meaning,
 * where it is a copy: a table that still holds every retired row of a meaning took them from
 * the defaults, and gets today's rows of that meaning for them. A meaning of which the lead
 * removed or changed a retired row is theirs and stays as it is (the phrase and side rules read
 * its rows too), and so does every row the lead added. A table holding exactly today's default
 * rows comes back as the default table, so the dialog treats it as one. Idempotent: nothing
 * retired is left to find the second time; a table it would push past the limit stays as it is.
 */
export function migrateErrorTable(table: ErrorTable): ErrorTable {
  const held = new Set(table.map((row) => rowKey(row.contains, row.means)))
  const copied = (Object.entries(RETIRED_DEFAULTS) as [ErrorMeaning, readonly string[]][]).filter(
    ([means, texts]) => texts.every((text) => held.has(rowKey(text, means))),
  )
  const retired = new Set(
    copied
      .flatMap(([means, texts]) => texts.map((text) => rowKey(text, means)))
      .filter((key) => !CURRENT.has(key)),
  )
  if (retired.size === 0) return table
  const kept = table.filter((row) => !retired.has(rowKey(row.contains, row.means)))
  const keptPhrases = new Set(kept.map((row) => phraseKey(row.contains)))
  const meanings = new Set(copied.map(([means]) => means))
  const added = DEFAULT_ERROR_TABLE.filter(
    (row) => meanings.has(row.means) && !keptPhrases.has(phraseKey(row.contains)),
  )
  const migrated: ErrorTableEntry[] = [...kept, ...added]
  if (migrated.length > MAX_ERROR_TABLE_ENTRIES) return table
  const isDefault =
    migrated.length === DEFAULT_ERROR_TABLE.length &&
    migrated.every((row) => CURRENT.has(rowKey(row.contains, row.means)))
  return isDefault ? [...DEFAULT_ERROR_TABLE] : migrated
}
