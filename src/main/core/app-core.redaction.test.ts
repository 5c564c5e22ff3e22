import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { decodeItemsPage, type EncodedItemsPage } from '../../shared/catalog/packed-items'
import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import {
  itemResponseWire,
  listItemWire,
  listResponseWire,
  sendJson,
  startTestServer,
  type TestServer,
} from './catalog-client/http-server.test-support'
import { call, disposeCores, errorOf, makeCore } from './app-core.test-support'
import { inEnglish } from '../../shared/i18n/english.test-support'
import { withEnglish } from '../../shared/i18n/english.test-support'

/**
 * D2: whatever the catalog sends back goes through the redactor before it reaches the
 * window. This catalog echoes the Authorization header everywhere it can: in 422 field names
 * and messages, an undocumented status's message, a redirect's query, and item data.
 */
const TOKEN = 'echo-me-7f3a9c2e51'
let server: TestServer | undefined

afterEach(async () => {
  await disposeCores()
  await server?.close()
})

type Mode = 'ok' | '422' | '400' | 'redirect' | 'data'

/** The page size the client asked for: a list answer must match its request. */
function requestedLimit(url: string | undefined): number {
  return Number(new URL(url ?? '/', 'http://x').searchParams.get('limit') ?? 25)
}

async function echoingCatalog(mode: () => Mode) {
  server = await startTestServer((req, res) => {
    const echoed = String(req.headers.authorization ?? '').replace(/^Bearer /, '')
    const origin = `http://${req.headers.host}`
    const current = mode()
    if (current === '422') {
      sendJson(res, 422, {
        success: false,
        type: 'error',
        message: `bad ${echoed}`,
        data: { [`filter[${echoed}]`]: [`unknown filter, token was Bearer ${echoed}`] },
      })
    } else if (current === '400') {
      sendJson(res, 400, { success: false, type: 'error', message: `you sent ${echoed}`, data: {} })
    } else if (current === 'redirect') {
      res.writeHead(302, { location: `/v1/moved?session=${echoed}#${echoed}` })
      res.end()
    } else {
      const body =
        req.url?.startsWith('/v1/items/') === true
          ? itemResponseWire(1)
          : listResponseWire({ page: 1, perPage: requestedLimit(req.url), total: 3, linksOrigin: origin })
      if (current === 'data' && 'data' in body && Array.isArray(body.data)) {
        body.data[0] = { ...listItemWire(1), name: `Item for ${echoed}` }
      }
      sendJson(res, 200, body)
    }
  })
  return server
}

describe('errors and data that cross IPC never carry the token', () => {
  it.each(['422', '400', 'redirect', 'data'] as const)('when the catalog echoes it (%s)', async (kind) => {
    let mode: Mode = 'ok'
    const remote = await echoingCatalog(() => mode)
    const { core, logs } = await makeCore()
    const connected = await call(core, 'session:connect', {
      baseUrl: remote.origin,
      token: TOKEN,
      remember: false,
    })
    expect(connected.ok).toBe(true)
    mode = kind
    const result = await call(core, 'items:list', {
      query: { filters: EMPTY_FILTERS, page: 1, limit: 25 },
    })
    const shown = JSON.stringify(result)
    expect(shown).not.toContain(TOKEN)
    expect(logs.join('\n')).not.toContain(TOKEN)
    // The token really was echoed: the request carried it, and the answer was shown redacted.
    expect(remote.requests.at(-1)?.headers.authorization).toBe(`Bearer ${TOKEN}`)
    if (kind === 'data') {
      expect(shown).toContain('Item for [redacted]')
    } else if (kind !== 'redirect') {
      // The catalog's own words are still shown, only without the token.
      expect(withEnglish(errorOf(result).message)).toContain('[redacted]')
    }
    if (kind === 'redirect') {
      const error = errorOf(result)
      expect(error.kind).toBe('redirect')
      expect(error.kind === 'redirect' && error.location).toBe(`${remote.origin}/v1/moved`)
    }
  })
})

describe('events that cross IPC never carry a credential either (D2)', () => {
  it('masks what a catalog echoes into a bulk lookup’s error words, and leaves its item data as sent', async () => {
    // A proxy's credential, not ours: the client's own token strip cannot know it, only the
    // redactor's `Bearer …` rule for error words catches it, so this fails if events skip it.
    const PROXY = 'Bearer proxy.cred-5a17'
    server = await startTestServer((req, res) => {
      if (req.url?.startsWith('/v1/items/1')) {
        const item = itemResponseWire(1)
        sendJson(res, 200, { ...item, data: { ...item.data, name: `Seen ${PROXY}` } })
      } else if (req.url?.startsWith('/v1/items/2')) {
        sendJson(res, 400, {
          success: false,
          type: 'error',
          message: `upstream\u202e said ${PROXY}`,
          data: {},
        })
      } else {
        sendJson(
          res,
          200,
          listResponseWire({
            page: 1,
            perPage: requestedLimit(req.url),
            total: 3,
            linksOrigin: `http://${req.headers.host}`,
          }),
        )
      }
    })
    const { core, logs } = await makeCore()
    expect(
      (await call(core, 'session:connect', { baseUrl: server.origin, token: TOKEN, remember: false })).ok,
    ).toBe(true)
    const rows: unknown[] = []
    const finished = new Promise<void>((resolve) =>
      core.addEventSink((event, payload) => {
        if (event === 'lookup:progress') rows.push(payload)
        if (event === 'lookup:finished') resolve()
      }),
    )
    expect((await call(core, 'lookup:start', { ids: [1, 2] })).ok).toBe(true)
    await finished
    const shown = JSON.stringify(rows)
    expect(shown).toContain('upstream\\\\u202E said Bearer [redacted]')
    // The error's words were cleaned for display as well (the override shown, not obeyed)…
    expect(shown).not.toContain('\u202e')
    expect(shown).toContain('\\\\u202E')
    // …while an item's data is shown as the catalog sent it: a "Bearer" in a name is a name (R2).
    expect(shown).toContain('Seen Bearer proxy.cred-5a17')
    expect(logs.join('\n')).not.toContain('proxy.cred-5a17')
  })
})

describe('R1/R2: what the catalog sends is redacted as values, not as text', () => {
  /** A token with the characters encoders escape, echoed in the spelling of `encode`. */
  const SPIKY = 'spiky/To+ken"7\\q=='
  const jsonString = (text: string) => JSON.stringify(text).slice(1, -1)
  const netStyle = (json: string) => json.replaceAll('+', '\\u002B').replaceAll('/', '\\/')

  async function catalogNaming(name: (echoed: string) => string) {
    server = await startTestServer((req, res) => {
      const echoed = String(req.headers.authorization ?? '').replace(/^Bearer /, '')
      const wire = req.url?.startsWith('/v1/items/')
        ? itemResponseWire(1)
        : listResponseWire({
            page: 1,
            perPage: requestedLimit(req.url),
            total: 3,
            linksOrigin: `http://${req.headers.host}`,
          })
      const body: { data: unknown } = wire
      if (Array.isArray(body.data)) body.data[0] = { ...listItemWire(1), name: name(echoed) }
      else body.data = { ...itemResponseWire(1).data, name: name(echoed) }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(netStyle(JSON.stringify(body)))
    })
    const made = await makeCore()
    const connected = await call(made.core, 'session:connect', {
      baseUrl: server.origin,
      token: SPIKY,
      remember: false,
    })
    expect(connected.ok).toBe(true)
    return made
  }

  it('R1: a token echoed as \\u002B-escaped JSON never reaches settings, an export or the window', async () => {
    const { core, dir, saved } = await catalogNaming((echoed) => `Skin for ${echoed}`)
    const item = await call(core, 'items:get', { id: 1, slot: 'detail' })
    expect(JSON.stringify(item)).toContain('Skin for [redacted]')
    expect((await call(core, 'watch:add', { id: 1, name: 'Skin for [redacted]', status: null })).ok).toBe(
      true,
    )
    expect((await call(core, 'export:list', { format: 'json', filters: EMPTY_FILTERS })).ok).toBe(true)
    const page = await call(core, 'items:list', { query: { filters: EMPTY_FILTERS, page: 1, limit: 25 } })
    await core.dispose()
    const settings = await readFile(join(dir, 'settings.json'), 'utf8')
    const exported = await readFile(saved[0]!, 'utf8')
    for (const text of [settings, exported, JSON.stringify(page), JSON.stringify(item)]) {
      expect(text).not.toContain(jsonString(SPIKY))
      expect(text).not.toContain(SPIKY)
    }
    expect(settings).toContain('Skin for [redacted]')
    expect(exported).toContain('Skin for [redacted]')
  })

  it('R1: a token main saw before (another session’s) is masked in the page’s values too', async () => {
    const EARLIER = 'earlier-session-token-31'
    const { core } = await catalogNaming(() => `Named ${EARLIER}"`)
    const first = await call(core, 'session:connect', {
      baseUrl: server!.origin,
      token: EARLIER,
      remember: false,
    })
    expect(first.ok).toBe(true)
    const again = await call(core, 'session:connect', {
      baseUrl: server!.origin,
      token: SPIKY,
      remember: false,
    })
    expect(again.ok).toBe(true)
    const page = await call(core, 'items:list', { query: { filters: EMPTY_FILTERS, page: 1, limit: 25 } })
    if (!page.ok) throw new Error(inEnglish(page.error.message))
    expect(decodeItemsPage(page.data as EncodedItemsPage).items[0]?.name).toBe('Named [redacted]"')
  })

  it.each(['Standard Bearer "Gold"', 'Standard Bearer (Gold)', 'Bearer \\ backslash'])(
    'R2: an item called %s reaches the window intact and its page decodes',
    async (name) => {
      const { core } = await catalogNaming(() => name)
      const page = await call(core, 'items:list', { query: { filters: EMPTY_FILTERS, page: 1, limit: 25 } })
      if (!page.ok) throw new Error(inEnglish(page.error.message))
      const decoded = decodeItemsPage(page.data as EncodedItemsPage)
      expect(decoded.items[0]?.name).toBe(name)
      expect(JSON.stringify(await call(core, 'items:get', { id: 1 }))).toContain(jsonString(name))
    },
  )
})
