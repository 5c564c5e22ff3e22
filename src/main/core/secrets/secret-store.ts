import type { KeychainStatus } from '../../../shared/ipc'

/**
 * Where access tokens are kept, one per catalog (account = the catalog's normalised base URL).
 *
 * A small interface so the keychain library is a one-file choice (keytar is archived
 * upstream; Electron's safeStorage would be the likely successor), and so "keep it in memory
 * for this session" is the same shape as "keep it in the keychain".
 */
export interface SecretStore {
  /** The stored token, or null when there is none. Rejects with KeychainUnavailableError. */
  get(account: string): Promise<string | null>
  /** Stores (or replaces) the token. Rejects with KeychainUnavailableError. */
  set(account: string, token: string): Promise<void>
  /** Removes the token; true when one was there. Rejects with KeychainUnavailableError. */
  delete(account: string): Promise<boolean>
  /** Whether the store can be used right now; cheap, and never rejects. */
  status(): Promise<KeychainStatus>
}

/**
 * The keychain cannot be used: no Secret Service, locked, dismissed, or keytar did not load.
 *
 * `reason` is plain words for a person and never contains the token, so it can travel to the
 * renderer as-is.
 */
export class KeychainUnavailableError extends Error {
  override readonly name = 'KeychainUnavailableError'

  constructor(readonly reason: string) {
    super(`The system keychain is not available: ${reason}.`)
  }
}
