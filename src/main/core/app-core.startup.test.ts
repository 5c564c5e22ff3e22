import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { call, dataOf, disposeCores, makeCore } from './app-core.test-support'
import { createMemorySecretStore } from './secrets/memory-secret-store'
import type { SecretStore } from './secrets/secret-store'

afterEach(disposeCores)

const CATALOG = 'https://catalog.example.com'

/** A keychain that answers only when released, as one behind an unlock prompt does. */
function keychainBehindPrompt(): { keychain: SecretStore; unlock: () => void } {
  let unlock = () => {}
  const unlocked = new Promise<void>((resolve) => {
    unlock = resolve
  })
  const memory = createMemorySecretStore()
  void memory.set(CATALOG, 'stored-token')
  return {
    keychain: {
      get: async (account) => (await unlocked, memory.get(account)),
      set: async (account, token) => (await unlocked, memory.set(account, token)),
      delete: async (account) => (await unlocked, memory.delete(account)),
      status: async () => (await unlocked, memory.status()),
    },
    unlock,
  }
}

/** Whether `promise` has settled after every pending task had its turn. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(
    () => (done = true),
    () => (done = true),
  )
  await new Promise((resolve) => setTimeout(resolve, 20))
  return done
}

describe('start-up while the keychain waits for its owner', () => {
  let dir = ''
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
    dir = ''
  })

  async function coreWithLastUsedCatalog(keychain: SecretStore) {
    dir = await mkdtemp(join(tmpdir(), 'catalog-core-'))
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({
        version: 1,
        catalogs: [{ baseUrl: CATALOG, label: 'Production', lastUsedAt: null }],
        lastUsed: CATALOG,
        prefs: {},
      }),
    )
    return makeCore({ userDataDir: dir, keychain })
  }

  it('is created without waiting for the keychain, and says that it waits for it', async () => {
    const { keychain, unlock } = keychainBehindPrompt()
    // Resolving at all is the point: before, the core (and so the window) waited for the keychain.
    const { core } = await coreWithLastUsedCatalog(keychain)

    expect(dataOf(await call(core, 'app:startup', {}))).toEqual({ ready: false, waitingForKeychain: true })
    expect(dataOf(await call(core, 'app:info', {})).name).toBe('Catalog Browser')
    // The splash speaks the app's language while it waits.
    expect(dataOf(await call(core, 'app:language', {}))).toBe('en')
    const session = call(core, 'session:get', {})
    expect(await settled(session)).toBe(false)

    unlock()
    expect(dataOf(await session)).toMatchObject({ connected: true, tokenStorage: 'keychain' })
    expect(dataOf(await call(core, 'app:startup', {}))).toEqual({ ready: true, waitingForKeychain: false })
  })

  it('holds every session-dependent channel until the last session is restored', async () => {
    const { keychain, unlock } = keychainBehindPrompt()
    const { core } = await coreWithLastUsedCatalog(keychain)
    const catalogs = call(core, 'catalogs:list', {})
    const notices = call(core, 'app:notices', {})
    expect(await settled(catalogs)).toBe(false)
    expect(await settled(notices)).toBe(false)
    unlock()
    expect(dataOf(await catalogs).lastUsed).toBe(CATALOG)
    expect(Array.isArray(dataOf(await notices))).toBe(true)
  })

  it('is ready at once, and not waiting, when nothing has to be restored', async () => {
    const { core } = await makeCore({ keychain: createMemorySecretStore() })
    // The start is not awaited by createAppCore, so the first answer may come a tick early.
    await call(core, 'session:get', {})
    expect(dataOf(await call(core, 'app:startup', {}))).toEqual({ ready: true, waitingForKeychain: false })
  })
})
