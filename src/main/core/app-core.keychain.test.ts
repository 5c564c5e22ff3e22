import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer } from '../../demo-server'
import { call, dataOf, disposeCores, errorOf, everythingWritten, makeCore } from './app-core.test-support'
import { listResponseWire, sendJson, startTestServer } from './catalog-client/http-server.test-support'
import { createKeytarSecretStore } from './secrets/keytar-secret-store'
import {
  PRIVATE_KEYRING,
  PRIVATE_KEYRING_SKIP_REASON,
  isolateKeychain,
  privateServiceName,
} from './secrets/keyring.test-support'
import { inEnglish } from '../../shared/i18n/english.test-support'

isolateKeychain()

const TOKEN = 'app-core-keychain-token-7d6c5b4a'

describe.skipIf(!PRIVATE_KEYRING)(
  PRIVATE_KEYRING
    ? 'sessions with the token in a real gnome-keyring (private D-Bus session)'
    : `sessions with the token in a real keyring ${PRIVATE_KEYRING_SKIP_REASON}`,
  () => {
    let remote: Awaited<ReturnType<typeof startDemoServer>>
    let dir: string
    const service = privateServiceName()
    const keychain = createKeytarSecretStore({ serviceName: service })

    beforeAll(async () => {
      remote = await startDemoServer({ port: 0, host: '127.0.0.1', token: TOKEN, items: 40 })
      dir = await mkdtemp(join(tmpdir(), 'catalog-core-keychain-'))
    })
    afterAll(async () => {
      await disposeCores()
      await keychain.delete(remote.url).catch(() => undefined)
      await remote.close()
      await rm(dir, { recursive: true, force: true })
    })
    afterEach(disposeCores)

    it('refuses a base URL that only grows past the length limit when encoded, keeping nothing (D1)', async () => {
      // A catalog that answers any path: without the limit on the normalised URL the token
      // was verified, saved in the keychain, and the session activated before settings refused it.
      const anyPath = await startTestServer((_req, res) =>
        sendJson(
          res,
          200,
          listResponseWire({ page: 1, perPage: 1, total: 1, linksOrigin: 'http://127.0.0.1' }),
        ),
      )
      try {
        const typed = `${anyPath.origin}/${'é'.repeat(700)}`
        expect(typed.length).toBeLessThan(2048)
        const encoded = `${anyPath.origin}/${'%C3%A9'.repeat(700)}`
        const { core } = await makeCore({ userDataDir: dir, secretServiceName: service })
        const error = errorOf(
          await call(core, 'session:connect', { baseUrl: typed, token: TOKEN, remember: true }),
        )
        expect(error.kind).toBe('invalid_url')
        expect(inEnglish(error.message)).toMatch(/too long/)
        expect(await keychain.get(encoded)).toBeNull()
        expect(dataOf(await call(core, 'session:get', {})).connected).toBe(false)
        expect(anyPath.requests).toHaveLength(0)
      } finally {
        await anyPath.close()
      }
    })

    it('reports the keychain as available', async () => {
      const { core } = await makeCore({ userDataDir: dir, secretServiceName: service })
      expect(dataOf(await call(core, 'session:get', {})).keychain).toEqual({ available: true })
    })

    it('remembers a verified token in the keychain, never on disk', async () => {
      const { core } = await makeCore({ userDataDir: dir, secretServiceName: service })
      const state = dataOf(
        await call(core, 'session:connect', { baseUrl: remote.url, token: TOKEN, remember: true }),
      )
      expect(state).toMatchObject({ connected: true, tokenStorage: 'keychain' })
      expect(await keychain.get(remote.url)).toBe(TOKEN)
      expect(dataOf(await call(core, 'catalogs:list', {})).catalogs).toEqual([
        expect.objectContaining({ baseUrl: remote.url, hasStoredToken: true }),
      ])
      expect(await everythingWritten(dir)).not.toContain(TOKEN)
    })

    it('reconnects to the last catalog at the next start from the keychain, without a network check', async () => {
      const { core } = await makeCore({ userDataDir: dir, secretServiceName: service })
      expect(dataOf(await call(core, 'session:get', {}))).toMatchObject({
        connected: true,
        tokenStorage: 'keychain',
        catalog: { baseUrl: remote.url },
      })
      expect(dataOf(await call(core, 'items:get', { id: 4 })).id).toBe(4)
    })

    it('deletes the stored token on sign-out, so it cannot be resumed', async () => {
      const { core } = await makeCore({ userDataDir: dir, secretServiceName: service })
      expect(dataOf(await call(core, 'session:signOut', {}))).toMatchObject({
        connected: false,
        suggestedBaseUrl: remote.url,
      })
      expect(await keychain.get(remote.url)).toBeNull()
      expect(errorOf(await call(core, 'session:resume', { baseUrl: remote.url })).kind).toBe(
        'no_stored_token',
      )
    })

    it('resumes from the keychain on request', async () => {
      await keychain.set(remote.url, TOKEN)
      const { core } = await makeCore({
        userDataDir: dir,
        secretServiceName: service,
        launch: { baseUrl: remote.url },
      })
      expect(dataOf(await call(core, 'session:get', {})).connected).toBe(false)
      expect(dataOf(await call(core, 'session:resume', { baseUrl: `${remote.url}/` }))).toMatchObject({
        connected: true,
        tokenStorage: 'keychain',
      })
    })

    it('"do not remember" also removes a token remembered before', async () => {
      await keychain.set(remote.url, TOKEN)
      const { core } = await makeCore({ userDataDir: dir, secretServiceName: service })
      expect(
        dataOf(await call(core, 'session:connect', { baseUrl: remote.url, token: TOKEN, remember: false })),
      ).toMatchObject({ tokenStorage: 'memory' })
      expect(await keychain.get(remote.url)).toBeNull()
    })

    it('forgetting a catalog removes its token from the keychain', async () => {
      const { core } = await makeCore({ userDataDir: dir, secretServiceName: service })
      await call(core, 'session:connect', { baseUrl: remote.url, token: TOKEN, remember: true })
      expect(await keychain.get(remote.url)).toBe(TOKEN)
      await call(core, 'catalogs:forget', { baseUrl: remote.url })
      expect(await keychain.get(remote.url)).toBeNull()
    })
  },
)
