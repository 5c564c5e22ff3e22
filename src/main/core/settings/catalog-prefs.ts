import { EMPTY_FILTERS } from '../../../shared/catalog'
import type { CatalogPrefs } from '../../../shared/ipc'
import type { Settings } from './settings-schema'

/** What a catalog opens with before the user changed anything. */
export const DEFAULT_PREFS: CatalogPrefs = Object.freeze({ pageSize: 25, page: 1, filters: EMPTY_FILTERS })

export function prefsFor(settings: Settings, key: string): CatalogPrefs {
  return settings.prefs[key] ?? DEFAULT_PREFS
}

export function withPrefs(settings: Settings, key: string, prefs: CatalogPrefs): Settings {
  return { ...settings, prefs: { ...settings.prefs, [key]: prefs } }
}

export function withoutPrefs(settings: Settings, key: string): Settings {
  const { [key]: _removed, ...rest } = settings.prefs
  return { ...settings, prefs: rest }
}
