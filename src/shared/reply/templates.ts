import { words, type Words } from '../i18n/words'
import { SITUATIONS, type SituationId } from './situations'

/**
 * A reply's wording as a support lead owns it: a greeting, a closing and a signature; the
 * sentences the composer adds after an error's situation (a next try planned, due now, the
 * offer sent again once the customer has acted, none);
 * and one customer paragraph per situation. Zod-free: the renderer's dialog and the composer
 * read these; the stored form is checked in templates-schema.ts.
 */
export const GENERAL_TEMPLATE_FIELDS = [
  { key: 'greeting', name: words({ id: 'templates.box.greeting', defaultMessage: 'Greeting' }) },
  {
    key: 'next_try_line',
    name: words({ id: 'templates.box.next_try_line', defaultMessage: 'Next try sentence' }),
  },
  {
    key: 'due_now_line',
    name: words({ id: 'templates.box.due_now_line', defaultMessage: 'Next try due now sentence' }),
  },
  {
    key: 'after_fix_line',
    name: words({ id: 'templates.box.after_fix_line', defaultMessage: 'After the customer acts sentence' }),
  },
  {
    key: 'resend_once_public_line',
    name: words({
      id: 'templates.box.resend_once_public_line',
      defaultMessage: 'Resend once the inventory is public sentence',
    }),
  },
  {
    key: 'resend_once_url_line',
    name: words({
      id: 'templates.box.resend_once_url_line',
      defaultMessage: 'Resend once we have the trade URL sentence',
    }),
  },
  {
    key: 'we_check_line',
    name: words({ id: 'templates.box.we_check_line', defaultMessage: 'We are checking sentence' }),
  },
  { key: 'closing', name: words({ id: 'templates.box.closing', defaultMessage: 'Closing' }) },
  { key: 'signature', name: words({ id: 'templates.box.signature', defaultMessage: 'Signature' }) },
] as const

export type GeneralTemplateKey = (typeof GENERAL_TEMPLATE_FIELDS)[number]['key']
export type TemplateKey = GeneralTemplateKey | SituationId

/** The boxes a lead may write once for all languages (a language's own box overrides). */
export const SHARED_TEMPLATE_KEYS = ['greeting', 'closing', 'signature'] as const
export type SharedTemplateKey = (typeof SHARED_TEMPLATE_KEYS)[number]

/** The boxes that open and end a reply: item placeholders have no one value there. */
export const FRAME_TEMPLATE_KEYS: readonly TemplateKey[] = SHARED_TEMPLATE_KEYS

export type ReplyTemplates = Readonly<Record<TemplateKey, string>>
/** What a lead changed for one language; a missing key falls back to that language's default. */
export type TemplateOverrides = Readonly<Partial<Record<TemplateKey, string>>>
/** What a lead wrote once for every language. */
export type SharedTemplates = Readonly<Partial<Record<SharedTemplateKey, string>>>

const [greeting, ...lines] = GENERAL_TEMPLATE_FIELDS
const closingFields = lines.filter((field) => field.key === 'closing' || field.key === 'signature')
const sentenceFields = lines.filter((field) => field.key !== 'closing' && field.key !== 'signature')

/**
 * Every template, in the order the dialog shows them, with its textbox's name: its English is
 * ui-contract's ("Replies"), which tests find the boxes by.
 */
export const TEMPLATE_FIELDS: readonly { readonly key: TemplateKey; readonly name: Words }[] = [
  greeting,
  ...SITUATIONS.map((entry) => ({ key: entry.id as SituationId, name: entry.name })),
  ...sentenceFields,
  ...closingFields,
]

const NAMES = new Map<string, Words>(TEMPLATE_FIELDS.map((field) => [field.key, field.name]))

/** A box's name, in words. */
export function templateName(key: TemplateKey): Words {
  return NAMES.get(key)!
}

export const TEMPLATE_KEYS: readonly TemplateKey[] = TEMPLATE_FIELDS.map((field) => field.key)

/** One template is a few sentences: room for a lead's wording, not for a document. */
export const MAX_TEMPLATE_CHARS = 1_000
/** A whole stored set (every language): bounds the settings file and an imported one. */
export const MAX_TEMPLATE_SET_CHARS = 200_000
/** `Your name`, for a signature: one line, and short. Here, zod-free, so the dialog's box can say it too. */
export const MAX_AGENT_NAME_CHARS = 100

export function isTemplateKey(value: string): value is TemplateKey {
  return (TEMPLATE_KEYS as readonly string[]).includes(value)
}

const GENERAL_KEYS: readonly string[] = GENERAL_TEMPLATE_FIELDS.map((field) => field.key)

/**
 * The defaults, then what the lead wrote for all languages, then the language's own boxes.
 * A blank general box (greeting, closing, signature, an added sentence) is a choice: a reply
 * without it. A blank situation box falls back to the default, because it would leave the
 * customer's items unmentioned.
 */
export function withOverrides(
  defaults: ReplyTemplates,
  overrides: TemplateOverrides = {},
  shared: SharedTemplates = {},
): ReplyTemplates {
  const merged: Record<string, string> = { ...defaults, ...shared }
  for (const key of TEMPLATE_KEYS) {
    const override = overrides[key]
    if (override === undefined) continue
    if (override.trim() !== '' || GENERAL_KEYS.includes(key)) merged[key] = override
  }
  return merged as ReplyTemplates
}
