import type { CatalogRef, KnownCatalog, KnownCatalogs } from '../../../shared/ipc'
import { DEFAULT_ENVIRONMENT, type Environment } from '../../../shared/catalog/environments'
import type { SecretStore } from '../secrets/secret-store'
import { withoutPrefs } from '../settings/catalog-prefs'
import { withoutRecords } from '../settings/catalog-records'
import type { Settings } from '../settings/settings-schema'
import { catalogLabel } from './catalog-label'

/**
 * The catalogs a person has connected to, most recent first, as kept in settings (never with
 * a token: whether one is stored is asked of the keychain each time).
 */

/**
 * Known catalogs kept in settings; the least recently used are dropped beyond this. The
 * settings schema allows more (500), so a file written by a later version with a higher
 * limit is still read, then trimmed here on the next use.
 */
export const MAX_KNOWN_CATALOGS = 100

/** What the agent says about a catalog: empty or absent label means "named after its address". */
export interface CatalogDetails {
  readonly label?: string | undefined
  readonly environment?: Environment | undefined
}

/**
 * The catalog as the app shows it: its label, environment and time zone from settings, else
 * named after its address, with no zone set.
 */
export function catalogRef(settings: Settings, baseUrl: string): CatalogRef {
  const known = settings.catalogs.find((catalog) => catalog.baseUrl === baseUrl)
  return {
    baseUrl,
    label: known?.label ?? catalogLabel(baseUrl),
    environment: known?.environment ?? DEFAULT_ENVIRONMENT,
    demo: false,
    timeZone: known?.timeZone ?? null,
  }
}

/**
 * The connected catalog as settings describe it now (Edit catalog… may have changed it since
 * it was connected); the demo's label and environment are fixed, its zone kept apart.
 */
export function describeCatalog(settings: Settings, catalog: CatalogRef): CatalogRef {
  if (!catalog.demo) return catalogRef(settings, catalog.baseUrl)
  return { ...catalog, timeZone: settings.demoCatalog?.timeZone ?? null }
}

/**
 * Marks the catalog as used now (first in the list, "last used"), keeping the label and
 * environment it has unless `details` gives new ones.
 */
export function withCatalogUsed(
  settings: Settings,
  baseUrl: string,
  at: string,
  details: CatalogDetails = {},
): Settings {
  const existing = settings.catalogs.find((catalog) => catalog.baseUrl === baseUrl)
  const others = settings.catalogs.filter((catalog) => catalog.baseUrl !== baseUrl)
  const environment = details.environment ?? existing?.environment
  const used = {
    baseUrl,
    label: details.label?.trim() || existing?.label || catalogLabel(baseUrl),
    lastUsedAt: at,
    ...(environment ? { environment } : {}),
  }
  return { ...settings, catalogs: [used, ...others].slice(0, MAX_KNOWN_CATALOGS), lastUsed: baseUrl }
}

/** Drops the catalog, its preferences, watch list and history, and "last used" if it was. */
export function withoutCatalog(settings: Settings, baseUrl: string): Settings {
  return {
    ...withoutRecords(withoutPrefs(settings, baseUrl), baseUrl),
    catalogs: settings.catalogs.filter((catalog) => catalog.baseUrl !== baseUrl),
    lastUsed: settings.lastUsed === baseUrl ? null : settings.lastUsed,
  }
}

/** Catalogs known in `before` and no longer in `after` (trimmed beyond MAX_KNOWN_CATALOGS). */
export function droppedCatalogs(before: Settings, after: Settings): string[] {
  const kept = new Set(after.catalogs.map((catalog) => catalog.baseUrl))
  return before.catalogs.map((catalog) => catalog.baseUrl).filter((baseUrl) => !kept.has(baseUrl))
}

function byMostRecentUse(a: KnownCatalog, b: KnownCatalog): number {
  return (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? '')
}

export async function listKnownCatalogs(
  settings: Settings,
  keychain: SecretStore,
  memory: Pick<SecretStore, 'get'>,
): Promise<KnownCatalogs> {
  const status = await keychain.status()
  const catalogs = await Promise.all(
    settings.catalogs.map(async (catalog): Promise<KnownCatalog> => {
      // An unreadable keychain means "no token we can use", not an error for the whole list.
      const hasStoredToken = status.available
        ? await keychain.get(catalog.baseUrl).then(
            (token) => token !== null,
            () => false,
          )
        : false
      return {
        baseUrl: catalog.baseUrl,
        label: catalog.label,
        environment: catalog.environment ?? DEFAULT_ENVIRONMENT,
        lastUsedAt: catalog.lastUsedAt,
        hasStoredToken,
        hasSessionToken: (await memory.get(catalog.baseUrl)) !== null,
      }
    }),
  )
  return { catalogs: catalogs.sort(byMostRecentUse), lastUsed: settings.lastUsed }
}
