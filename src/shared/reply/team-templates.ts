import { MAX_TEMPLATES_FILE_CHARS } from './templates-file'
import type { Words } from '../i18n/words'
import type { ReplyLanguage } from '../i18n/languages'
import { layerErrorTables } from './error-table'
import { applyImport } from './template-import'
import { SHARED_TEMPLATE_KEYS, type TemplateKey } from './templates'
import type { StoredReplyTemplates } from './templates-schema'

/**
 * Team templates: the set a lead publishes (a file on a share, or an https URL) laid over each
 * agent's own. The file is the one `Export…` writes (templates-schema.ts), so what is checked
 * there (known boxes only, each text's length and characters, the error table's shape, no
 * unknown key) is checked here too; a team text can use only the placeholders any template
 * can (placeholders.ts), and rendering leaves any other braces out, so nothing in a team file
 * reaches anything but the reply. Zod-free, for the window; main reads the file with team-file.ts.
 */

/**
 * The largest team file read, in bytes: the `Import…` bound read as bytes. A character takes
 * at most as many UTF-8 bytes (3, or 4 for a pair of two) as the six MAX_TEMPLATES_FILE_CHARS
 * allows each one for JSON escaping, and a text of N bytes never decodes to more than N characters.
 */
export const MAX_TEAM_FILE_BYTES = MAX_TEMPLATES_FILE_CHARS

/** Longest source accepted: a long share path or intranet address fits; a pasted document does not. */
export const MAX_TEAM_SOURCE_CHARS = 2048

/**
 * What the window knows about team templates: where they come from, whether they are used,
 * which set is in use and how fresh it is, and the last check's problem (null when it worked).
 */
export interface TeamTemplatesStatus {
  /** As typed (or as the policy set it); null when none is given. */
  readonly source: string | null
  readonly inUse: boolean
  /** Who set the source so that the agent cannot change it; null: the agent's own choice. */
  readonly lockedBy: 'policy' | null
  readonly setVersion: number | null
  /** When the source was last checked (epoch ms), whether or not anything changed. */
  readonly checkedAt: number | null
  /** One sentence: what happened and what to do. */
  readonly problem: Words | null
  /** The team's set the reply uses (over the agent's own); null when none is in use. */
  readonly set: StoredReplyTemplates | null
}

/**
 * The reply's set: the team's boxes over the agent's own, box by box. Boxes the team leaves
 * out stay the agent's; a greeting, closing or signature the team writes for all languages
 * wins over the agent's text for one language too; the team's error table comes first and
 * the agent's entries for other texts follow (with no table of their own, the defaults do);
 * the agent's name stays theirs. Done on every read and never stored, so the agent's own set
 * is untouched when the team set changes or is switched off.
 */
export function layerTeamTemplates(
  own: StoredReplyTemplates,
  team: StoredReplyTemplates | null,
): StoredReplyTemplates {
  if (!team) return own
  // `Merge` of an import (template-import.ts): the team's boxes and error table over the agent's,
  // each row marked with whose table it is, so the window can say which table read an error.
  const imported = applyImport(own, team, 'merge')
  const merged = team.errorTable
    ? { ...imported, errorTable: layerErrorTables(team.errorTable, own.errorTable) }
    : imported
  const teamShared = SHARED_TEMPLATE_KEYS.filter((key) => team.shared?.[key] !== undefined)
  if (teamShared.length === 0) return merged
  const languages = Object.fromEntries(
    Object.entries(merged.languages).map(([language, boxes]) => [
      language,
      Object.fromEntries(
        Object.entries(boxes ?? {}).filter(
          ([key]) =>
            !(teamShared as readonly string[]).includes(key) ||
            team.languages[language as ReplyLanguage]?.[key as TemplateKey] !== undefined,
        ),
      ),
    ]),
  )
  return { ...merged, languages }
}

const SHARED_KEYS: ReadonlySet<TemplateKey> = new Set(SHARED_TEMPLATE_KEYS)

/**
 * The team's text for this box in this language (its own for the language, else the one for
 * all languages), or undefined: a box with team text is read-only in the dialog.
 */
export function teamText(
  team: StoredReplyTemplates | null,
  language: ReplyLanguage,
  key: TemplateKey,
): string | undefined {
  if (!team) return undefined
  const forLanguage = team.languages[language]?.[key]
  if (forLanguage !== undefined) return forLanguage
  return SHARED_KEYS.has(key) ? team.shared?.[key as (typeof SHARED_TEMPLATE_KEYS)[number]] : undefined
}

/** The version `Export for the team…` writes next: one above the last one this app read or wrote. */
export function nextSetVersion(last: number | null): number {
  return (last ?? 0) + 1
}
