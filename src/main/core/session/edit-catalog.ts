import type { Environment } from '../../../shared/catalog/environments'
import { fail, ok, type Result } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import type { CatalogRef } from '../../../shared/ipc'
import type { Settings, StoredCatalog } from '../settings/settings-schema'
import { catalogLabel } from './catalog-label'
import { withCatalogUsed } from './known-catalogs'

/**
 * What `Edit catalog…` changes, and in which record.
 *
 * A catalog is its normalised base URL: the keychain account, the key of its view, watch list
 * and history. A connection made with `--base-url` and `CATALOG_API_TOKEN` is therefore to the
 * same catalog as one made in the connect form, and Edit catalog… edits the known entry for
 * that address. Such a connection adds no entry by itself (automation leaves no trace), so
 * when there is none yet, saving adds one: saving is the agent asking the app to remember
 * this catalog's details. The entry holds no token (the launch token is never stored), and
 * the catalog does not become the one the next start opens. The demo catalog's address
 * changes every run: only its time zone is kept, apart (`demoCatalog`); its label and
 * environment are fixed.
 */
export interface CatalogEdit {
  /** Empty means "named after its address". */
  readonly label?: string | undefined
  readonly environment?: Environment | undefined
  /** An IANA name, already checked; null is Not set. */
  readonly timeZone?: string | null | undefined
}

/** A record's zone field: the key left out when not set, as older files have it. */
function zoneField(timeZone: string | null | undefined): { timeZone?: string } {
  return timeZone ? { timeZone } : {}
}

function edited(catalog: StoredCatalog, edit: CatalogEdit): StoredCatalog {
  const { timeZone: kept, environment: was, ...rest } = catalog
  const environment = edit.environment ?? was
  return {
    ...rest,
    label: edit.label === undefined ? catalog.label : edit.label.trim() || catalogLabel(catalog.baseUrl),
    ...(environment ? { environment } : {}),
    ...zoneField(edit.timeZone === undefined ? kept : edit.timeZone),
  }
}

/**
 * The settings with `edit` applied to the catalog at `baseUrl`: a known one, or the one
 * connected now (`connected`) however it was connected. `at` is "now", for a new entry's
 * last use. Refused, with what to do, for any other address.
 */
export function withCatalogEdited(
  settings: Settings,
  baseUrl: string,
  edit: CatalogEdit,
  connected: CatalogRef | null,
  at: string,
): Result<Settings> {
  const isConnected = connected?.baseUrl === baseUrl
  if (isConnected && connected.demo) {
    if (edit.label !== undefined || edit.environment !== undefined) {
      return fail({
        kind: 'invalid_request',
        path: edit.label !== undefined ? 'label' : 'environment',
        message: words({
          id: 'error.edit.demoFixed',
          defaultMessage:
            'The demo catalog’s label and environment are fixed; only the time zone of its times can be set.',
        }),
      })
    }
    if (edit.timeZone === undefined) return ok(settings)
    return ok({ ...settings, demoCatalog: zoneField(edit.timeZone) })
  }
  const known = settings.catalogs.some((catalog) => catalog.baseUrl === baseUrl)
  if (!known && !isConnected) {
    return fail({
      kind: 'invalid_request',
      path: 'baseUrl',
      message: words(
        {
          id: 'error.edit.unknownCatalog',
          defaultMessage:
            '{catalog} is not among the known catalogs (it may have been forgotten). Connect to it first.',
        },
        { catalog: catalogLabel(baseUrl) },
      ),
    })
  }
  const withEntry = known
    ? settings
    : { ...withCatalogUsed(settings, baseUrl, at), lastUsed: settings.lastUsed }
  return ok({
    ...withEntry,
    catalogs: withEntry.catalogs.map((catalog) =>
      catalog.baseUrl === baseUrl ? edited(catalog, edit) : catalog,
    ),
  })
}
