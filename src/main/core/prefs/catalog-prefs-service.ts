import { ok } from '../../../shared/errors'
import type { ServiceImplementation } from '../../../shared/ipc'
import { NO_SESSION } from '../session/no-session'
import type { SessionManager } from '../session/session-manager'
import { prefsFor, withPrefs } from '../settings/catalog-prefs'
import type { SettingsStore } from '../settings/settings-store'

/**
 * Page size, page and filters of the connected catalog, remembered per catalog (the demo
 * catalog under one fixed key, since its address changes every run).
 */
export type CatalogPrefsService = Pick<ServiceImplementation<'items'>, 'getPrefs' | 'setPrefs'>

export function createCatalogPrefsService(
  session: Pick<SessionManager, 'current'>,
  settings: SettingsStore,
): CatalogPrefsService {
  return {
    async getPrefs() {
      const active = session.current()
      return active ? ok(prefsFor(settings.current(), active.prefsKey)) : NO_SESSION
    },
    async setPrefs(prefs) {
      const active = session.current()
      if (!active) return NO_SESSION
      const saved = await settings.update((current) => withPrefs(current, active.prefsKey, prefs))
      return ok(prefsFor(saved, active.prefsKey))
    },
  }
}
