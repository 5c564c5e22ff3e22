import { randomBytes } from 'node:crypto'
import type { KeychainStatus } from '../../../shared/ipc'
import { KEYTAR_LOAD_FAILED, keychainReason } from './keychain-errors'
import { KeychainUnavailableError, type SecretStore } from './secret-store'
import { setClampedTimeout } from '../timers/clamped-timeout'

/**
 * The OS keychain through keytar: macOS Keychain, Windows Credential Manager, Secret Service
 * (gnome-keyring, KWallet) on Linux.
 *
 * THE ONLY module that touches keytar. keytar is archived upstream, so keeping it here makes
 * a later switch (e.g. Electron safeStorage) a one-file change. It is loaded lazily inside a
 * try: a native module that fails to load (wrong ABI, missing libsecret) must turn into "the
 * keychain is unavailable", never into an app that does not start.
 */

/** The part of keytar this store uses. */
export interface KeytarModule {
  getPassword(service: string, account: string): Promise<string | null>
  setPassword(service: string, account: string, password: string): Promise<void>
  deletePassword(service: string, account: string): Promise<boolean>
}

export interface KeytarSecretStoreOptions {
  /** The keychain "service" every entry is filed under; e2e runs pass a private one. */
  readonly serviceName?: string
  /**
   * How keytar is loaded. Only tests pass another loader, to drive a real failed load (a module
   * that does not exist) through the same path a broken native build takes.
   */
  readonly loadModule?: () => Promise<unknown>
  /**
   * How long one keychain call may take. Generous, because the OS may be showing an unlock
   * prompt that a person is typing into.
   */
  readonly operationTimeoutMs?: number
  /** How long the availability probe may take: it runs on the way to the first screen. */
  readonly probeTimeoutMs?: number
}

export const DEFAULT_SERVICE_NAME = 'Catalog Browser'
/** Prefix of the throwaway entry the availability probe writes and deletes again. */
export const PROBE_ACCOUNT_PREFIX = 'catalog-browser-availability-probe-'

// Stryker disable all: only the real-keychain tests load it, in a child process without mutants
async function loadKeytar(): Promise<unknown> {
  // In the CommonJS main bundle, plain require loads the native module the classic, asar-aware
  // way; under ESM runners (vitest) require does not exist and import() does the same job.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (typeof require === 'function') return require('keytar') as unknown
  return import('keytar')
}
// Stryker restore all

function asKeytar(loaded: unknown): KeytarModule | null {
  // A CommonJS module imported dynamically arrives as its namespace; its exports sit on `default`.
  const candidates = [loaded, (loaded as { default?: unknown } | null)?.default]
  for (const candidate of candidates) {
    const module = candidate as Partial<KeytarModule> | null | undefined
    if (
      typeof module?.getPassword === 'function' &&
      typeof module.setPassword === 'function' &&
      typeof module.deletePassword === 'function'
    ) {
      return module as KeytarModule
    }
  }
  return null
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setClampedTimeout(() => {
      reject(
        new KeychainUnavailableError(
          `the system keychain did not answer within ${Math.round(timeoutMs / 1000)} s`,
        ),
      )
    }, timeoutMs)
    // Stryker disable next-line all: unref only lets a quitting app exit while a keychain call hangs; no test process can observe it
    timer.unref?.()
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

export function createKeytarSecretStore(options: KeytarSecretStoreOptions = {}): SecretStore {
  const service = options.serviceName ?? DEFAULT_SERVICE_NAME
  const load = options.loadModule ?? loadKeytar
  const operationTimeoutMs = options.operationTimeoutMs ?? 120_000
  const probeTimeoutMs = options.probeTimeoutMs ?? 5_000
  let keytar: Promise<KeytarModule> | null = null
  let lastStatus: KeychainStatus | null = null

  const module = (): Promise<KeytarModule> => {
    keytar ??= load().then(
      (loaded) => {
        const found = asKeytar(loaded)
        if (!found) throw new KeychainUnavailableError(KEYTAR_LOAD_FAILED)
        return found
      },
      () => {
        throw new KeychainUnavailableError(KEYTAR_LOAD_FAILED)
      },
    )
    return keytar
  }

  /**
   * Runs one keychain call; any failure becomes KeychainUnavailableError with a plain reason.
   * Only a write that succeeded (`proves: 'writes'`) shows the keychain available: reads and
   * deletes succeed on a locked keyring too, so after one the status is unknown again and the
   * next `status()` probes, rather than promising a Remember that will fail.
   */
  const run = async <T>(
    call: (k: KeytarModule) => Promise<T>,
    secrets: readonly string[],
    timeoutMs: number,
    proves: 'writes' | 'nothing',
  ) => {
    try {
      const result = await withTimeout(
        module().then((k) => call(k)),
        timeoutMs,
      )
      if (proves === 'writes') lastStatus = { available: true }
      else if (lastStatus?.available === false) lastStatus = null
      return result
    } catch (error) {
      const reason = error instanceof KeychainUnavailableError ? error.reason : keychainReason(error, secrets)
      lastStatus = { available: false, reason }
      throw new KeychainUnavailableError(reason)
    }
  }

  const requireAccount = (account: string) => {
    if (account.length === 0) throw new TypeError('A keychain account (the catalog base URL) is required.')
  }

  return {
    get: async (account) => {
      requireAccount(account)
      // Stryker disable next-line ArrayDeclaration: the list only names secrets to redact from a reason, and a read has none
      return run((k) => k.getPassword(service, account), [], operationTimeoutMs, 'nothing')
    },
    set: async (account, token) => {
      requireAccount(account)
      await run((k) => k.setPassword(service, account, token), [token], operationTimeoutMs, 'writes')
    },
    delete: async (account) => {
      requireAccount(account)
      // Stryker disable next-line ArrayDeclaration: the list only names secrets to redact from a reason, and a delete has none
      return run((k) => k.deletePassword(service, account), [], operationTimeoutMs, 'nothing')
    },
    status: async () => {
      // Probed once, by writing and deleting a throwaway entry: a read succeeds on a locked
      // keyring and on one with no default collection, and only a write shows that saving
      // will fail (and why). The name is unique so two instances never race on one entry.
      // Later writes refresh the answer as a side effect of real use.
      if (lastStatus) return lastStatus
      const account = `${PROBE_ACCOUNT_PREFIX}${randomBytes(6).toString('hex')}`
      const value = randomBytes(12).toString('hex')
      try {
        await run(
          async (k) => {
            await k.setPassword(service, account, value)
            await k.deletePassword(service, account)
          },
          [value],
          probeTimeoutMs,
          'writes',
        )
      } catch {
        // `run` recorded the reason in lastStatus.
      }
      // Stryker disable next-line all: `run` sets lastStatus on every path, so the fallback is for the type checker only
      return lastStatus ?? { available: false, reason: 'the system keychain could not be checked' }
    },
  }
}
