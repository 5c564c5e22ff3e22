import { z } from 'zod'
import { MAX_BASE_URL_LENGTH, normalizeBaseUrl } from '../base-url'
import { ENVIRONMENTS, MAX_CATALOG_LABEL_LENGTH } from '../catalog/environments'
import { words } from '../i18n/words'
import { MAX_TIME_ZONE_NAME_LENGTH } from '../ipc/catalogs'
import { readCatalogZone } from '../reply/catalog-time'
import { readTeamSource } from '../reply/team-source'
import { teamSourceProblemWords } from '../reply/team-source-words'
import { SECRET_NAME } from '../secret-names'
import { RECENT_LOOKUPS_DAYS } from '../watch'
import { POLICY_REASONS } from './policy-reasons'
import { acceleratorSchema } from '../quick-answer/accelerator-schema'

/**
 * The machine-wide policy file IT deploys once (docs/admin/policy.md): the one source of its
 * shape. Everything about it is optional; what it sets, the agent cannot change in the app.
 *
 * It never carries a secret: a key named like a token, secret, password or authorization is
 * refused anywhere in the file, with its own reason, before the shape is checked. Each agent
 * signs in to a catalog themselves and the token stays in their keychain.
 */

/** The largest policy file read: a few dozen catalogs take a few kilobytes. */
export const MAX_POLICY_FILE_BYTES = 64 * 1024

/**
 * How deeply a policy may nest: it needs three levels (the file, `catalogs`, a catalog); the
 * rest is room for what a later field may need. Checked on the text before it is parsed.
 */
export const MAX_POLICY_DEPTH = 16

/** More catalogs than any team switches between; a bound on what one file can add to the menu. */
export const MAX_POLICY_CATALOGS = 50

/** Keys that could reach an object's prototype when the file is read into objects. */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])

/** Why a key is refused for what it is, before the shape is read. */
export type RefusedKey = 'prototype' | 'secret'

/** A key met while walking the file, and the key it sits under (null at the top level). */
interface KeyAt {
  /** An object's key, or an array's index as a number (`catalogs[1]`). */
  readonly key: string | number
  readonly under: KeyAt | null
  readonly value: unknown
}

function pathOf(entry: KeyAt): (string | number)[] {
  const path: (string | number)[] = []
  for (let at: KeyAt | null = entry; at !== null; at = at.under) path.push(at.key)
  return path.reverse()
}

/**
 * The first key anywhere in `value` that is refused for what it is, with its path. An array is
 * read as the object it is: its keys are its indexes, so a path reads `catalogs[1].token`.
 *
 * Walked with a stack of its own, not by recursion: however deeply a file nests, this check
 * cannot run out of call stack. Keys are met in the order a depth-first reading meets them.
 */
function refusedKey(value: unknown): { path: (string | number)[]; refused: RefusedKey } | null {
  const pending: KeyAt[] = []
  const pushEntriesOf = (parent: unknown, under: KeyAt | null): void => {
    if (parent === null || typeof parent !== 'object') return
    const keys = Object.keys(parent)
    const indexed = Array.isArray(parent)
    // Last key first, so the first is taken off the stack first.
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index] as string
      const value = (parent as Record<string, unknown>)[key]
      pending.push({ key: indexed ? Number(key) : key, under, value })
    }
  }
  pushEntriesOf(value, null)
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    const { key } = entry
    if (typeof key === 'string' && PROTOTYPE_KEYS.has(key))
      return { path: pathOf(entry), refused: 'prototype' }
    if (typeof key === 'string' && SECRET_NAME.test(key)) return { path: pathOf(entry), refused: 'secret' }
    pushEntriesOf(entry.value, entry)
  }
  return null
}

/** A catalog address, read as the connect form reads it, and kept in its normalised form. */
const policyBaseUrl = z
  .string()
  .max(MAX_BASE_URL_LENGTH * 2)
  .transform((text, context) => {
    const read = normalizeBaseUrl(text)
    if (read.ok) return read.baseUrl
    // Stryker disable next-line StringLiteral: equivalent: the words say it; the message is only for the log
    context.addIssue({ code: 'custom', message: read.message.id, params: { words: read.message } })
    return z.NEVER
  })

/** A catalog's time zone: an IANA name the app can read times in, kept in its canonical spelling. */
const policyTimeZone = z
  .string()
  .max(MAX_TIME_ZONE_NAME_LENGTH)
  .transform((name, context) => {
    const read = readCatalogZone(name)
    if (read.set) return read.zone
    const reason = words(POLICY_REASONS.timeZone, { zone: name.trim() })
    // Stryker disable next-line StringLiteral: equivalent: the words say it; the message is only for the log
    context.addIssue({ code: 'custom', message: 'not a time zone name', params: { words: reason } })
    return z.NEVER
  })

const policyCatalog = z.strictObject({
  label: z.string().trim().min(1).max(MAX_CATALOG_LABEL_LENGTH),
  baseUrl: policyBaseUrl,
  environment: z.enum(ENVIRONMENTS),
  timeZone: policyTimeZone.optional(),
})

export const teamTemplatesSourceSchema = z
  .string()
  .trim()
  .min(1)
  .superRefine((source, context) => {
    // Either system's paths: the running app refuses another system's when it checks the source.
    const read = readTeamSource(source, { system: 'any', setBy: 'policy' })
    if (read.ok) return
    const reason = teamSourceProblemWords(read.problem, source)
    // Stryker disable next-line StringLiteral: equivalent: the words say it; the message is only for the log
    context.addIssue({ code: 'custom', message: read.problem.kind, params: { words: reason } })
  })

const policyShape = z.strictObject({
  catalogs: z
    .array(policyCatalog)
    .max(MAX_POLICY_CATALOGS)
    .superRefine((catalogs, context) => {
      const seen = new Set<string>()
      catalogs.forEach((catalog, index) => {
        if (seen.has(catalog.baseUrl)) {
          context.addIssue({
            // Stryker disable next-line StringLiteral: equivalent: the words say it; the message is only for the log
            code: 'custom',
            path: [index, 'baseUrl'],
            message: 'listed twice',
            params: { words: words(POLICY_REASONS.duplicate, { address: catalog.baseUrl }) },
          })
        }
        seen.add(catalog.baseUrl)
      })
    })
    .optional(),
  teamTemplatesSource: teamTemplatesSourceSchema.optional(),
  /** Whether the connect screen offers the built-in demo catalog; offered when absent. */
  demoCatalog: z.boolean().optional(),
  /** Whether the app checks for updates; checked when absent. */
  updateChecks: z.boolean().optional(),
  /** Days Recent lookups keeps an item opened or a lookup (0: none); RECENT_LOOKUPS_DAYS.default when absent. */
  recentLookupsDays: z.number().int().min(RECENT_LOOKUPS_DAYS.min).max(RECENT_LOOKUPS_DAYS.max).optional(),
  /** The Quick answer's global shortcut (an Electron accelerator); the agent's choice, else the default, when absent. */
  quickAnswerShortcut: acceleratorSchema.optional(),
  /** Whether closing the main window keeps the app running in the tray; the agent's choice when absent. */
  keepRunningInTray: z.boolean().optional(),
})

/** The policy file's parsed JSON, refused keys first, then the shape. */
export const policySchema = z
  .unknown()
  .superRefine((value, context) => {
    const found = refusedKey(value)
    if (found === null) return
    context.addIssue({
      code: 'custom',
      path: found.path,
      // Stryker disable next-line StringLiteral: equivalent: main words it from `refused`; the message is only for the log
      message: `a ${found.refused} key`,
      params: { refused: found.refused },
      // Stryker disable next-line BooleanLiteral: equivalent: pipe() never reads the shape of a value with an issue, abort or not
      abort: true,
    })
  })
  .pipe(policyShape)

export type Policy = z.output<typeof policySchema>

/**
 * The keys a policy may have in the object at `path`: the file's own, or a catalog's; none
 * anywhere else. From the shapes above, so a key added there is offered here.
 */
export function allowedKeysAt(path: readonly PropertyKey[]): readonly string[] {
  if (path.length === 0) return Object.keys(policyShape.shape)
  if (path.length === 2 && path[0] === 'catalogs' && typeof path[1] === 'number')
    return Object.keys(policyCatalog.shape)
  return []
}
export type PolicyCatalog = z.output<typeof policyCatalog>
