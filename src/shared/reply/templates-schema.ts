import { z } from 'zod'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from './languages'
import {
  MAX_TEMPLATE_CHARS,
  MAX_TEMPLATE_SET_CHARS,
  TEMPLATE_FIELDS,
  type TemplateKey,
  type TemplateOverrides,
} from './templates'

/** Control characters other than line breaks and tabs: invisible in the dialog, garbage in a help desk. */
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/

/** A template's text; Windows line breaks (a file saved on Windows) are read as plain ones. */
const templateText = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, '\n'))
  .pipe(
    z
      .string()
      .max(MAX_TEMPLATE_CHARS, `a template is at most ${MAX_TEMPLATE_CHARS} characters`)
      .refine(
        (text) => !CONTROL.test(text),
        'a template may hold line breaks, but no other control characters',
      ),
  )

const languageTemplatesSchema = z.strictObject(
  Object.fromEntries(TEMPLATE_FIELDS.map((field) => [field.key, templateText.optional()])) as Record<
    TemplateKey,
    z.ZodOptional<typeof templateText>
  >,
)

export type StoredReplyTemplates = Readonly<Partial<Record<ReplyLanguage, TemplateOverrides>>>

function totalChars(set: StoredReplyTemplates): number {
  let total = 0
  for (const templates of Object.values(set)) {
    for (const text of Object.values(templates ?? {})) total += text?.length ?? 0
  }
  return total
}

/**
 * A stored set of reply templates, as settings keep it and as a lead exports and imports it.
 *
 * Partial on every level: a language or a template left out uses the default. Checked on
 * read and on write alike: each template at most MAX_TEMPLATE_CHARS, the whole set at most
 * MAX_TEMPLATE_SET_CHARS, no control characters but line breaks and tabs. Unknown languages
 * or template names are refused, with their name, rather than kept unseen.
 */
export const replyTemplatesSchema = z
  .strictObject(
    Object.fromEntries(
      REPLY_LANGUAGE_CODES.map((code) => [code, languageTemplatesSchema.optional()]),
    ) as Record<ReplyLanguage, z.ZodOptional<typeof languageTemplatesSchema>>,
  )
  .refine((set) => totalChars(set as StoredReplyTemplates) <= MAX_TEMPLATE_SET_CHARS, {
    message: `all templates together are at most ${MAX_TEMPLATE_SET_CHARS} characters`,
  })

/** The file a lead exports and the team imports: tagged so another JSON file is refused by name. */
export const REPLY_TEMPLATES_FILE_FORMAT = 'catalog-browser-reply-templates'

export const replyTemplatesFileSchema = z.strictObject({
  format: z.literal(REPLY_TEMPLATES_FILE_FORMAT),
  version: z.literal(1),
  templates: replyTemplatesSchema,
})

export type ReplyTemplatesFile = z.output<typeof replyTemplatesFileSchema>
