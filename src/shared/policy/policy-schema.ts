import { z } from 'zod'
import { MAX_BASE_URL_LENGTH, normalizeBaseUrl } from '../base-url'
import { ENVIRONMENTS, MAX_CATALOG_LABEL_LENGTH } from '../catalog/environments'
import { timeZoneName } from '../ipc/catalogs'
import { readTeamSource, type TeamSourceProblem } from '../reply/team-source'
import { MAX_TEAM_SOURCE_CHARS } from '../reply/team-templates'
import { SECRET_NAME } from '../secret-names'
import { RECENT_LOOKUPS_DAYS } from '../watch'

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

/** A key met while walking the file, and the key it sits under (null at the top level). */
interface KeyAt {
  readonly key: string
  readonly under: KeyAt | null
  readonly value: unknown
}

function pathText(entry: KeyAt): string {
  const path: string[] = []
  for (let at = entry.under; at !== null; at = at.under) path.push(at.key)
  return path.length === 0 ? 'at the top level' : `at ${path.reverse().join('.')}`
}

/**
 * The first key anywhere in `value` that is refused for what it is, with the reason. An array
 * is read as the object it is: its keys are its indexes, so a path reads `catalogs.1`.
 *
 * Walked with a stack of its own, not by recursion: however deeply a file nests, this check
 * cannot run out of call stack. Keys are met in the order a depth-first reading meets them.
 */
function refusedKey(value: unknown): string | null {
  const pending: KeyAt[] = []
  const pushEntriesOf = (parent: unknown, under: KeyAt | null): void => {
    if (parent === null || typeof parent !== 'object') return
    const keys = Object.keys(parent)
    // Last key first, so the first is taken off the stack first.
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index] as string
      pending.push({ key, under, value: (parent as Record<string, unknown>)[key] })
    }
  }
  pushEntriesOf(value, null)
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    const { key } = entry
    if (PROTOTYPE_KEYS.has(key)) {
      return `the key "${key}" ${pathText(entry)} is not allowed: it could change how the app reads every object`
    }
    if (SECRET_NAME.test(key)) {
      return `the key "${key}" ${pathText(entry)} looks like a secret, and a policy never carries a token or password: remove it (each agent signs in themselves; the token stays in their keychain)`
    }
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
    // Stryker disable next-line StringLiteral: equivalent: the line says the message; only unrecognized_keys is read by its code (zod-issue.ts)
    context.addIssue({ code: 'custom', message: read.message.id, params: { words: read.message } })
    return z.NEVER
  })

const policyCatalog = z.strictObject({
  label: z
    .string()
    .trim()
    .min(1, 'name the catalog as agents should see it')
    .max(MAX_CATALOG_LABEL_LENGTH, `at most ${MAX_CATALOG_LABEL_LENGTH} characters`),
  baseUrl: policyBaseUrl,
  environment: z.enum(ENVIRONMENTS, { error: `one of ${ENVIRONMENTS.join(', ')}` }),
  timeZone: timeZoneName.optional(),
})

/**
 * Where team templates come from: the Reply templates dialog's rule (reply/team-source.ts), each
 * problem said for the IT reader of the policy line.
 */
const SOURCE_PROBLEMS: Record<TeamSourceProblem['kind'], string> = {
  'too-long': `at most ${MAX_TEAM_SOURCE_CHARS} characters`,
  'not-absolute': 'a file path must be absolute, such as /srv/team/templates.json',
  'bad-url': 'this is not a URL; use an https:// address or an absolute file path',
  credentials: 'remove the user name and password from the address',
  'secret-in-query': 'remove the token from the address: a policy never carries a secret',
  'plain-http': 'plain http:// is only for this computer; use the https:// address',
  scheme: 'an address must start with https://',
  // Never said for a policy, which may name a share or a device path, on either system.
  'network-path': 'a network path is read only when a policy names it',
  'device-path': 'a device path is read only when a policy names it',
  'other-system': 'a path of another system',
}

export const teamTemplatesSourceSchema = z
  .string()
  .trim()
  .min(1, 'a file path or an https URL')
  .superRefine((source, context) => {
    // Either system's paths: the running app refuses another system's when it checks the source.
    const read = readTeamSource(source, { system: 'any', setBy: 'policy' })
    // Stryker disable next-line StringLiteral: equivalent: the line says the message; only unrecognized_keys is read by its code (zod-issue.ts)
    if (!read.ok) context.addIssue({ code: 'custom', message: SOURCE_PROBLEMS[read.problem.kind] })
  })

const RECENT_DAYS_TEXT = `a whole number of days from ${RECENT_LOOKUPS_DAYS.min} to ${RECENT_LOOKUPS_DAYS.max}`

const policyShape = z.strictObject({
  catalogs: z
    .array(policyCatalog)
    .max(MAX_POLICY_CATALOGS, `at most ${MAX_POLICY_CATALOGS} catalogs`)
    .superRefine((catalogs, context) => {
      const seen = new Set<string>()
      catalogs.forEach((catalog, index) => {
        if (seen.has(catalog.baseUrl)) {
          context.addIssue({
            // Stryker disable next-line StringLiteral: equivalent: the line says the message; only unrecognized_keys is read by its code (zod-issue.ts)
            code: 'custom',
            path: [index, 'baseUrl'],
            message: `${catalog.baseUrl} is listed twice`,
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
  recentLookupsDays: z
    .number({ error: RECENT_DAYS_TEXT })
    .int(RECENT_DAYS_TEXT)
    .min(RECENT_LOOKUPS_DAYS.min, RECENT_DAYS_TEXT)
    .max(RECENT_LOOKUPS_DAYS.max, RECENT_DAYS_TEXT)
    .optional(),
})

/** The policy file's parsed JSON, refused keys first, then the shape. */
export const policySchema = z
  .unknown()
  .superRefine((value, context) => {
    const refused = refusedKey(value)
    // Stryker disable next-line StringLiteral,BooleanLiteral: equivalent: the message is what is said, and pipe() never reads the shape of a value with an issue, abort or not
    if (refused) context.addIssue({ code: 'custom', message: refused, abort: true })
  })
  .pipe(policyShape)

export type Policy = z.output<typeof policySchema>
export type PolicyCatalog = z.output<typeof policyCatalog>
