import { z } from 'zod'
import { words } from '../i18n/words'
import { ERROR_MEANING_IDS } from './error-meanings'
import { MAX_ERROR_TABLE_ENTRIES, MAX_ERROR_TEXT_CHARS, type ErrorTable } from './error-table'
import { migrateErrorTable } from './error-table-migration'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from '../i18n/languages'
import { LEGACY_TEMPLATE_KEYS, migrateLanguageTemplates } from './templates-migration'
import { refusal, templateText } from './template-text-schema'
import {
  MAX_AGENT_NAME_CHARS,
  MAX_TEMPLATE_SET_CHARS,
  SHARED_TEMPLATE_KEYS,
  TEMPLATE_FIELDS,
  type SharedTemplates,
  type TemplateKey,
  type TemplateOverrides,
} from './templates'

const languageTemplatesSchema = z.strictObject(
  Object.fromEntries(TEMPLATE_FIELDS.map((field) => [field.key, templateText.optional()])) as Record<
    TemplateKey,
    z.ZodOptional<typeof templateText>
  >,
)

const languagesSchema = z.strictObject(
  Object.fromEntries(
    REPLY_LANGUAGE_CODES.map((code) => [code, languageTemplatesSchema.optional()]),
  ) as Record<ReplyLanguage, z.ZodOptional<typeof languageTemplatesSchema>>,
)

/** The first set's languages: its box keys renamed (templates-migration.ts) before they are checked. */
const legacyLanguagesSchema = z
  .record(z.string(), z.record(z.string(), z.unknown()))
  .transform((set) =>
    Object.fromEntries(
      Object.entries(set).map(([language, boxes]) => [
        language,
        migrateLanguageTemplates(boxes as Record<string, string | undefined>),
      ]),
    ),
  )
  .pipe(languagesSchema)

const sharedSchema = z.strictObject(
  Object.fromEntries(SHARED_TEMPLATE_KEYS.map((key) => [key, templateText.optional()])) as Record<
    (typeof SHARED_TEMPLATE_KEYS)[number],
    z.ZodOptional<typeof templateText>
  >,
)

const errorTableSchema = z
  .array(
    z.strictObject({
      contains: z
        .string()
        .trim()
        .refine(
          (text) => text.length >= 1,
          refusal(
            'an error table entry needs the text the error contains',
            words({
              id: 'templates.problem.errorTextMissing',
              defaultMessage: 'an error table entry needs the text the error contains',
            }),
          ),
        )
        .refine(
          (text) => text.length <= MAX_ERROR_TEXT_CHARS,
          refusal(
            `an error table entry is at most ${MAX_ERROR_TEXT_CHARS} characters`,
            words(
              {
                id: 'templates.problem.errorTextTooLong',
                defaultMessage: 'an error table entry is at most {max} characters',
              },
              { max: String(MAX_ERROR_TEXT_CHARS) },
            ),
          ),
        ),
      means: z.enum(ERROR_MEANING_IDS),
    }),
  )
  .refine(
    (table) => table.length <= MAX_ERROR_TABLE_ENTRIES,
    refusal(
      `the error table has at most ${MAX_ERROR_TABLE_ENTRIES} entries`,
      words(
        {
          id: 'templates.problem.tooManyErrors',
          defaultMessage: 'the error table has at most {max} entries',
        },
        { max: String(MAX_ERROR_TABLE_ENTRIES) },
      ),
    ),
  )
  // A copy of the old default rows gets today's (error-table-migration.ts), wherever a table is read.
  .transform(migrateErrorTable)

/**
 * A lead's reply wording: per language the boxes they changed, the greeting, closing and
 * signature written once for all languages, and the catalog error table (absent: the
 * defaults). Partial on every level: what is left out uses the default.
 */
export interface StoredReplyTemplates {
  readonly languages: Readonly<Partial<Record<ReplyLanguage, TemplateOverrides>>>
  readonly shared?: SharedTemplates
  readonly errorTable?: ErrorTable
  /** `Your name`, for `{agent_name}`: the agent's own, so never exported with the team's wording. */
  readonly agentName?: string
}

export const EMPTY_REPLY_TEMPLATES: StoredReplyTemplates = { languages: {} }

function totalChars(set: StoredReplyTemplates): number {
  const texts = [
    ...Object.values(set.languages).flatMap((boxes) => Object.values(boxes ?? {})),
    ...Object.values(set.shared ?? {}),
  ]
  return texts.reduce((total, text) => total + (text?.length ?? 0), 0)
}

const currentSchema = z.strictObject({
  languages: languagesSchema,
  shared: sharedSchema.optional(),
  errorTable: errorTableSchema.optional(),
  agentName: z
    .string()
    .trim()
    .refine(
      (name) => name.length <= MAX_AGENT_NAME_CHARS,
      refusal(
        `your name is at most ${MAX_AGENT_NAME_CHARS} characters`,
        words(
          { id: 'templates.problem.nameTooLong', defaultMessage: 'your name is at most {max} characters' },
          { max: String(MAX_AGENT_NAME_CHARS) },
        ),
      ),
    )
    .refine(
      (name) => !/[\p{Cc}]/u.test(name),
      refusal(
        'your name is one line, without control characters',
        words({
          id: 'templates.problem.nameControl',
          defaultMessage: 'your name is one line, without control characters',
        }),
      ),
    )
    .optional(),
})

const withinTotal = refusal(
  `all templates together are at most ${MAX_TEMPLATE_SET_CHARS} characters`,
  words(
    {
      id: 'templates.problem.setTooLong',
      defaultMessage: 'all templates together are at most {max} characters',
    },
    { max: String(MAX_TEMPLATE_SET_CHARS) },
  ),
)

/**
 * A stored set, as settings keep it. Checked on read and on write alike: each template at most
 * MAX_TEMPLATE_CHARS, the whole set at most MAX_TEMPLATE_SET_CHARS, no control characters but
 * line breaks and tabs; unknown languages or boxes are refused, with their name. A set saved by
 * the first version (languages at the top, old box keys) is read and moved to today's boxes.
 */
export const replyTemplatesSchema: z.ZodType<StoredReplyTemplates, unknown> = z
  .union([
    currentSchema,
    z
      .record(z.string(), z.unknown())
      .refine((set) => !('languages' in set))
      .pipe(legacyLanguagesSchema)
      .transform((languages) => ({ languages })),
  ])
  .refine((set) => totalChars(set as StoredReplyTemplates) <= MAX_TEMPLATE_SET_CHARS, withinTotal)
  .transform((set) => set as StoredReplyTemplates)

/** The file a lead exports and the team imports: tagged so another JSON file is refused by name. */
export const REPLY_TEMPLATES_FILE_FORMAT = 'catalog-browser-reply-templates'
export const REPLY_TEMPLATES_FILE_VERSION = 2

/**
 * The set's version a team file may carry (`Export for the team…` writes the next one): a
 * reader refuses a file whose number goes back, so an old copy never replaces a newer one.
 */
const setVersionSchema = z
  .number()
  .refine(
    (version) => Number.isInteger(version),
    refusal(
      'the set version is a whole number',
      words({ id: 'templates.problem.setVersionWhole', defaultMessage: 'the set version is a whole number' }),
    ),
  )
  .refine(
    (version) => version > 0,
    refusal(
      'the set version is 1 or more',
      words({ id: 'templates.problem.setVersionPositive', defaultMessage: 'the set version is 1 or more' }),
    ),
  )
  .refine(
    (version) => version <= Number.MAX_SAFE_INTEGER,
    refusal(
      'the set version is too large',
      words({ id: 'templates.problem.setVersionTooLarge', defaultMessage: 'the set version is too large' }),
    ),
  )

/**
 * Version 1 (the first export) holds only `templates` per language with the old box keys;
 * version 2 adds the boxes written for all languages, the error table and, in a team file,
 * the set's version: all optional, so one file is both an `Import…` file and a team file.
 */
const replyTemplatesFileShape = z.discriminatedUnion('version', [
  z.strictObject({
    format: z.literal(REPLY_TEMPLATES_FILE_FORMAT),
    version: z.literal(1),
    templates: legacyLanguagesSchema,
  }),
  z.strictObject({
    format: z.literal(REPLY_TEMPLATES_FILE_FORMAT),
    version: z.literal(REPLY_TEMPLATES_FILE_VERSION),
    setVersion: setVersionSchema.optional(),
    templates: languagesSchema,
    shared: sharedSchema.optional(),
    errorTable: errorTableSchema.optional(),
  }),
])

/** What a file of either version holds: version 1 has only `templates`, so no version check is needed. */
interface FileContents {
  readonly templates: StoredReplyTemplates['languages']
  readonly shared?: SharedTemplates | undefined
  readonly errorTable?: ErrorTable | undefined
  readonly setVersion?: number | undefined
}

function setOfFile(file: FileContents): StoredReplyTemplates {
  return {
    languages: file.templates,
    ...(file.shared ? { shared: file.shared } : {}),
    ...(file.errorTable ? { errorTable: file.errorTable } : {}),
  }
}

export const replyTemplatesFileSchema = replyTemplatesFileShape
  .transform(setOfFile)
  .refine((set) => totalChars(set) <= MAX_TEMPLATE_SET_CHARS, withinTotal)

/** A team file as the team reader keeps it: the set, and its version when the file has one. */
export interface TeamTemplatesFile {
  readonly setVersion: number | null
  readonly set: StoredReplyTemplates
}

/** The same file read for `Team templates from`: the set version kept rather than dropped. */
export const teamTemplatesFileSchema = replyTemplatesFileShape
  .transform((file: FileContents): TeamTemplatesFile => ({
    setVersion: file.setVersion ?? null,
    set: setOfFile(file),
  }))
  .refine((file) => totalChars(file.set) <= MAX_TEMPLATE_SET_CHARS, withinTotal)

/**
 * The JSON `Export…` writes: today's version, with only what the lead set. `Export for the
 * team…` passes the set version it publishes.
 */
export function replyTemplatesFile(set: StoredReplyTemplates, setVersion?: number): unknown {
  return {
    format: REPLY_TEMPLATES_FILE_FORMAT,
    version: REPLY_TEMPLATES_FILE_VERSION,
    ...(setVersion === undefined ? {} : { setVersion }),
    templates: set.languages,
    ...(set.shared ? { shared: set.shared } : {}),
    ...(set.errorTable ? { errorTable: set.errorTable } : {}),
  }
}

export { LEGACY_TEMPLATE_KEYS }
