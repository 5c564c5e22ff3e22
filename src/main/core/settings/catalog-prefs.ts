import { DEFAULT_PREFS } from '../../../shared/catalog/default-prefs'
import type { CatalogPrefs } from '../../../shared/ipc'
import type { Settings } from './settings-schema'

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
