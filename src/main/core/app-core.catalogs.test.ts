import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startDemoServer } from '../../demo-server'
import type { SessionState } from '../../shared/ipc'
import { itemLink, lookupLink } from '../../shared/links/catalog-link'
import { call, dataOf, disposeCores, errorOf, makeCore } from './app-core.test-support'
import { createMemorySecretStore } from './secrets/memory-secret-store'
import { isolateKeychain } from './secrets/keyring.test-support'
import { decodeItemsPage } from '../../shared/catalog/packed-items'
import { watchedItem } from '../../shared/watch.test-support'
import { withEnglish } from '../../shared/i18n/english.test-support'

isolateKeychain()

/** Production and staging: two real catalogs over HTTP, each with its own token. */
const PRODUCTION_TOKEN = 'production-token-7a1b2c3d'
const STAGING_TOKEN = 'staging-token-4e5f6a7b'
let production: Awaited<ReturnType<typeof startDemoServer>>
let staging: Awaited<ReturnType<typeof startDemoServer>>

beforeAll(async () => {
  production = await startDemoServer({ port: 0, host: '127.0.0.1', token: PRODUCTION_TOKEN, items: 50 })
  staging = await startDemoServer({ port: 0, host: '127.0.0.1', token: STAGING_TOKEN, items: 50, seed: 7 })
})
afterAll(async () => {
  await production.close()
  await staging.close()
})
afterEach(disposeCores)

function connected(state: SessionState) {
  if (!state.connected) throw new Error('expected a connected session')
  return state
}

async function bothCatalogs(remember = true) {
  const test = await makeCore()
  const { core } = test
  dataOf(
    await call(core, 'session:connect', {
      baseUrl: production.url,
      token: PRODUCTION_TOKEN,
      remember,
      label: 'Production EU',
      environment: 'production',
    }),
  )
  dataOf(
    await call(core, 'session:connect', {
      baseUrl: staging.url,
      token: STAGING_TOKEN,
      remember,
      label: 'Staging',
      environment: 'staging',
    }),
  )
  return test
}

describe('several catalogs', () => {
  it('keeps each catalog’s label and environment, and switches with its stored token, deleting none', async () => {
    const { core } = await bothCatalogs()
    const catalogs = dataOf(await call(core, 'catalogs:list', {})).catalogs
    expect(
      catalogs.map(({ label, environment, hasStoredToken }) => ({ label, environment, hasStoredToken })),
    ).toEqual([
      { label: 'Staging', environment: 'staging', hasStoredToken: true },
      { label: 'Production EU', environment: 'production', hasStoredToken: true },
    ])

    const back = connected(dataOf(await call(core, 'session:resume', { baseUrl: production.url })))
    expect(back.catalog).toMatchObject({ label: 'Production EU', environment: 'production' })
    expect(back.tokenStorage).toBe('keychain')
    // The list request goes to production with production's token (a wrong one would be a 401).
    expect(
      decodeItemsPage(dataOf(await call(core, 'items:list', { query: { limit: 5, page: 1 }, slot: 'list' })))
        .total,
    ).toBe(50)

    connected(dataOf(await call(core, 'session:resume', { baseUrl: staging.url })))
    const after = dataOf(await call(core, 'catalogs:list', {})).catalogs
    expect(after.every((catalog) => catalog.hasStoredToken)).toBe(true)
  })

  it('switches back to a catalog whose token is in this session’s memory only', async () => {
    const { core } = await bothCatalogs(false)
    const catalogs = dataOf(await call(core, 'catalogs:list', {})).catalogs
    expect(catalogs.map((catalog) => [catalog.hasStoredToken, catalog.hasSessionToken])).toEqual([
      [false, true],
      [false, true],
    ])
    const back = connected(dataOf(await call(core, 'session:resume', { baseUrl: production.url })))
    expect(back.tokenStorage).toBe('memory')
  })

  it('keeps the label and environment when reconnecting without giving them again', async () => {
    const { core } = await bothCatalogs()
    dataOf(
      await call(core, 'session:connect', {
        baseUrl: production.url,
        token: PRODUCTION_TOKEN,
        remember: true,
      }),
    )
    const state = connected(dataOf(await call(core, 'session:get', {})))
    expect(state.catalog).toMatchObject({ label: 'Production EU', environment: 'production' })
  })

  it('edits a catalog’s label and environment; the connected header follows; an unknown one is refused', async () => {
    const { core } = await bothCatalogs()
    const edited = dataOf(
      await call(core, 'catalogs:edit', {
        baseUrl: staging.url,
        label: '  Staging (old) ',
        environment: 'other',
      }),
    )
    expect(edited.catalogs.find((catalog) => catalog.baseUrl === staging.url)).toMatchObject({
      label: 'Staging (old)',
      environment: 'other',
    })
    expect(connected(dataOf(await call(core, 'session:get', {}))).catalog).toMatchObject({
      label: 'Staging (old)',
      environment: 'other',
    })
    // An empty label means "named after its address".
    const unnamed = dataOf(
      await call(core, 'catalogs:edit', { baseUrl: staging.url, label: '', environment: 'staging' }),
    )
    expect(unnamed.catalogs.find((catalog) => catalog.baseUrl === staging.url)?.label).toBe(
      new URL(staging.url).host,
    )
    expect(
      errorOf(
        await call(core, 'catalogs:edit', {
          baseUrl: 'https://never.example.com',
          label: 'x',
          environment: 'other',
        }),
      ),
    ).toMatchObject({ kind: 'invalid_request' })
  })

  it('refuses a label longer than the header can show', async () => {
    const { core } = await makeCore()
    const error = errorOf(
      await call(core, 'session:connect', {
        baseUrl: production.url,
        token: PRODUCTION_TOKEN,
        remember: false,
        label: 'x'.repeat(61),
      }),
    )
    expect(error.kind).toBe('invalid_request')
  })
})

describe('links', () => {
  it('holds links until a catalog is connected, then classifies them against the known catalogs', async () => {
    const { core } = await makeCore()
    core.receiveLink(itemLink(12, null))
    expect(dataOf(await call(core, 'links:take', {}))).toEqual([])

    dataOf(
      await call(core, 'session:connect', {
        baseUrl: production.url,
        token: PRODUCTION_TOKEN,
        remember: false,
        label: 'Production',
        environment: 'production',
      }),
    )
    dataOf(
      await call(core, 'session:connect', { baseUrl: staging.url, token: STAGING_TOKEN, remember: false }),
    )
    core.receiveLink(itemLink(13, staging.url))
    core.receiveLink(itemLink(14, production.url))
    core.receiveLink(lookupLink([1, 2, 3], null))
    core.receiveLink(itemLink(15, 'https://unknown.example.com'))
    core.receiveLink('catalog-browser://item/16?token=leaked-secret')

    const taken = dataOf(await call(core, 'links:take', {}))
    expect(taken.slice(0, 5)).toEqual([
      { kind: 'open', target: { kind: 'item', id: 12 } },
      { kind: 'open', target: { kind: 'item', id: 13 } },
      {
        kind: 'switch',
        target: { kind: 'item', id: 14 },
        catalog: expect.objectContaining({
          baseUrl: production.url,
          label: 'Production',
          environment: 'production',
        }) as unknown,
      },
      { kind: 'open', target: { kind: 'lookup', ids: [1, 2, 3] } },
      { kind: 'unknown_catalog', target: { kind: 'item', id: 15 }, baseUrl: 'https://unknown.example.com' },
    ])
    expect(withEnglish(taken[5])).toMatchObject({
      kind: 'invalid',
      reason: expect.stringMatching(/never carry tokens/) as unknown,
    })
    expect(JSON.stringify(taken)).not.toContain('leaked-secret')
    // Taken once: the next take is empty.
    expect(dataOf(await call(core, 'links:take', {}))).toEqual([])
  })

  it('tells the window each time a link waits, and never logs a refused link’s text', async () => {
    const { core, logs } = await makeCore()
    const events: unknown[] = []
    core.addEventSink((event, payload) => events.push([event, payload]))
    core.receiveLink('catalog-browser://item/1?token=leaked-secret')
    core.receiveLink('catalog-browser://item/2')
    expect(events).toEqual([
      ['link:waiting', { count: 1 }],
      ['link:waiting', { count: 2 }],
    ])
    expect(logs.join('\n')).not.toContain('leaked-secret')
  })

  it('keeps a link the app was started with until the window takes it', async () => {
    const { core } = await makeCore({ launch: { demo: true, link: 'catalog-browser://item/3' } })
    await call(core, 'session:get', {})
    expect(dataOf(await call(core, 'links:take', {}))).toEqual([
      { kind: 'open', target: { kind: 'item', id: 3 } },
    ])
  })

  it('keeps only the newest links of a burst', async () => {
    const { core } = await makeCore({ launch: { demo: true } })
    for (let id = 1; id <= 30; id++) core.receiveLink(itemLink(id, null))
    await call(core, 'session:get', {})
    const taken = dataOf(await call(core, 'links:take', {}))
    expect(taken).toHaveLength(20)
    expect(taken[0]).toEqual({ kind: 'open', target: { kind: 'item', id: 11 } })
  })
})

describe('forgotten and trimmed catalogs take what was theirs', () => {
  async function settingsFile(dir: string): Promise<Record<string, unknown>> {
    return JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as Record<string, unknown>
  }

  it('R10: Forget catalog removes its watch list and recent lookups; adding it again starts empty', async () => {
    const { core, dir } = await bothCatalogs()
    dataOf(await call(core, 'session:resume', { baseUrl: production.url }))
    dataOf(await call(core, 'watch:add', { id: 5, name: 'Watched in production', status: null }))
    dataOf(await call(core, 'items:get', { id: 6, slot: 'detail' }))
    await vi.waitFor(async () => expect(dataOf(await call(core, 'recent:list', {})).items).toHaveLength(1))
    dataOf(await call(core, 'session:resume', { baseUrl: staging.url }))
    dataOf(await call(core, 'watch:add', { id: 9, name: 'Watched in staging', status: null }))

    dataOf(await call(core, 'catalogs:forget', { baseUrl: production.url }))
    const stored = await settingsFile(dir)
    expect(Object.keys(stored.watch as object)).toStrictEqual([staging.url])
    expect(Object.keys((stored.recent ?? {}) as object)).not.toContain(production.url)
    expect(JSON.stringify(stored)).not.toContain('Watched in production')

    dataOf(
      await call(core, 'session:connect', {
        baseUrl: production.url,
        token: PRODUCTION_TOKEN,
        remember: false,
      }),
    )
    expect(dataOf(await call(core, 'watch:list', {})).items).toStrictEqual([])
    expect(dataOf(await call(core, 'recent:list', {})).items).toStrictEqual([])
  })

  it('R10: forgetting the connected catalog removes its watch list too', async () => {
    const { core, dir } = await bothCatalogs()
    dataOf(await call(core, 'watch:add', { id: 9, name: 'Watched in staging', status: null }))
    dataOf(await call(core, 'catalogs:forget', { baseUrl: staging.url }))
    expect((await settingsFile(dir)).watch).toStrictEqual({})
  })

  it('R9: a catalog trimmed from the 100-entry known list takes its token, watch list and history with it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-trim-'))
    const keychain = createMemorySecretStore()
    const old = Array.from({ length: 100 }, (_, index) => `https://catalog-${index}.example.com`)
    for (const baseUrl of old) await keychain.set(baseUrl, `token-of-${baseUrl}`)
    const watched = [watchedItem({ id: 1, name: 'Old' })]
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({
        version: 1,
        // Most recent first; catalog-99 is the least recently used.
        catalogs: old.map((baseUrl, index) => ({
          baseUrl,
          label: `Catalog ${index}`,
          lastUsedAt: new Date(Date.UTC(2024, 0, 1) - index * 60_000).toISOString(),
        })),
        lastUsed: null,
        prefs: {},
        watch: { [old[99] ?? '']: watched, [old[0] ?? '']: watched },
      }),
    )
    try {
      const { core } = await makeCore({ userDataDir: dir, keychain })
      dataOf(
        await call(core, 'session:connect', {
          baseUrl: production.url,
          token: PRODUCTION_TOKEN,
          remember: true,
        }),
      )
      const known = dataOf(await call(core, 'catalogs:list', {})).catalogs.map((catalog) => catalog.baseUrl)
      expect(known).toHaveLength(100)
      expect(known).not.toContain(old[99])
      expect(await keychain.get(old[99] ?? '')).toBeNull()
      expect(await keychain.get(old[98] ?? '')).toBe(`token-of-${old[98]}`)
      expect(Object.keys((await settingsFile(dir)).watch as object)).toStrictEqual([old[0]])
    } finally {
      await disposeCores()
      await rm(dir, { recursive: true, force: true })
    }
  })
})
