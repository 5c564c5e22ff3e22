import type { KeychainStatus } from '../../../shared/ipc'
import type { SecretStore } from './secret-store'

/**
 * Tokens held in this process only, for "keep it in memory for this session".
 *
 * This is not a plaintext fallback: nothing is ever written anywhere, and the tokens die with
 * the process (or with `clear()` on sign-out).
 */
export interface MemorySecretStore extends SecretStore {
  clear(): void
}

export function createMemorySecretStore(): MemorySecretStore {
  const tokens = new Map<string, string>()
  const available: KeychainStatus = { available: true }
  return {
    get: async (account) => tokens.get(account) ?? null,
    set: async (account, token) => {
      tokens.set(account, token)
    },
    delete: async (account) => tokens.delete(account),
    status: async () => available,
    clear: () => tokens.clear(),
  }
}
