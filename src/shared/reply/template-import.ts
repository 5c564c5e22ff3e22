import { DEFAULT_ERROR_TABLE } from './default-error-table'
import { phraseKey, type ErrorTable } from './error-table'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from '../i18n/languages'
import { SHARED_TEMPLATE_KEYS, TEMPLATE_KEYS, type TemplateKey } from './templates'
import type { StoredReplyTemplates } from './templates-schema'

/**
 * What an imported set does to the lead's own, before anything is saved: the `Import reply
 * templates` alertdialog lists the changes per language and box, for `Merge` and for
 * `Replace all`, and the chosen one is what main stores.
 */
export type ImportMode = 'merge' | 'replace'

export interface BoxChange {
  /** A language, or `all` for a box written once for all languages. */
  readonly language: ReplyLanguage | 'all'
  readonly key: TemplateKey
  /** The lead's text before and after; undefined is the default. */
  readonly before: string | undefined
  readonly after: string | undefined
}

export interface ImportChanges {
  readonly boxes: readonly BoxChange[]
  /** Error table entries (by their text) the import adds, drops, or reads differently. */
  readonly errorTable: { readonly added: number; readonly removed: number; readonly changed: number }
}

/**
 * The set after an import. `merge`: the imported boxes over the lead's, languages and boxes
 * the file leaves out kept; imported error entries on top, the lead's others below them.
 * `replace`: the file's set alone. Either way the agent's own name stays.
 */
export function applyImport(
  current: StoredReplyTemplates,
  imported: StoredReplyTemplates,
  mode: ImportMode,
): StoredReplyTemplates {
  const own = current.agentName === undefined ? {} : { agentName: current.agentName }
  if (mode === 'replace') return { ...imported, ...own }
  const languages: Record<string, object> = { ...current.languages }
  for (const [language, boxes] of Object.entries(imported.languages))
    languages[language] = { ...current.languages[language as ReplyLanguage], ...boxes }
  const shared = { ...current.shared, ...imported.shared }
  const errorTable = mergeTables(current.errorTable, imported.errorTable)
  return {
    languages,
    ...(Object.keys(shared).length > 0 ? { shared } : {}),
    ...(errorTable ? { errorTable } : {}),
    ...own,
  }
}

/**
 * A lead with no table of their own reads errors with the default one, so a merge keeps the
 * defaults below the imported entries rather than dropping them.
 */
function mergeTables(
  current: ErrorTable | undefined,
  imported: ErrorTable | undefined,
): ErrorTable | undefined {
  if (!imported) return current
  const kept = current ?? DEFAULT_ERROR_TABLE
  const taken = new Set(imported.map((entry) => phraseKey(entry.contains)))
  return [...imported, ...kept.filter((entry) => !taken.has(phraseKey(entry.contains)))]
}

function tableChanges(
  before: ErrorTable | undefined,
  after: ErrorTable | undefined,
): ImportChanges['errorTable'] {
  // No table is the default table: that is what replies read errors with.
  const read = (table: ErrorTable | undefined) =>
    new Map((table ?? DEFAULT_ERROR_TABLE).map((entry) => [phraseKey(entry.contains), entry.means]))
  const old = read(before)
  const next = read(after)
  let added = 0
  let changed = 0
  for (const [text, means] of next) {
    if (!old.has(text)) added += 1
    else if (old.get(text) !== means) changed += 1
  }
  const removed = [...old.keys()].filter((text) => !next.has(text)).length
  return { added, removed, changed }
}

/** Every box whose text the import would change, per language (and `all`), and the table's changes. */
export function importChanges(
  current: StoredReplyTemplates,
  imported: StoredReplyTemplates,
  mode: ImportMode,
): ImportChanges {
  const after = applyImport(current, imported, mode)
  const boxes: BoxChange[] = []
  for (const key of SHARED_TEMPLATE_KEYS) {
    const [was, will] = [current.shared?.[key], after.shared?.[key]]
    if (was !== will) boxes.push({ language: 'all', key, before: was, after: will })
  }
  for (const language of REPLY_LANGUAGE_CODES)
    for (const key of TEMPLATE_KEYS) {
      const [was, will] = [current.languages[language]?.[key], after.languages[language]?.[key]]
      if (was !== will) boxes.push({ language, key, before: was, after: will })
    }
  return { boxes, errorTable: tableChanges(current.errorTable, after.errorTable) }
}
