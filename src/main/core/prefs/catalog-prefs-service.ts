import { ok, type Result } from '../../../shared/errors'
import type { CatalogPrefs } from '../../../shared/ipc'
import { NO_SESSION } from '../session/no-session'
import type { SessionManager } from '../session/session-manager'
import { prefsFor, withPrefs } from '../settings/catalog-prefs'
import type { SettingsStore } from '../settings/settings-store'

/**
 * Page size, page and filters of the connected catalog, remembered per catalog (the demo
 * catalog under one fixed key, since its address changes every run).
 */
export interface CatalogPrefsService {
  get(): Result<CatalogPrefs>
  set(prefs: CatalogPrefs): Promise<Result<CatalogPrefs>>
}

export function createCatalogPrefsService(
  session: Pick<SessionManager, 'current'>,
  settings: SettingsStore,
): CatalogPrefsService {
  return {
    get() {
      const active = session.current()
      return active ? ok(prefsFor(settings.current(), active.prefsKey)) : NO_SESSION
    },
    async set(prefs) {
      const active = session.current()
      if (!active) return NO_SESSION
      const saved = await settings.update((current) => withPrefs(current, active.prefsKey, prefs))
      return ok(prefsFor(saved, active.prefsKey))
    },
  }
}
