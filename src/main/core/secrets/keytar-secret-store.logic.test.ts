import { afterEach, describe, expect, it, vi } from 'vitest'
import { KEYRING_LOCKED, KEYTAR_LOAD_FAILED } from './keychain-errors'
import {
  createKeytarSecretStore,
  DEFAULT_SERVICE_NAME,
  PROBE_ACCOUNT_PREFIX,
  type KeytarModule,
} from './keytar-secret-store'
import { KeychainUnavailableError } from './secret-store'

/*
 * The store's own logic (loading, timeouts, status, reasons) through its `loadModule` seam,
 * with a scripted module in keytar's place. Real keychains, locked and missing ones included,
 * are in keytar-secret-store.test.ts.
 */

const TOKEN = 'logic-test-token-5d2a'

/** A keytar stand-in that keeps entries in a map and can be told to fail or hang. */
function scripted(behaviour: { fail?: Error; hang?: boolean } = {}) {
  const entries = new Map<string, string>()
  const calls: string[] = []
  const act = async <T>(name: string, value: () => T): Promise<T> => {
    calls.push(name)
    if (behaviour.hang) return new Promise<T>(() => undefined)
    if (behaviour.fail) throw behaviour.fail
    return value()
  }
  const module: KeytarModule = {
    getPassword: (service, account) =>
      act(`get ${service} ${account}`, () => entries.get(`${service}/${account}`) ?? null),
    setPassword: (service, account, password) =>
      act(`set ${service} ${account.startsWith(PROBE_ACCOUNT_PREFIX) ? 'probe' : account}`, () => {
        entries.set(`${service}/${account}`, password)
      }),
    deletePassword: (service, account) =>
      act(`delete ${service} ${account.startsWith(PROBE_ACCOUNT_PREFIX) ? 'probe' : account}`, () =>
        entries.delete(`${service}/${account}`),
      ),
  }
  return { module, entries, calls }
}

const reasonOf = async (promise: Promise<unknown>): Promise<string> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof KeychainUnavailableError))
    throw new Error(`expected KeychainUnavailableError, got ${String(error)}`)
  return error.reason
}

afterEach(() => vi.useRealTimers())

describe('the keytar store’s own logic', () => {
  it('files entries under the default service, loading keytar once', async () => {
    const fake = scripted()
    const load = vi.fn(async () => fake.module)
    const store = createKeytarSecretStore({ loadModule: load })
    await store.set('https://a.example', TOKEN)
    expect(await store.get('https://a.example')).toBe(TOKEN)
    expect(await store.delete('https://a.example')).toBe(true)
    expect(await store.get('https://a.example')).toBeNull()
    expect(fake.calls).toEqual([
      `set ${DEFAULT_SERVICE_NAME} https://a.example`,
      `get ${DEFAULT_SERVICE_NAME} https://a.example`,
      `delete ${DEFAULT_SERVICE_NAME} https://a.example`,
      `get ${DEFAULT_SERVICE_NAME} https://a.example`,
    ])
    expect(DEFAULT_SERVICE_NAME).toBe('Catalog Browser')
    expect(load).toHaveBeenCalledOnce()
  })

  it('finds keytar on a module namespace’s default export, as a dynamic import delivers it', async () => {
    const fake = scripted()
    const store = createKeytarSecretStore({
      serviceName: 's',
      loadModule: async () => ({ default: fake.module }),
    })
    await store.set('acct', TOKEN)
    expect(fake.entries.get('s/acct')).toBe(TOKEN)
  })

  it.each([
    ['a module without keytar’s functions', async () => ({ getPassword: () => null })],
    [
      'a module missing deletePassword',
      async () => ({ getPassword: async () => null, setPassword: async () => undefined }),
    ],
    [
      'a module missing setPassword',
      async () => ({ getPassword: async () => null, deletePassword: async () => true }),
    ],
    ['null', async () => null],
    [
      'a failed load',
      async () => Promise.reject(new Error('libsecret-1.so.0: cannot open shared object file')),
    ],
  ])('reports "%s" as keytar failing to load', async (_name, loadModule) => {
    const store = createKeytarSecretStore({ loadModule })
    expect(await reasonOf(store.get('acct'))).toBe(KEYTAR_LOAD_FAILED)
    expect(await store.status()).toEqual({ available: false, reason: KEYTAR_LOAD_FAILED })
  })

  it('refuses an empty account before asking the keychain', async () => {
    const fake = scripted()
    const store = createKeytarSecretStore({ loadModule: async () => fake.module })
    for (const call of [() => store.get(''), () => store.set('', TOKEN), () => store.delete('')]) {
      await expect(call()).rejects.toThrow(
        new TypeError('A keychain account (the catalog base URL) is required.'),
      )
    }
    expect(fake.calls).toEqual([])
  })

  it('turns a keychain error into a plain reason without the token in it', async () => {
    const fake = scripted({ fail: new Error(`write failed for ${TOKEN}: disk quota`) })
    const store = createKeytarSecretStore({ loadModule: async () => fake.module })
    const reason = await reasonOf(store.set('acct', TOKEN))
    expect(reason).toBe('the system keychain reported an error (write failed for [token]: disk quota)')
    expect(await store.status()).toEqual({ available: false, reason })
  })

  it('gives up on a keychain that does not answer, after 120 s by default', async () => {
    vi.useFakeTimers()
    const store = createKeytarSecretStore({ loadModule: async () => scripted({ hang: true }).module })
    const reading = reasonOf(store.get('acct'))
    await vi.advanceTimersByTimeAsync(119_999)
    let settled = false
    void reading.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await reading).toBe('the system keychain did not answer within 120 s')
  })

  it('probes availability by writing and deleting a throwaway entry, once, within 5 s by default', async () => {
    const fake = scripted()
    const store = createKeytarSecretStore({ serviceName: 's', loadModule: async () => fake.module })
    expect(await store.status()).toEqual({ available: true })
    expect(fake.calls).toEqual(['set s probe', 'delete s probe'])
    expect(fake.entries.size).toBe(0)
    expect(await store.status()).toEqual({ available: true })
    expect(fake.calls).toHaveLength(2)

    vi.useFakeTimers()
    const hanging = createKeytarSecretStore({ loadModule: async () => scripted({ hang: true }).module })
    const status = hanging.status()
    await vi.advanceTimersByTimeAsync(4_999)
    let settled = false
    void status.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await status).toEqual({
      available: false,
      reason: 'the system keychain did not answer within 5 s',
    })
  })

  it('reports a keyring that refuses the probe’s write, in its own words', async () => {
    const store = createKeytarSecretStore({
      loadModule: async () =>
        scripted({ fail: new Error('Cannot create an item in a locked collection') }).module,
    })
    expect(await store.status()).toEqual({ available: false, reason: KEYRING_LOCKED })
  })

  it('keeps the probe’s throwaway value out of a reason that would quote it', async () => {
    let written = ''
    const store = createKeytarSecretStore({
      loadModule: async () => ({
        getPassword: async () => null,
        deletePassword: async () => true,
        setPassword: async (_service: string, _account: string, password: string) => {
          written = password
          throw new Error(`odd backend refused ${password}`)
        },
      }),
    })
    const status = await store.status()
    expect(written).toMatch(/^[0-9a-f]{24}$/)
    expect(status).toEqual({
      available: false,
      reason: 'the system keychain reported an error (odd backend refused [token])',
    })
  })

  it('learns availability from a real write instead of probing again', async () => {
    const fake = scripted()
    const store = createKeytarSecretStore({ loadModule: async () => fake.module })
    await store.set('acct', TOKEN)
    expect(await store.status()).toEqual({ available: true })
    expect(fake.calls).toEqual(['set Catalog Browser acct'])
  })

  it('R12: after a read or delete succeeds on a locked keyring, the status is still "not available"', async () => {
    const locked = new Error('Cannot create an item in a locked collection')
    // A locked keyring: reads and deletes answer, writes are refused.
    const module: KeytarModule = {
      getPassword: async () => null,
      deletePassword: async () => false,
      setPassword: async () => {
        throw locked
      },
    }
    const store = createKeytarSecretStore({ loadModule: async () => module })
    expect(await reasonOf(store.set('acct', TOKEN))).toBe(KEYRING_LOCKED)
    expect(await store.get('acct')).toBeNull()
    expect(await store.delete('acct')).toBe(false)
    expect(await store.status()).toEqual({ available: false, reason: KEYRING_LOCKED })
  })

  it('R12: a read alone never reports the keychain available; the status probes with a write', async () => {
    const fake = scripted()
    const store = createKeytarSecretStore({ loadModule: async () => fake.module })
    await store.get('acct')
    expect(await store.status()).toEqual({ available: true })
    expect(fake.calls).toEqual([
      'get Catalog Browser acct',
      'set Catalog Browser probe',
      'delete Catalog Browser probe',
    ])
  })

  it('honours shorter timeouts when given', async () => {
    vi.useFakeTimers()
    const store = createKeytarSecretStore({
      loadModule: async () => scripted({ hang: true }).module,
      operationTimeoutMs: 1_400,
    })
    const reading = reasonOf(store.delete('acct'))
    await vi.advanceTimersByTimeAsync(1_400)
    expect(await reading).toBe('the system keychain did not answer within 1 s')
  })
})
