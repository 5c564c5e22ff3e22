import { SITUATIONS, type SituationId } from './situations'

/**
 * A reply's wording as a support lead owns it: a greeting, a closing, the sentence that says
 * when the next try is, and one customer sentence per situation. Zod-free: the renderer's
 * dialog and the composer read these; the stored form is checked in templates-schema.ts.
 */
export type GeneralTemplateKey = 'greeting' | 'closing' | 'next_try_line'
export type TemplateKey = GeneralTemplateKey | SituationId

export type ReplyTemplates = Readonly<Record<TemplateKey, string>>
/** What a lead changed for one language; a missing key falls back to that language's default. */
export type TemplateOverrides = Readonly<Partial<Record<TemplateKey, string>>>

/** Every template, in the order the dialog shows them, with the textbox name (ui-contract "Replies"). */
export const TEMPLATE_FIELDS: readonly { readonly key: TemplateKey; readonly label: string }[] = [
  { key: 'greeting', label: 'Greeting' },
  ...SITUATIONS.map((situation) => ({ key: situation.id, label: situation.label })),
  { key: 'next_try_line', label: 'Next try sentence' },
  { key: 'closing', label: 'Closing' },
]

export const TEMPLATE_KEYS: readonly TemplateKey[] = TEMPLATE_FIELDS.map((field) => field.key)

/** One template is a few sentences: room for a lead's wording, not for a document. */
export const MAX_TEMPLATE_CHARS = 1_000
/** A whole stored set (every language): bounds the settings file and an imported one. */
export const MAX_TEMPLATE_SET_CHARS = 60_000

export function isTemplateKey(value: string): value is TemplateKey {
  return (TEMPLATE_KEYS as readonly string[]).includes(value)
}

const GENERAL_KEYS: readonly string[] = [
  'greeting',
  'closing',
  'next_try_line',
] satisfies GeneralTemplateKey[]

/**
 * The defaults with a lead's overrides on top. A blank greeting or closing is a choice (a
 * reply without one); a blank situation sentence falls back to the default, because it would
 * leave the customer's item unmentioned.
 */
export function withOverrides(defaults: ReplyTemplates, overrides: TemplateOverrides = {}): ReplyTemplates {
  const merged: Record<string, string> = { ...defaults }
  for (const key of TEMPLATE_KEYS) {
    const override = overrides[key]
    if (override === undefined) continue
    if (override.trim() !== '' || GENERAL_KEYS.includes(key)) merged[key] = override
  }
  return merged as ReplyTemplates
}
