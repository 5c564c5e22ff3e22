import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer } from '../../demo-server'
import { EMPTY_FILTERS } from '../../shared/catalog'
import type { SessionState } from '../../shared/ipc'
import { call, dataOf, disposeCores, errorOf, everythingWritten, makeCore } from './app-core.test-support'
import {
  closedPort,
  listResponseWire,
  sendJson,
  startTestServer,
} from './catalog-client/http-server.test-support'
import { isolateKeychain, privateServiceName } from './secrets/keyring.test-support'
import { decodeItemsPage } from '../../shared/catalog/packed-items'
import { words } from '../../shared/i18n/words'
import { inEnglish } from '../../shared/i18n/english.test-support'

isolateKeychain()

/** A real catalog over HTTP (the demo server with a known token), standing for a remote one. */
const TOKEN = 'app-core-session-token-1f2e3d4c'
let remote: Awaited<ReturnType<typeof startDemoServer>>
let slowRemote: Awaited<ReturnType<typeof startDemoServer>>

beforeAll(async () => {
  remote = await startDemoServer({ port: 0, host: '127.0.0.1', token: TOKEN, items: 120 })
  slowRemote = await startDemoServer({ port: 0, host: '127.0.0.1', token: TOKEN, items: 120, latencyMs: 400 })
})
afterAll(async () => {
  await remote.close()
  await slowRemote.close()
})
afterEach(disposeCores)

function connected(state: SessionState) {
  if (!state.connected) throw new Error('expected a connected session')
  return state
}

describe('demo mode', () => {
  it('opens the embedded demo catalog on loopback with a memory token, and stops it on sign-out', async () => {
    const { core, dir } = await makeCore()
    const state = connected(dataOf(await call(core, 'session:openDemo', {})))
    expect(state.catalog).toMatchObject({ label: 'Demo catalog', demo: true })
    expect(state.tokenStorage).toBe('memory')
    const demoUrl = new URL(state.catalog.baseUrl)
    expect(demoUrl.hostname).toBe('127.0.0.1')
    expect(Number(demoUrl.port)).toBeGreaterThan(0)

    const page = decodeItemsPage(
      dataOf(await call(core, 'items:list', { query: { limit: 10, page: 1 }, slot: 'list' })),
    )
    expect(page.items).toHaveLength(10)
    const item = dataOf(await call(core, 'items:get', { id: page.items[0]?.id ?? 1, slot: 'detail' }))
    expect(item.id).toBe(page.items[0]?.id)

    // Opening it again reuses the running server.
    expect(connected(dataOf(await call(core, 'session:openDemo', {}))).catalog.baseUrl).toBe(
      state.catalog.baseUrl,
    )

    await call(core, 'prefs:set', { pageSize: 50, page: 2, filters: { name: ['AK'] } })
    const settings = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as {
      prefs: Record<string, unknown>
      catalogs: unknown[]
    }
    expect(Object.keys(settings.prefs)).toEqual(['demo'])
    expect(settings.catalogs).toEqual([])
    expect(dataOf(await call(core, 'catalogs:list', {})).catalogs).toEqual([])

    const signedOut = dataOf(await call(core, 'session:signOut', {}))
    expect(signedOut.connected).toBe(false)
    await expect(fetch(`${state.catalog.baseUrl}/v1/items`)).rejects.toThrow()
  })

  it('keeps demo preferences across demo sessions although the port changes', async () => {
    const { core } = await makeCore()
    await call(core, 'session:openDemo', {})
    await call(core, 'prefs:set', {
      pageSize: 100,
      page: 3,
      filters: { appid: 730 },
      layout: { detailWidth: 540, density: 'compact' },
    })
    await call(core, 'session:signOut', {})
    await call(core, 'session:openDemo', {})
    expect(dataOf(await call(core, 'prefs:get', {}))).toEqual({
      pageSize: 100,
      page: 3,
      filters: { ...EMPTY_FILTERS, appid: 730 },
      layout: { detailWidth: 540, density: 'compact' },
    })
  })

  it('reopens the demo at the next start when it was the last catalog open, and not after sign-out', async () => {
    const first = await makeCore()
    await call(first.core, 'session:openDemo', {})
    await first.core.dispose()
    const again = await makeCore({ userDataDir: first.dir })
    const reopened = connected(dataOf(await call(again.core, 'session:get', {})))
    expect(reopened.catalog).toMatchObject({ label: 'Demo catalog', demo: true })
    expect((await fetch(`${reopened.catalog.baseUrl}/v1/items`)).status).toBe(401)

    await call(again.core, 'session:signOut', {})
    await again.core.dispose()
    const third = await makeCore({ userDataDir: first.dir })
    expect(dataOf(await call(third.core, 'session:get', {})).connected).toBe(false)
  })

  it('starts with the real catalog used after the demo, not the demo', async () => {
    // One keychain for both runs, as on a person's computer.
    const secretServiceName = privateServiceName()
    const first = await makeCore({ secretServiceName })
    await call(first.core, 'session:openDemo', {})
    dataOf(await call(first.core, 'session:connect', { baseUrl: remote.url, token: TOKEN, remember: true }))
    await first.core.dispose()
    const again = await makeCore({ userDataDir: first.dir, secretServiceName })
    expect(connected(dataOf(await call(again.core, 'session:get', {}))).catalog.baseUrl).toBe(remote.url)
  })

  it('starts in demo mode with --demo, and dispose stops the server', async () => {
    const { core } = await makeCore({ launch: { demo: true } })
    const state = connected(dataOf(await call(core, 'session:get', {})))
    expect(state.catalog.demo).toBe(true)
    await core.dispose()
    await expect(fetch(`${state.catalog.baseUrl}/v1/items`)).rejects.toThrow()
  })
})

describe('connecting to a catalog', () => {
  it('connects with a verified token kept in memory, records the catalog, and never writes the token', async () => {
    const { core, dir, logs } = await makeCore()
    const state = connected(
      dataOf(
        await call(core, 'session:connect', { baseUrl: `${remote.url}/`, token: TOKEN, remember: false }),
      ),
    )
    expect(state.catalog).toEqual({
      baseUrl: remote.url,
      label: new URL(remote.url).host,
      environment: 'other',
      demo: false,
      timeZone: null,
    })
    expect(state.tokenStorage).toBe('memory')

    const page = decodeItemsPage(dataOf(await call(core, 'items:list', { query: { limit: 20, page: 2 } })))
    expect(page).toMatchObject({ total: 120, page: 2, perPage: 20, pages: 6 })

    const known = dataOf(await call(core, 'catalogs:list', {}))
    expect(known.lastUsed).toBe(remote.url)
    expect(known.catalogs).toEqual([
      {
        baseUrl: remote.url,
        label: new URL(remote.url).host,
        environment: 'other',
        lastUsedAt: expect.any(String),
        hasStoredToken: false,
        // Connected without Remember: the token is in this run's memory.
        hasSessionToken: true,
      },
    ])

    await call(core, 'prefs:set', { pageSize: 20, page: 2, filters: { name: ['Knife'] } })
    await call(core, 'session:signOut', {})
    const written = await everythingWritten(dir)
    expect(written).toContain(remote.url)
    expect(written).not.toContain(TOKEN)
    expect(logs.join('\n')).not.toContain(TOKEN)
  })

  it('keeps the session data free of the token', async () => {
    const { core } = await makeCore()
    const results = [
      await call(core, 'session:connect', { baseUrl: remote.url, token: TOKEN, remember: false }),
      await call(core, 'session:get', {}),
      await call(core, 'catalogs:list', {}),
      await call(core, 'items:list', { query: { limit: 5, page: 1 } }),
    ]
    expect(JSON.stringify(results)).not.toContain(TOKEN)
  })

  it('rejects a wrong token with a message about the token, and stays disconnected', async () => {
    const { core } = await makeCore()
    const error = errorOf(
      await call(core, 'session:connect', { baseUrl: remote.url, token: 'wrong-token', remember: false }),
    )
    expect(error.kind).toBe('unauthorized')
    expect(inEnglish(error.message)).toMatch(/rejected this access token/)
    expect(dataOf(await call(core, 'session:get', {})).connected).toBe(false)
    expect(dataOf(await call(core, 'catalogs:list', {})).catalogs).toEqual([])
  })

  it('drops whitespace around a pasted token, and refuses one with a line break inside', async () => {
    const { core } = await makeCore()
    const broken = errorOf(
      await call(core, 'session:connect', {
        baseUrl: remote.url,
        token: `${TOKEN}\nX-Other: 1`,
        remember: false,
      }),
    )
    expect(broken).toMatchObject({ kind: 'invalid_request', path: 'token' })
    expect(inEnglish(broken.message)).toMatch(/line breaks/)
    expect(inEnglish(broken.message)).not.toContain(TOKEN)
    const state = dataOf(
      await call(core, 'session:connect', { baseUrl: remote.url, token: `  ${TOKEN}\n`, remember: false }),
    )
    expect(state.connected).toBe(true)
  })

  it('M7: connects with a token pasted with its "Bearer " scheme, sending the token alone', async () => {
    const { core } = await makeCore()
    const state = dataOf(
      await call(core, 'session:connect', { baseUrl: remote.url, token: `Bearer ${TOKEN}`, remember: false }),
    )
    // The test catalog accepts only `Authorization: Bearer <TOKEN>`: a doubled scheme is refused.
    expect(state.connected).toBe(true)
    const page = decodeItemsPage(dataOf(await call(core, 'items:list', { query: { limit: 5, page: 1 } })))
    expect(page.items).toHaveLength(5)
  })

  it('names the URL it could not reach', async () => {
    const { core } = await makeCore()
    const baseUrl = `http://127.0.0.1:${await closedPort()}/api`
    const error = errorOf(await call(core, 'session:connect', { baseUrl, token: TOKEN, remember: false }))
    expect(error).toMatchObject({ kind: 'network', code: 'ECONNREFUSED' })
    expect(inEnglish(error.message)).toContain(baseUrl)
  })

  it.each([
    ['ftp://catalog.example.com', /https/],
    ['http://catalog.example.com', /unencrypted/],
    ['catalog example com', /not a URL/],
    ['https://catalog.example.com/?x=1', /query/],
    // Read as https://user@catalog.example.com (no scheme), then refused for its user name.
    ['user@catalog.example.com', /user name/],
  ])('refuses the base URL %j as invalid_url', async (baseUrl, message) => {
    const { core } = await makeCore()
    const error = errorOf(await call(core, 'session:connect', { baseUrl, token: TOKEN, remember: false }))
    expect(error.kind).toBe('invalid_url')
    expect(inEnglish(error.message)).toMatch(message)
  })

  it('resumes a catalog whose token is still in memory after visiting the demo', async () => {
    const { core } = await makeCore()
    await call(core, 'session:connect', { baseUrl: remote.url, token: TOKEN, remember: false })
    await call(core, 'session:openDemo', {})
    const state = connected(dataOf(await call(core, 'session:resume', { baseUrl: remote.url })))
    expect(state).toMatchObject({
      tokenStorage: 'memory',
      catalog: { baseUrl: remote.url, demo: false },
    })
    expect(
      decodeItemsPage(dataOf(await call(core, 'items:list', { query: { limit: 1, page: 1 } }))).total,
    ).toBe(120)
  })

  it('forgets a catalog: gone from the list, its preferences dropped, its session ended', async () => {
    const { core, dir } = await makeCore()
    await call(core, 'session:connect', { baseUrl: remote.url, token: TOKEN, remember: false })
    await call(core, 'prefs:set', { pageSize: 30, page: 1, filters: {} })
    const after = dataOf(await call(core, 'catalogs:forget', { baseUrl: `${remote.url}/` }))
    expect(after).toEqual({ catalogs: [], lastUsed: null })
    expect(dataOf(await call(core, 'session:get', {})).connected).toBe(false)
    expect(errorOf(await call(core, 'session:resume', { baseUrl: remote.url })).kind).toMatch(
      /no_stored_token|keychain_unavailable/,
    )
    const settings = JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8')) as {
      prefs: Record<string, unknown>
    }
    expect(settings.prefs).toEqual({})
  })

  it('cancels a superseded list request', async () => {
    const { core } = await makeCore()
    await call(core, 'session:connect', { baseUrl: slowRemote.url, token: TOKEN, remember: false })
    const older = call(core, 'items:list', { query: { limit: 5, page: 1 }, slot: 'list' })
    const newer = call(core, 'items:list', { query: { limit: 5, page: 2 }, slot: 'list' })
    const detail = call(core, 'items:get', { id: 3, slot: 'detail' })
    expect(errorOf(await older).kind).toBe('cancelled')
    expect(decodeItemsPage(dataOf(await newer)).page).toBe(2)
    expect(dataOf(await detail).id).toBe(3)
  })
})

describe('launch options', () => {
  it('connects with a launch token for this run only, without any network check', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}`
    const { core, dir } = await makeCore({ launch: { baseUrl, token: TOKEN } })
    const state = connected(dataOf(await call(core, 'session:get', {})))
    expect(state).toMatchObject({ tokenStorage: 'launch', catalog: { baseUrl, demo: false } })
    // The first request is what finds out the catalog is unreachable.
    expect(errorOf(await call(core, 'items:list', { query: { limit: 1, page: 1 } })).kind).toBe('network')
    expect(dataOf(await call(core, 'catalogs:list', {})).catalogs).toEqual([])
    await call(core, 'prefs:set', { pageSize: 10, page: 1, filters: {} })
    expect(await everythingWritten(dir)).not.toContain(TOKEN)
  })

  it('uses the launch token against a real catalog', async () => {
    const { core } = await makeCore({ launch: { baseUrl: remote.url, token: TOKEN } })
    expect(dataOf(await call(core, 'items:get', { id: 5 })).id).toBe(5)
  })

  it('prefills the connect form from --base-url alone', async () => {
    const { core } = await makeCore({ launch: { baseUrl: 'https://catalog.example.com/api/' } })
    expect(dataOf(await call(core, 'session:get', {}))).toMatchObject({
      connected: false,
      suggestedBaseUrl: 'https://catalog.example.com/api',
    })
  })

  it('ignores a token handed over without a base URL, with a notice', async () => {
    const { core } = await makeCore({ launch: { token: TOKEN } })
    expect(dataOf(await call(core, 'session:get', {})).connected).toBe(false)
    const notices = dataOf(await call(core, 'app:notices', {}))
    expect(notices.map((notice) => inEnglish(notice.message)).join(' ')).toMatch(
      /CATALOG_API_TOKEN was ignored/,
    )
    expect(JSON.stringify(notices)).not.toContain(TOKEN)
  })

  it('shows launch warnings from parseLaunchOptions as notices', async () => {
    const warning = words(
      {
        id: 'launch.noUrl',
        defaultMessage:
          '{flag} was given without a URL and was ignored. Use {flag}=https://catalog.example.com.',
      },
      { flag: '--base-url' },
    )
    const { core } = await makeCore({ launchWarnings: [warning] })
    expect(dataOf(await call(core, 'app:notices', {}))).toEqual([
      { id: 'launch-0', level: 'info', message: warning },
    ])
  })
})

describe('settings through the core', () => {
  it('reports a corrupt settings file through app:notices and keeps the backup', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-core-corrupt-'))
    try {
      await writeFile(join(dir, 'settings.json'), '{ "version": 1, "catalogs": [ oops')
      const { core } = await makeCore({ userDataDir: dir })
      const [notice] = dataOf(await call(core, 'app:notices', {}))
      expect(notice?.level).toBe('warning')
      expect(inEnglish(notice?.message)).toMatch(/settings\.corrupt-.*\.json/)
      expect(dataOf(await call(core, 'catalogs:list', {})).catalogs).toEqual([])
    } finally {
      await disposeCores()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('remembers the window state across restarts and ignores implausible bounds', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'catalog-core-window-'))
    try {
      const first = await makeCore({ userDataDir: dir })
      expect(first.core.getWindowState()).toBeNull()
      await first.core.saveWindowState({ x: 40, y: 30, width: 1280, height: 800, maximized: true })
      await first.core.saveWindowState({ x: 0, y: 0, width: -5, height: Number.NaN, maximized: false })
      await first.core.dispose()
      const second = await makeCore({ userDataDir: dir })
      expect(second.core.getWindowState()).toEqual({
        x: 40,
        y: 30,
        width: 1280,
        height: 800,
        maximized: true,
      })
    } finally {
      await disposeCores()
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe('connecting to a catalog whose pagination is out of bounds', () => {
  it('Spec finding (connect): per_page 0 and pages -1 still connect, and the rows are shown with the position unknown', async () => {
    const server = await startTestServer((req, res) => {
      const origin = `http://${req.headers.host}`
      const limit = Number(new URL(req.url ?? '/', origin).searchParams.get('limit') ?? 25)
      const body = listResponseWire({ page: 1, perPage: Math.min(limit, 5), total: 5, linksOrigin: origin })
      return sendJson(res, 200, { ...body, pagination: { ...body.pagination, per_page: 0, pages: -1 } })
    })
    try {
      const { core } = await makeCore()
      const state = dataOf(
        await call(core, 'session:connect', {
          baseUrl: server.origin,
          token: 'secret-token-99',
          remember: false,
        }),
      )
      expect(state.connected).toBe(true)
      const page = decodeItemsPage(
        dataOf(
          await call(core, 'items:list', {
            query: { filters: EMPTY_FILTERS, limit: 25, page: 1 },
            slot: 'list',
          }),
        ),
      )
      expect(page.items).toHaveLength(5)
      expect(inEnglish(page.positionUnknown)).toMatch(
        /^The catalog's page numbers could not be read \(it sent per_page 0, pages -1\)/,
      )
    } finally {
      await server.close()
    }
  })
})
