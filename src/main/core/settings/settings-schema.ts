import { ENVIRONMENTS } from '../../../shared/catalog/environments'
import { APP_LANGUAGE_CODES } from '../../../shared/i18n/app-languages'
import { z } from 'zod'
import { MAX_BASE_URL_LENGTH } from '../../../shared/base-url'
import { LOOKUP_CONCURRENCY } from '../../../shared/catalog/limits'
import { acceleratorSchema } from '../../../shared/quick-answer/accelerator-schema'
import { catalogPrefsSchema, normalisedBaseUrl, timeZoneName, type CatalogPrefs } from '../../../shared/ipc'

/**
 * The shape of `<userData>/settings.json`.
 *
 * Everything read from disk is checked: the file may have been edited by hand, cut short by a
 * crash on another OS, or written by a newer version. There is deliberately no field that
 * could hold a token: tokens live in the OS keychain or in memory, never here.
 */

/** Window bounds as the Electron shell last saw them. */
export const windowStateSchema = z.object({
  x: z.number().int().min(-100_000).max(100_000).optional(),
  y: z.number().int().min(-100_000).max(100_000).optional(),
  width: z.number().int().min(100).max(100_000),
  height: z.number().int().min(100).max(100_000),
  maximized: z.boolean(),
})

export const knownCatalogSchema = z.object({
  baseUrl: normalisedBaseUrl,
  label: z.string().min(1).max(2048),
  lastUsedAt: z.iso.datetime().nullable(),
  // Added later: absent in older files; an unknown value costs only this field.
  environment: z.enum(ENVIRONMENTS).optional().catch(undefined),
  // Added later, likewise: a zone this app cannot read (edited by hand, or gone from a later
  // time zone database) reads as Not set and costs only this field, never the catalog.
  timeZone: timeZoneName.optional().catch(undefined),
})

/**
 * What the agent set for the demo catalog (Edit catalog…). Its address changes every run, so
 * it is kept here rather than among the known catalogs; its label and environment are fixed.
 */
export const demoCatalogSchema = z.object({ timeZone: timeZoneName.optional().catch(undefined) })

/** Preferences of the demo catalog are kept under this key: its URL changes every run. */
export const DEMO_PREFS_KEY = 'demo'

/**
 * How many catalogs' preferences are kept. Entries are stored least recently changed first
 * (insertion order, which JSON keeps), so trimming drops from the front; without a bound the
 * file grows with every catalog ever opened and is rewritten whole on each change.
 */
export const MAX_STORED_PREFS = 200

/** Keeps the `MAX_STORED_PREFS` most recent entries (the last ones). */
export function keepRecentPrefs<T>(prefs: Record<string, T>): Record<string, T> {
  const keys = Object.keys(prefs)
  if (keys.length <= MAX_STORED_PREFS) return prefs
  return Object.fromEntries(keys.slice(-MAX_STORED_PREFS).map((key) => [key, prefs[key] as T]))
}

/** The entries that read as a catalog's view; the others are left out. */
function readablePrefs(entries: Record<string, unknown>): Record<string, CatalogPrefs> {
  const readable: Record<string, CatalogPrefs> = {}
  for (const [key, value] of Object.entries(entries)) {
    const parsed = catalogPrefsSchema.safeParse(value)
    if (parsed.success) readable[key] = parsed.data
  }
  return readable
}

export const settingsSchema = z.object({
  version: z.literal(1),
  catalogs: z.array(knownCatalogSchema).max(500),
  lastUsed: normalisedBaseUrl.nullable(),
  /** The demo catalog was the last one open: the next start opens it again (its address changes each run). */
  lastUsedDemo: z.boolean().optional(),
  demoCatalog: demoCatalogSchema.optional().catch(undefined),
  // Trimmed rather than refused: a long history is not corruption, and the newest entries are
  // kept. Each catalog's view is read on its own: one that cannot be read falls back to the
  // defaults for that catalog, and never costs the file (every other catalog's view with it).
  prefs: z
    .record(z.string().min(1).max(MAX_BASE_URL_LENGTH), z.unknown())
    .transform((entries) => keepRecentPrefs(readablePrefs(entries))),
  window: windowStateSchema.optional(),
  // Read and validated on their own by the watch service (watch-schema.ts): a bad watch list
  // is set aside alone, and never costs the agent their catalogs and preferences.
  watch: z.unknown().optional(),
  recent: z.unknown().optional(),
  watchOptions: z.unknown().optional(),
  // Likewise read on their own (replies/replies-service.ts): unreadable templates cost only themselves.
  replyTemplates: z.unknown().optional(),
  replyLanguages: z.unknown().optional(),
  /** Chosen in `App Language`; absent, the OS's languages decide. A value this version cannot read costs only itself. */
  appLanguage: z.enum(APP_LANGUAGE_CODES).optional().catch(undefined),
  /** Read on its own too (team-templates/team-templates-service.ts): where the team's set comes from, and whether it is used. */
  teamTemplates: z.unknown().optional(),
  /**
   * Bulk lookup (and list export) requests in flight per catalog, for a catalog that wants
   * fewer (or can take more). Edited by hand; a value out of bounds is ignored (the default
   * applies) rather than costing the whole file.
   */
  lookupConcurrency: z
    .number()
    .int()
    .min(LOOKUP_CONCURRENCY.min)
    .max(LOOKUP_CONCURRENCY.max)
    .optional()
    .catch(undefined),
  /**
   * The agent's Quick answer settings (the Quick answer settings dialog). Absent in older files;
   * a shortcut or an option this version cannot read costs only itself (the default applies).
   */
  quickAnswer: z
    .object({
      shortcut: acceleratorSchema.optional().catch(undefined),
      keepRunningInTray: z.boolean().optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
})

export type Settings = z.output<typeof settingsSchema>
export type StoredCatalog = z.output<typeof knownCatalogSchema>
export type WindowState = z.output<typeof windowStateSchema>

export const DEFAULT_SETTINGS: Settings = Object.freeze({
  version: 1,
  catalogs: [],
  lastUsed: null,
  prefs: {},
}) as Settings
