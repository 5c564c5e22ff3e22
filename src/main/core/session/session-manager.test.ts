import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startDemoServer } from '../../../demo-server'
import { EMPTY_FILTERS } from '../../../shared/catalog'
import type { AppError, Result } from '../../../shared/errors'
import type { Notice } from '../../../shared/ipc'
import { createRequestSlots } from '../catalog-client/request-slots'
import { createSecretRedactor } from '../redaction/secret-redactor'
import { KEYTAR_LOAD_FAILED } from '../secrets/keychain-errors'
import { createKeytarSecretStore } from '../secrets/keytar-secret-store'
import { createMemorySecretStore, type MemorySecretStore } from '../secrets/memory-secret-store'
import type { SecretStore } from '../secrets/secret-store'
import { isolateKeychain } from '../secrets/keyring.test-support'
import { openSettingsStore } from '../settings/settings-store'
import { createDemoCatalog } from './demo-catalog'
import { createSessionManager, type SessionManager } from './session-manager'
import { inEnglish } from '../../../shared/i18n/english.test-support'

isolateKeychain()

/**
 * Session flows when the keychain cannot be used. The keychain here is the real keytar store
 * whose native module fails to load (a module that does not exist), the same path a broken
 * native build takes; the catalog is the real demo server over HTTP.
 */
const TOKEN = 'session-test-token-5e6f7a8b'
let catalog: Awaited<ReturnType<typeof startDemoServer>>
let dir: string
let notices: Notice[]
let session: SessionManager

beforeAll(async () => {
  catalog = await startDemoServer({ port: 0, host: '127.0.0.1', token: TOKEN, items: 50 })
})
afterAll(async () => {
  await catalog.close()
})

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'catalog-session-'))
  notices = []
  const missingModule = `keytar-missing-${Date.now()}`
  session = createSessionManager({
    settings: await openSettingsStore({ dir }),
    keychain: createKeytarSecretStore({ loadModule: () => import(missingModule) }),
    memory: createMemorySecretStore(),
    demo: createDemoCatalog(),
    slots: createRequestSlots(),
    redactor: createSecretRedactor(),
    client: { timeoutMs: 5_000, retry: { delaysMs: [10] } },
    notify: (notice) => notices.push(notice),
    log: () => undefined,
  })
  await session.start(undefined)
})
afterEach(async () => {
  await session.dispose()
  await rm(dir, { recursive: true, force: true })
})

function errorOf<T>(result: Result<T>): AppError {
  if (result.ok) throw new Error('expected a failure')
  return result.error
}

describe('session manager with an unavailable keychain', () => {
  it('does not connect when asked to remember, and says the keychain is unavailable and why', async () => {
    const error = errorOf(await session.connect(catalog.url, TOKEN, true))
    expect(error).toMatchObject({ kind: 'keychain_unavailable', reason: KEYTAR_LOAD_FAILED })
    expect(inEnglish(error.message)).toMatch(/in memory for this session/)
    expect(inEnglish(error.message)).not.toContain(TOKEN)
    expect((await session.state()).connected).toBe(false)
  })

  it('writes the token nowhere else when the keychain save fails: no file, nothing a restart could find', async () => {
    const before = Date.now()
    expect(errorOf(await session.connect(catalog.url, TOKEN, true)).kind).toBe('keychain_unavailable')
    await session.dispose()
    // Every file under userData, whatever its name: a plaintext fallback would show up here.
    const entries = await readdir(dir, { recursive: true, withFileTypes: true })
    for (const entry of entries.filter((e) => e.isFile())) {
      expect(await readFile(join(entry.parentPath, entry.name), 'utf8')).not.toContain(TOKEN)
    }
    // And in no file written during the test anywhere in the temp folder's top level.
    for (const name of await readdir(tmpdir())) {
      const path = join(tmpdir(), name)
      const info = await stat(path).catch(() => null)
      if (info?.isFile() && info.mtimeMs >= before && info.size < 1_000_000) {
        expect(await readFile(path, 'utf8').catch(() => ''), path).not.toContain(TOKEN)
      }
    }
    // A restart over the same folder finds no token to resume with.
    session = createSessionManager({
      settings: await openSettingsStore({ dir }),
      keychain: createKeytarSecretStore({ loadModule: () => import(`keytar-missing-${Date.now()}`) }),
      memory: createMemorySecretStore(),
      demo: createDemoCatalog(),
      slots: createRequestSlots(),
      redactor: createSecretRedactor(),
      client: { timeoutMs: 5_000, retry: { delaysMs: [10] } },
      notify: () => undefined,
      log: () => undefined,
    })
    await session.start(undefined)
    expect((await session.state()).connected).toBe(false)
    expect(errorOf(await session.resume(catalog.url)).kind).toBe('keychain_unavailable')
    expect((await session.state()).connected).toBe(false)
  })

  /** A session manager whose settings refuse to record a catalog: its clock cannot be written down. */
  async function sessionThatCannotRecord(keychain: SecretStore, memory: MemorySecretStore) {
    return createSessionManager({
      settings: await openSettingsStore({ dir }),
      keychain,
      memory,
      demo: createDemoCatalog(),
      slots: createRequestSlots(),
      redactor: createSecretRedactor(),
      client: { timeoutMs: 5_000, retry: { delaysMs: [10] } },
      notify: () => undefined,
      log: () => undefined,
      now: () => new Date(Number.NaN),
    })
  }

  it('rolls a connect back completely when settings refuse to record the catalog (D1)', async () => {
    const memory = createMemorySecretStore()
    const refusing = await sessionThatCannotRecord(
      createKeytarSecretStore({ loadModule: () => import(`keytar-missing-${Date.now()}`) }),
      memory,
    )
    try {
      const error = errorOf(await refusing.connect(catalog.url, TOKEN, false))
      expect(error.kind).toBe('internal')
      expect(inEnglish(error.message)).toMatch(/not connected/)
      expect(inEnglish(error.message)).not.toContain(TOKEN)
      expect((await refusing.state()).connected).toBe(false)
      expect(refusing.current()).toBeNull()
      expect(await memory.get(catalog.url)).toBeNull()
    } finally {
      await refusing.dispose()
    }
  })

  it('takes a just-saved token out of the keychain again when settings refuse the catalog (D1, remember on)', async () => {
    // The in-memory store stands in for a keychain that works, so the connect gets as far as saving.
    const keychain = createMemorySecretStore()
    const refusing = await sessionThatCannotRecord(keychain, createMemorySecretStore())
    try {
      const error = errorOf(await refusing.connect(catalog.url, TOKEN, true))
      expect(error.kind).toBe('internal')
      expect(inEnglish(error.message)).toMatch(/its token was not kept/)
      expect(refusing.current()).toBeNull()
      expect(await keychain.get(catalog.url)).toBeNull()
    } finally {
      await refusing.dispose()
    }
  })

  it('connects with the token kept in memory instead', async () => {
    const result = await session.connect(catalog.url, TOKEN, false)
    expect(result.ok && result.data).toEqual({
      connected: true,
      keychain: { available: false, reason: KEYTAR_LOAD_FAILED },
      catalog: {
        baseUrl: catalog.url,
        label: new URL(catalog.url).host,
        environment: 'other',
        demo: false,
        timeZone: null,
      },
      tokenStorage: 'memory',
    })
    const page = await session.current()?.client.listItems({ filters: EMPTY_FILTERS, limit: 5, page: 1 })
    expect(page?.ok && page.data.total).toBe(50)
    const known = await session.listCatalogs()
    expect(known.catalogs).toEqual([expect.objectContaining({ baseUrl: catalog.url, hasStoredToken: false })])
  })

  it('signs out anyway, telling the user the keychain entry could not be checked', async () => {
    await session.connect(catalog.url, TOKEN, false)
    const signedOut = await session.signOut()
    expect(signedOut.ok && signedOut.data).toMatchObject({ connected: false, suggestedBaseUrl: catalog.url })
    expect(notices.map((notice) => notice.id)).toContain(`keychain-delete-failed-${catalog.url}`)
    expect(session.current()).toBeNull()
  })

  it('cannot resume from the keychain, and says so', async () => {
    const error = errorOf(await session.resume(catalog.url))
    expect(error).toMatchObject({ kind: 'keychain_unavailable', reason: KEYTAR_LOAD_FAILED })
  })
})
