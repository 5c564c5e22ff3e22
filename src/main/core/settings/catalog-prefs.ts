import { DEFAULT_PREFS } from '../../../shared/catalog/default-prefs'
import type { CatalogPrefs } from '../../../shared/ipc'
import { keepRecentPrefs, type Settings } from './settings-schema'

export function prefsFor(settings: Settings, key: string): CatalogPrefs {
  return settings.prefs[key] ?? DEFAULT_PREFS
}

/** The changed catalog moves to the end (most recent), so trimming never drops it. */
export function withPrefs(settings: Settings, key: string, prefs: CatalogPrefs): Settings {
  const { [key]: _previous, ...others } = settings.prefs
  return { ...settings, prefs: keepRecentPrefs({ ...others, [key]: prefs }) }
}

export function withoutPrefs(settings: Settings, key: string): Settings {
  const { [key]: _removed, ...rest } = settings.prefs
  return { ...settings, prefs: rest }
}
