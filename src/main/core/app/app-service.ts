import { ok } from '../../../shared/errors'
import type { AppInfo, Notice, PolicyState, ServiceImplementation, StartupState } from '../../../shared/ipc'
import type { AppLanguageService } from '../app-language/app-language-service'
import { safeExternalUrl } from './external-url'

export interface AppServiceDeps {
  readonly appInfo: AppInfo
  readonly startup: () => StartupState
  readonly notices: () => readonly Notice[]
  readonly appLanguage: AppLanguageService
  /** What the organization's policy decides for the window. */
  readonly policy: PolicyState
  readonly openExternal: (url: string) => Promise<void>
  readonly writeClipboard: (text: string) => Promise<void>
}

/** The window's `app` service: the app itself and what the window asks of the desktop. */
export function createAppService(deps: AppServiceDeps): ServiceImplementation<'app'> {
  return {
    appInfo: async () => ok(deps.appInfo),
    startup: async () => ok(deps.startup()),
    notices: async () => ok(deps.notices()),
    appLanguage: async () => ok(deps.appLanguage.current()),
    policy: async () => ok(deps.policy),
    openExternal: async ({ url }) => {
      const safe = safeExternalUrl(url)
      if (!safe.ok) return safe
      await deps.openExternal(safe.data) // eng-disable OPEN_EXTERNAL_JS_CHECK: parsed, re-serialised https URL only
      return ok({ opened: true } as const)
    },
    copyText: async ({ text }) => {
      await deps.writeClipboard(text)
      return ok({ copied: true } as const)
    },
  }
}
