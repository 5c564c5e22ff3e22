import type { SecretStore } from './secret-store'

export interface TrackedSecretStore extends SecretStore {
  /** Whether a call to the underlying store has not answered yet (an unlock prompt, a slow D-Bus). */
  waiting(): boolean
}

/**
 * Wraps a secret store to know when it is being waited on, so the window can say "Opening the
 * keychain…" instead of a blank start: a locked keyring or a macOS access prompt can keep a
 * keychain call open for as long as the person takes to answer.
 */
export function trackSecretStore(store: SecretStore): TrackedSecretStore {
  let inFlight = 0
  const tracked =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      inFlight += 1
      try {
        return await call(...args)
      } finally {
        inFlight -= 1
      }
    }
  return {
    get: tracked((account: string) => store.get(account)),
    set: tracked((account: string, token: string) => store.set(account, token)),
    delete: tracked((account: string) => store.delete(account)),
    status: tracked(() => store.status()),
    waiting: () => inFlight > 0,
  }
}
