import { ok, type Result } from '../../../shared/errors'
import type { CatalogRef, KnownCatalogs } from '../../../shared/ipc'
import type { MemorySecretStore } from '../secrets/memory-secret-store'
import type { SecretStore } from '../secrets/secret-store'
import type { Settings } from '../settings/settings-schema'
import type { SettingsStore } from '../settings/settings-store'
import { checkedBaseUrl } from './connect-check'
import { withCatalogEdited, type CatalogEdit } from './edit-catalog'
import {
  listKnownCatalogs,
  withCatalogUsed,
  withoutCatalog,
  droppedCatalogs,
  type CatalogDetails,
} from './known-catalogs'
import type { SessionTokens } from './session-tokens'

/**
 * The known catalogs kept in settings, with their tokens kept in step.
 *
 * Its own piece because changing the list is a job apart from which catalog is connected: a
 * catalog that leaves the list must take its token with it, whichever operation removed it,
 * while the session manager only says when a catalog was used, edited or forgotten.
 */
export interface CatalogList {
  list(): Promise<KnownCatalogs>
  /** Marks the catalog used (first in the list, and the one the next start opens). */
  recordUse(baseUrl: string, details?: CatalogDetails): Promise<void>
  /** Label, environment and time zone of a known catalog or the connected one (edit-catalog.ts). */
  edit(rawBaseUrl: string, edit: CatalogEdit): Promise<Result<KnownCatalogs>>
  /** Removes the catalog's entry, records and token. */
  forget(baseUrl: string): Promise<void>
}

export interface CatalogListDeps {
  readonly settings: SettingsStore
  readonly keychain: SecretStore
  readonly memory: MemorySecretStore
  readonly tokens: SessionTokens
  /** The connected catalog, which can be edited however it was connected. */
  readonly connected: () => CatalogRef | null
  readonly log: (line: string) => void
  readonly now: () => Date
}

export function createCatalogList(deps: CatalogListDeps): CatalogList {
  const { settings, keychain, memory, tokens, log, now } = deps

  /**
   * Changes the known catalogs. One trimmed off the list beyond MAX_KNOWN_CATALOGS is
   * forgotten whole, as if by Forget catalog: with no entry left in the menu, its token,
   * watch list and history would otherwise stay with nothing to remove them.
   */
  const changeCatalogs = async (change: (current: Settings) => Settings) => {
    let trimmed: string[] = []
    await settings.update((current) => {
      const changed = change(current)
      trimmed = droppedCatalogs(current, changed)
      return trimmed.reduce(withoutCatalog, changed)
    })
    for (const dropped of trimmed) {
      await tokens.forget(dropped, false)
      log(`session: ${dropped} was trimmed from the known catalogs; its token and records were removed`)
    }
  }

  const list = () => listKnownCatalogs(settings.current(), keychain, memory)

  return {
    list,
    recordUse: (baseUrl, details) =>
      changeCatalogs((current) => withCatalogUsed(current, baseUrl, now().toISOString(), details)),
    edit: async (rawBaseUrl, edit) => {
      const checked = checkedBaseUrl(rawBaseUrl)
      if (!checked.ok) return checked
      let refused = null as Result<never> | null
      const at = now().toISOString()
      await changeCatalogs((current) => {
        const edited = withCatalogEdited(current, checked.data, edit, deps.connected(), at)
        if (edited.ok) return edited.data
        refused = edited
        return current
      })
      // The connected catalog's header and zone are read again on the window's next session:get.
      return refused ?? ok(await list())
    },
    forget: async (baseUrl) => {
      await settings.update((current) => withoutCatalog(current, baseUrl))
      await tokens.forget(baseUrl, true)
    },
  }
}
