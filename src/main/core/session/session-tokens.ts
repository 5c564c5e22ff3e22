import { fail, ok, type Result } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import type { Notice, TokenStorage } from '../../../shared/ipc'
import type { MemorySecretStore } from '../secrets/memory-secret-store'
import { KeychainUnavailableError, type SecretStore } from '../secrets/secret-store'
import { keychainUnavailable, noStoredToken } from './session-errors'

/**
 * Where a catalog's token is kept: the system keychain ("remember") or memory for this run.
 *
 * A catalog's token lives in at most one of the two, so switching between them also removes
 * it from the other. A keychain that cannot be reached is an answer, never a crash.
 */
export interface SessionTokens {
  /** Keeps `token` where the person chose; refused (with what to do) when the keychain cannot save. */
  keep(baseUrl: string, token: string, remember: boolean): Promise<Result<void>>
  /** The kept token and where it was found: memory first, then the keychain. */
  find(baseUrl: string): Promise<Result<{ readonly token: string; readonly storage: TokenStorage }>>
  /** Removes both; `tellUser` shows a notice when the keychain entry could not be removed. */
  forget(baseUrl: string, tellUser: boolean): Promise<void>
  /** Removes only the keychain entry (a catalog trimmed or forgotten, or memory chosen instead). */
  deleteFromKeychain(baseUrl: string, tellUser: boolean): Promise<void>
  /** Removes every token held in memory and the keychain entries of `baseUrls`, telling the user of a failure. */
  forgetAll(baseUrls: readonly string[]): Promise<void>
}

export interface SessionTokensDeps {
  readonly keychain: SecretStore
  readonly memory: MemorySecretStore
  readonly notify: (notice: Notice) => void
  readonly log: (line: string) => void
}

export function createSessionTokens({ keychain, memory, notify, log }: SessionTokensDeps): SessionTokens {
  const deleteFromKeychain = async (baseUrl: string, tellUser: boolean): Promise<void> => {
    try {
      await keychain.delete(baseUrl)
    } catch (error) {
      if (!(error instanceof KeychainUnavailableError)) throw error
      log(`session: could not delete the keychain entry for ${baseUrl}: ${error.reason}`)
      if (tellUser) {
        notify({
          id: `keychain-delete-failed-${baseUrl}`,
          level: 'warning',
          message: words(
            {
              id: 'keychain.notice.notRemoved',
              defaultMessage:
                'The stored token for {baseUrl} could not be removed from the system keychain ({reason}). Remove the "Catalog Browser" entry for it with your keychain manager.',
            },
            { baseUrl, reason: error.reason },
          ),
        })
      }
    }
  }

  return {
    async keep(baseUrl, token, remember) {
      if (remember) {
        try {
          await keychain.set(baseUrl, token)
        } catch (error) {
          if (!(error instanceof KeychainUnavailableError)) throw error
          // Not connected: the person chose the keychain, so they decide about memory.
          return fail(keychainUnavailable(error.reason, 'save'))
        }
        await memory.delete(baseUrl)
      } else {
        await memory.set(baseUrl, token)
        // "Do not remember" also means "forget what was remembered before".
        await deleteFromKeychain(baseUrl, false)
      }
      return ok(undefined)
    },
    async find(baseUrl) {
      const inMemory = await memory.get(baseUrl)
      if (inMemory !== null) return ok({ token: inMemory, storage: 'memory' })
      let stored: string | null
      try {
        stored = await keychain.get(baseUrl)
      } catch (error) {
        if (!(error instanceof KeychainUnavailableError)) throw error
        return fail(keychainUnavailable(error.reason, 'read'))
      }
      return stored === null ? fail(noStoredToken(baseUrl)) : ok({ token: stored, storage: 'keychain' })
    },
    async forget(baseUrl, tellUser) {
      await memory.delete(baseUrl)
      await deleteFromKeychain(baseUrl, tellUser)
    },
    deleteFromKeychain,
    async forgetAll(baseUrls) {
      memory.clear()
      for (const baseUrl of baseUrls) await deleteFromKeychain(baseUrl, true)
      log(`session: forgot the tokens of every catalog (${baseUrls.length} known)`)
    },
  }
}
