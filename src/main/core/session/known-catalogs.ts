import type { KnownCatalog, KnownCatalogs } from '../../../shared/ipc'
import type { SecretStore } from '../secrets/secret-store'
import { withoutPrefs } from '../settings/catalog-prefs'
import type { Settings } from '../settings/settings-schema'
import { catalogLabel } from './catalog-label'

/**
 * The catalogs a person has connected to, most recent first, as kept in settings (never with
 * a token: whether one is stored is asked of the keychain each time).
 */

/** Known catalogs kept in settings; the oldest are dropped beyond this. */
const MAX_KNOWN_CATALOGS = 100

export function withCatalogUsed(settings: Settings, baseUrl: string, at: string): Settings {
  const others = settings.catalogs.filter((catalog) => catalog.baseUrl !== baseUrl)
  const catalogs = [{ baseUrl, label: catalogLabel(baseUrl), lastUsedAt: at }, ...others].slice(
    0,
    MAX_KNOWN_CATALOGS,
  )
  return { ...settings, catalogs, lastUsed: baseUrl }
}

/** Drops the catalog, its preferences, and "last used" if it was. */
export function withoutCatalog(settings: Settings, baseUrl: string): Settings {
  return {
    ...withoutPrefs(settings, baseUrl),
    catalogs: settings.catalogs.filter((catalog) => catalog.baseUrl !== baseUrl),
    lastUsed: settings.lastUsed === baseUrl ? null : settings.lastUsed,
  }
}

function byMostRecentUse(a: KnownCatalog, b: KnownCatalog): number {
  return (b.lastUsedAt ?? '').localeCompare(a.lastUsedAt ?? '')
}

export async function listKnownCatalogs(settings: Settings, keychain: SecretStore): Promise<KnownCatalogs> {
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
        lastUsedAt: catalog.lastUsedAt,
        hasStoredToken,
      }
    }),
  )
  return { catalogs: catalogs.sort(byMostRecentUse), lastUsed: settings.lastUsed }
}
