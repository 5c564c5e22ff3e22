import type { AppLanguage } from '../../../shared/i18n/app-languages'
import type { Emit } from '../events/event-bus'
import type { SettingsStore } from '../settings/settings-store'
import { appLanguageForSystem } from './system-language'

/**
 * The language of the app's own words: the one the agent chose in `App Language`, kept in
 * settings.json, else the closest of the six to the OS's languages (read once, at start).
 * The reply language is a separate choice (replies-service.ts): an agent may read the app in
 * German and answer a customer in Spanish.
 */
export interface AppLanguageService {
  current(): AppLanguage
  /** Remembers the agent's choice and tells the window, which changes its words at once. */
  choose(language: AppLanguage): Promise<void>
}

export function createAppLanguageService(deps: {
  readonly settings: SettingsStore
  /** The OS's languages, most preferred first. */
  readonly systemLanguages: readonly string[]
  /** Sends `app:languageChanged` when the choice changes the language. */
  readonly emit: Emit
}): AppLanguageService {
  const fromSystem = appLanguageForSystem(deps.systemLanguages)
  const current = () => deps.settings.current().appLanguage ?? fromSystem
  return {
    current,
    async choose(language) {
      const before = current()
      await deps.settings.update((settings) => ({ ...settings, appLanguage: language }))
      if (language !== before) deps.emit('app:languageChanged', { language })
    },
  }
}
