import { LANGUAGE_PACKS } from '../../shared/reply/default-templates'
import type { ReplyLanguage } from '../../shared/i18n/languages'
import {
  SHARED_TEMPLATE_KEYS,
  TEMPLATE_KEYS,
  type SharedTemplateKey,
  type TemplateKey,
  type TemplateOverrides,
} from '../../shared/reply/templates'
import type { StoredReplyTemplates } from '../../shared/reply/templates-schema'
import { rowsOf, sameRows, tableOf, type ErrorRow } from './catalog-error-rows'

/**
 * What the Reply templates dialog holds while the lead edits: one language's own boxes, the
 * boxes written for all languages, the catalog error table and `Your name`. Pure, so what
 * counts as an unsaved change and what `Save` stores are tested without a screen.
 */
export interface TemplatesDraft {
  readonly language: ReplyLanguage
  /** This language's own text per box; a box left out follows the text for all languages, else the default. */
  readonly own: Readonly<Partial<Record<TemplateKey, string>>>
  /** Written once for all languages; blank is "not set" (each language's default applies). */
  readonly shared: Readonly<Record<SharedTemplateKey, string>>
  readonly errors: readonly ErrorRow[]
  readonly agentName: string
}

export function isSharedKey(key: TemplateKey): key is SharedTemplateKey {
  return (SHARED_TEMPLATE_KEYS as readonly string[]).includes(key)
}

/** The text for all languages when one is written, else null. */
export function sharedText(draft: TemplatesDraft, key: TemplateKey): string | null {
  if (!isSharedKey(key)) return null
  const text = draft.shared[key]
  return text.trim() === '' ? null : text
}

/** What a box says when the language has no text of its own: the text for all languages, else the default. */
export function inheritedText(draft: TemplatesDraft, key: TemplateKey): string {
  return sharedText(draft, key) ?? LANGUAGE_PACKS[draft.language].templates[key]
}

/** The text a language's box shows, and the reply uses. */
export function boxText(draft: TemplatesDraft, key: TemplateKey): string {
  return draft.own[key] ?? inheritedText(draft, key)
}

/** Whether the language's own text is in effect (it differs from what the box would say without it). */
export function hasOwnText(draft: TemplatesDraft, key: TemplateKey): boolean {
  const own = draft.own[key]
  return own !== undefined && own !== inheritedText(draft, key)
}

/** The dialog's starting point for `language`: what is saved, and the defaults for the rest. */
export function draftOf(templates: StoredReplyTemplates, language: ReplyLanguage): TemplatesDraft {
  return {
    language,
    own: { ...templates.languages[language] },
    shared: Object.fromEntries(
      SHARED_TEMPLATE_KEYS.map((key) => [key, templates.shared?.[key] ?? '']),
    ) as Record<SharedTemplateKey, string>,
    errors: rowsOf(templates.errorTable),
    agentName: templates.agentName ?? '',
  }
}

/**
 * The set `Save` stores: `base` (the saved set: other languages stay as they are) with this
 * draft's language, shared boxes, table and name. Only what differs from what would apply
 * anyway is kept, so a later change of a default, or of the text for all languages, still
 * arrives.
 */
export function storedSetOf(draft: TemplatesDraft, base: StoredReplyTemplates): StoredReplyTemplates {
  const overrides: TemplateOverrides = Object.fromEntries(
    TEMPLATE_KEYS.filter((key) => hasOwnText(draft, key)).map((key) => [key, draft.own[key]]),
  )
  const { [draft.language]: _previous, ...others } = base.languages
  const languages = Object.keys(overrides).length > 0 ? { ...others, [draft.language]: overrides } : others
  const shared = Object.fromEntries(
    SHARED_TEMPLATE_KEYS.filter((key) => sharedText(draft, key) !== null).map((key) => [
      key,
      draft.shared[key],
    ]),
  )
  const errorTable = tableOf(draft.errors)
  const agentName = draft.agentName.trim()
  return {
    languages,
    ...(Object.keys(shared).length > 0 ? { shared } : {}),
    ...(errorTable ? { errorTable } : {}),
    ...(agentName !== '' ? { agentName } : {}),
  }
}

/** Whether the two say the same: every box's text, the shared boxes, the table and the name. */
export function sameDraft(a: TemplatesDraft, b: TemplatesDraft): boolean {
  return (
    a.language === b.language &&
    TEMPLATE_KEYS.every((key) => boxText(a, key) === boxText(b, key)) &&
    SHARED_TEMPLATE_KEYS.every((key) => (sharedText(a, key) ?? '') === (sharedText(b, key) ?? '')) &&
    sameRows(a.errors, b.errors) &&
    a.agentName.trim() === b.agentName.trim()
  )
}

/** Whether the lead has edits `Save` has not stored yet. */
export function hasUnsavedChanges(draft: TemplatesDraft, saved: StoredReplyTemplates): boolean {
  return !sameDraft(draft, draftOf(saved, draft.language))
}
