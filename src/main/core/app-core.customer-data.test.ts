import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer } from '../../demo-server'
import { call, dataOf, disposeCores, errorOf, everythingWritten, makeCore } from './app-core.test-support'
import type { AppCore } from './app-core'
import { createKeytarSecretStore } from './secrets/keytar-secret-store'
import {
  PRIVATE_KEYRING,
  PRIVATE_KEYRING_SKIP_REASON,
  isolateKeychain,
  privateServiceName,
} from './secrets/keyring.test-support'

isolateKeychain()

/**
 * What main keeps of a customer's ticket: never the pasted text, only IDs, language and time
 * in Recent lookups, for the policy's days; and no catalog left signed in after Sign out of all.
 */
const TOKEN = 'customer-data-token-3f2e1d0c'
const CUSTOMER = {
  name: 'Annegret Vollmer-Szabo',
  email: 'annegret.vollmer@example.org',
  phone: '+49 170 5550123',
  street: 'Lindenallee 17b',
}
const TICKET = `Hallo, ich bin ${CUSTOMER.name} (${CUSTOMER.email}, ${CUSTOMER.phone}, ${CUSTOMER.street}).
Meine Gegenstände 4 und 9 sind nie angekommen. Können Sie bitte nachsehen?`

let catalogs: Awaited<ReturnType<typeof startDemoServer>>[]
beforeAll(async () => {
  catalogs = await Promise.all(
    [1, 2, 3].map((seed) => startDemoServer({ port: 0, host: '127.0.0.1', token: TOKEN, items: 20, seed })),
  )
})
afterAll(async () => {
  for (const catalog of catalogs) await catalog.close()
})
afterEach(disposeCores)

/** Looks the ticket up as the window does: reads its language, looks its IDs up, keeps it in Recent lookups. */
async function lookUpTicket(core: AppCore): Promise<void> {
  const language = dataOf(await call(core, 'replies:ticketLanguage', { text: TICKET }))
  const finished = new Promise<void>((done) =>
    core.addEventSink((event) => {
      if (event === 'lookup:finished') done()
    }),
  )
  dataOf(await call(core, 'lookup:start', { ids: [4, 9] }))
  await finished
  dataOf(await call(core, 'recent:recordBulkLookup', { ids: [4, 9], language, chosen: null }))
  dataOf(await call(core, 'items:get', { id: 4, slot: 'detail' }))
}

describe('a ticket looked up', () => {
  it('leaves nothing of the pasted text in the user data folder, only its IDs, language and time', async () => {
    const { core, dir } = await makeCore()
    dataOf(await call(core, 'session:connect', { baseUrl: catalogs[0]!.url, token: TOKEN, remember: false }))
    await lookUpTicket(core)
    await core.dispose()
    const written = await everythingWritten(dir)
    for (const value of Object.values(CUSTOMER)) expect(written).not.toContain(value)
    expect(written).not.toContain('angekommen')
    expect(written).toMatch(/"ids": \[\s*4,\s*9\s*\],\s*"at": "[^"]+",\s*"language": "de"/)
  })

  it('keeps none of its IDs when the policy sets recentLookupsDays to 0', async () => {
    const { core, dir } = await makeCore({
      policy: { where: '/etc/catalog-browser/policy.json', policy: { recentLookupsDays: 0 }, problem: null },
    })
    dataOf(await call(core, 'session:connect', { baseUrl: catalogs[0]!.url, token: TOKEN, remember: false }))
    await lookUpTicket(core)
    expect(dataOf(await call(core, 'recent:bulkLookups', {}))).toEqual([])
    expect(dataOf(await call(core, 'recent:list', {}))).toEqual({ items: [], openItem: null })
    await core.dispose()
    expect(await everythingWritten(dir)).not.toMatch(/"ids?":/)
  })
})

describe('signing out', () => {
  it("takes the catalog's Recent lookups with it, and Sign out of all every catalog's", async () => {
    const { core, dir } = await makeCore()
    const history = async (baseUrl: string) => {
      dataOf(await call(core, 'session:connect', { baseUrl, token: TOKEN, remember: false }))
      return [
        dataOf(await call(core, 'recent:bulkLookups', {})),
        dataOf(await call(core, 'recent:list', {})).items,
      ]
    }
    const [first, second, third] = catalogs.map((catalog) => catalog.url) as [string, string, string]
    for (const baseUrl of [first, second]) {
      dataOf(await call(core, 'session:connect', { baseUrl, token: TOKEN, remember: false }))
      await lookUpTicket(core)
    }
    dataOf(await call(core, 'session:signOut', {}))
    expect(await history(second)).toEqual([[], []])
    expect((await history(first))[0]).toHaveLength(1)

    dataOf(await call(core, 'session:connect', { baseUrl: third, token: TOKEN, remember: false }))
    dataOf(await call(core, 'session:signOutAll', {}))
    expect(await history(first)).toEqual([[], []])
    await core.dispose()
    expect(await everythingWritten(dir)).not.toMatch(/"ids?":/)
  })
})

describe.skipIf(!PRIVATE_KEYRING)(
  PRIVATE_KEYRING
    ? 'signing out, with tokens in a real keyring'
    : `signing out ${PRIVATE_KEYRING_SKIP_REASON}`,
  () => {
    let dir: string
    const service = privateServiceName()
    const keychain = createKeytarSecretStore({ serviceName: service })
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'catalog-core-sign-out-'))
    })
    afterAll(async () => {
      for (const catalog of catalogs) await keychain.delete(catalog.url).catch(() => undefined)
      await rm(dir, { recursive: true, force: true })
    })

    /** Two catalogs with their tokens in the keychain and one with its token in memory, the last connected. */
    async function threeSignedIn() {
      const { core } = await makeCore({ userDataDir: dir, secretServiceName: service })
      const [first, second, third] = catalogs.map((catalog) => catalog.url) as [string, string, string]
      for (const [baseUrl, remember] of [
        [first, true],
        [second, true],
        [third, false],
      ] as const) {
        dataOf(await call(core, 'session:connect', { baseUrl, token: TOKEN, remember }))
      }
      return { core, urls: [first, second, third] }
    }
    const signedIn = async (core: AppCore) =>
      dataOf(await call(core, 'catalogs:list', {}))
        .catalogs.filter((catalog) => catalog.hasStoredToken || catalog.hasSessionToken)
        .map((catalog) => catalog.baseUrl)
        .sort()

    it('Sign out leaves the other catalogs signed in', async () => {
      const { core, urls } = await threeSignedIn()
      expect(dataOf(await call(core, 'session:signOut', {})).connected).toBe(false)
      expect(await signedIn(core)).toEqual([urls[0], urls[1]].sort())
      expect(dataOf(await call(core, 'session:resume', { baseUrl: urls[1]! })).connected).toBe(true)
    })

    it('Sign out of all catalogs leaves none signed in, in the keychain or in memory', async () => {
      const { core, urls } = await threeSignedIn()
      expect(dataOf(await call(core, 'session:signOutAll', {}))).toMatchObject({ connected: false })
      expect(await signedIn(core)).toEqual([])
      for (const baseUrl of urls) {
        expect(await keychain.get(baseUrl)).toBeNull()
        expect(errorOf(await call(core, 'session:resume', { baseUrl })).kind).toBe('no_stored_token')
      }
      // The catalogs stay known, for signing in again with a token.
      expect(dataOf(await call(core, 'catalogs:list', {})).catalogs).toHaveLength(3)
    })
  },
)
