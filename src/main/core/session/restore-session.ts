import type { CatalogRef, Notice, SessionState, TokenStorage } from '../../../shared/ipc'
import type { Result } from '../../../shared/errors'
import type { LaunchOptions } from '../launch-options'
import { KeychainUnavailableError, type SecretStore } from '../secrets/secret-store'
import type { SettingsStore } from '../settings/settings-store'
import { catalogRef } from './known-catalogs'

export interface RestoreSessionDeps {
  readonly settings: SettingsStore
  readonly keychain: SecretStore
  readonly openDemo: () => Promise<Result<SessionState>>
  readonly activate: (catalog: CatalogRef, storage: TokenStorage, token: string) => Promise<void>
  /** A catalog to offer on the connect screen (a launch base URL without a token). */
  readonly suggest: (baseUrl: string) => void
  readonly notify: (notice: Notice) => void
  readonly log: (line: string) => void
}

/**
 * The session the app starts with: what the launch options ask for, or else the demo catalog
 * when it was the last one open, or else the last catalog used, with its token from the keychain. Never touches the network: the first list request
 * reports a 401 if a restored token has expired.
 */
export async function restoreSession(
  launch: LaunchOptions | undefined,
  deps: RestoreSessionDeps,
): Promise<void> {
  const { settings, keychain } = deps
  if (launch?.demo) {
    const opened = await deps.openDemo()
    if (!opened.ok) deps.notify({ id: 'launch-demo-failed', level: 'warning', message: opened.error.message })
    return
  }
  if (launch?.baseUrl !== undefined && launch.token !== undefined) {
    // For this run only: not written to the keychain, and the catalog is not added to
    // the known list, so automation leaves no trace beyond its preferences.
    await deps.activate(catalogRef(settings.current(), launch.baseUrl), 'launch', launch.token)
    return
  }
  if (launch?.baseUrl !== undefined) {
    deps.suggest(launch.baseUrl)
    return
  }
  if (settings.current().lastUsedDemo === true) {
    // Reopened as it was left; if it cannot start, the connect screen offers it again.
    const opened = await deps.openDemo()
    if (opened.ok) return
  }
  const lastUsed = settings.current().lastUsed
  if (lastUsed === null) return
  if (!(await keychain.status()).available) return
  try {
    const token = await keychain.get(lastUsed)
    if (token) await deps.activate(catalogRef(settings.current(), lastUsed), 'keychain', token)
  } catch (error) {
    if (!(error instanceof KeychainUnavailableError)) throw error
    deps.log(`session: could not read the stored token of ${lastUsed}: ${error.reason}`)
  }
}
