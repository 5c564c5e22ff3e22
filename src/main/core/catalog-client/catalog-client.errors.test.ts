import { createServer as createHttpsServer } from 'node:https'
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HAS_OPENSSL, selfSignedCertificate } from '../testing/self-signed-cert.test-support'
import { EMPTY_FILTERS, type ListQuery } from '../../../shared/catalog'
import type { AppError, Result } from '../../../shared/errors'
import { createCatalogClient, type CatalogClientOptions } from './catalog-client'
import { BodyTooLargeError, readBodyText } from './read-body'
import { createRequestSlots } from './request-slots'
import {
  closedPort,
  itemResponseWire,
  listResponseWire,
  sendJson,
  startTestServer,
  type TestHandler,
  type TestServer,
} from './http-server.test-support'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { withEnglish } from '../../../shared/i18n/english.test-support'

const TOKEN = 'test-token-4f1d9c2b7a'
const PAGE_1: ListQuery = { filters: EMPTY_FILTERS, limit: 10, page: 1 }
/** Short pauses keep the suite quick; the retry *count* is what is under test. */
const FAST_RETRY = { delaysMs: [20, 40], jitter: 0 }

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function serve(handler: TestHandler): Promise<TestServer> {
  const server = await startTestServer(handler)
  servers.push(server)
  return server
}

function client(baseUrl: string, options: Partial<CatalogClientOptions> = {}) {
  return createCatalogClient({ baseUrl, token: TOKEN, retry: FAST_RETRY, ...options })
}

function dataOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.kind}: ${result.error.message}`)
  return result.data
}

function errorOf<T>(result: Result<T>): AppError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.data).slice(0, 200)}`)
  return result.error
}

function expectNoToken(error: AppError): void {
  expect(JSON.stringify(error)).not.toContain(TOKEN)
}

describe('catalog client against a local test server', () => {
  it('sends the bearer token and Accept header to the configured base, and maps the page', async () => {
    const server = await serve((_req, res) =>
      sendJson(res, 200, listResponseWire({ page: 1, perPage: 10, total: 23, linksOrigin: 'http://x' })),
    )
    const result = await client(server.origin).listItems({
      filters: { ...EMPTY_FILTERS, name: ['A b', 'C'], appid: 730 },
      limit: 10,
      page: 1,
    })
    expect(result.ok && result.data).toMatchObject({ total: 23, perPage: 10, page: 1, pages: 3 })
    expect(result.ok && result.data.items).toHaveLength(10)
    const [request] = server.requests
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(request?.headers.accept).toBe('application/json')
    const url = new URL(request?.url ?? '', server.origin)
    expect(url.pathname).toBe('/v1/items')
    expect(url.searchParams.get('filter[name]')).toBe('A b,C')
    expect(url.searchParams.get('filter[appid]')).toBe('730')
    expect(url.searchParams.has('filter[market_hash_name]')).toBe(false)
    expect(url.searchParams.get('limit')).toBe('10')
    expect(url.searchParams.get('page')).toBe('1')
  })

  it('builds URLs under a path prefix given with a trailing slash', async () => {
    const server = await serve((req, res) =>
      req.url?.startsWith('/api/v1/items/5')
        ? sendJson(res, 200, itemResponseWire(5))
        : sendJson(res, 200, listResponseWire({ page: 2, perPage: 10, total: 30, linksOrigin: 'http://x' })),
    )
    const api = client(`${server.origin}/api/`)
    expect(api.baseUrl).toBe(`${server.origin}/api`)
    expect((await api.listItems({ ...PAGE_1, page: 2 })).ok).toBe(true)
    expect((await api.getItem(5)).ok).toBe(true)
    expect(server.requests.map((request) => request.url)).toEqual([
      '/api/v1/items?limit=10&page=2',
      '/api/v1/items/5',
    ])
  })

  it('maps 401 to unauthorized without retrying', async () => {
    const server = await serve((_req, res) =>
      sendJson(res, 401, { success: false, type: 'error', message: 'Unauthenticated.' }),
    )
    const error = errorOf(await client(server.origin).listItems(PAGE_1))
    expect(error.kind).toBe('unauthorized')
    expect(inEnglish(error.message)).toMatch(/HTTP 401: the access token is wrong/)
    expectNoToken(error)
    expect(server.requests).toHaveLength(1)
  })

  it('maps 403 to forbidden', async () => {
    const server = await serve((_req, res) =>
      sendJson(res, 403, { success: false, type: 'error', message: 'Forbidden' }),
    )
    const error = errorOf(await client(server.origin).getItem(3))
    expect(error).toMatchObject({ kind: 'forbidden' })
    expect(inEnglish(error.message)).toContain('item 3')
    expect(server.requests).toHaveLength(1)
  })

  it('maps 404 on an item to not_found naming the ID', async () => {
    const server = await serve((_req, res) =>
      sendJson(res, 404, { success: false, type: 'error', message: 'Not found' }),
    )
    const error = errorOf(await client(server.origin).getItem(42))
    expect(error.kind).toBe('not_found')
    expect(inEnglish(error.message)).toContain('No item with ID 42')
    expect(server.requests).toHaveLength(1)
  })

  it('maps 422 to validation with the per-parameter messages of the envelope', async () => {
    const server = await serve((_req, res) =>
      sendJson(res, 422, {
        success: false,
        type: 'error',
        message: 'validation error',
        data: { 'filter[name]': ['The name filter is too long.'], limit: ['Must be at most 250.'] },
      }),
    )
    const error = errorOf(await client(server.origin).listItems(PAGE_1))
    expect(error).toMatchObject({
      kind: 'validation',
      fields: { 'filter[name]': ['The name filter is too long.'], limit: ['Must be at most 250.'] },
    })
    expect(inEnglish(error.message)).toContain('The name filter is too long.')
    expect(server.requests).toHaveLength(1)
  })

  it('maps other 4xx to bad_response with the status, without retrying', async () => {
    const server = await serve((_req, res) =>
      sendJson(res, 400, { success: false, type: 'error', message: 'Bad request' }),
    )
    const error = errorOf(await client(server.origin).listItems(PAGE_1))
    expect(error).toMatchObject({ kind: 'bad_response', status: 400 })
    expect(inEnglish(error.message)).toContain('Bad request')
    expect(server.requests).toHaveLength(1)
  })

  it('returns 429 at once when Retry-After (seconds) asks for longer than the cap', async () => {
    const server = await serve((_req, res) =>
      sendJson(res, 429, { success: false, type: 'error', message: 'Slow down' }, { 'retry-after': '120' }),
    )
    const error = errorOf(await client(server.origin).listItems(PAGE_1))
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 120 })
    expect(inEnglish(error.message)).toContain('120 seconds')
    expect(server.requests).toHaveLength(1)
  })

  it('reads Retry-After given as an HTTP date', async () => {
    const retryAt = new Date(Date.now() + 90_000).toUTCString()
    const server = await serve((_req, res) =>
      sendJson(res, 429, { success: false, type: 'error', message: 'Slow down' }, { 'retry-after': retryAt }),
    )
    const error = errorOf(await client(server.origin).listItems(PAGE_1))
    expect(error.kind).toBe('rate_limited')
    const seconds = error.kind === 'rate_limited' ? error.retryAfterSeconds : null
    expect(seconds).toBeGreaterThanOrEqual(80)
    expect(seconds).toBeLessThanOrEqual(91)
    expect(server.requests).toHaveLength(1)
  })

  it('waits for a short Retry-After, then retries and succeeds', async () => {
    const server = await serve((_req, res, index) =>
      index === 0
        ? sendJson(res, 429, { success: false, type: 'error', message: 'Slow down' }, { 'retry-after': '1' })
        : sendJson(res, 200, listResponseWire({ page: 1, perPage: 10, total: 5, linksOrigin: 'http://x' })),
    )
    const result = await client(server.origin).listItems(PAGE_1)
    expect(result.ok).toBe(true)
    expect(server.requests).toHaveLength(2)
    const [first, second] = server.requests
    // Honouring the header means not asking again before the second it named.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(900)
  })

  it('retries a 500 and returns the answer that follows', async () => {
    const server = await serve((_req, res, index) =>
      index === 0
        ? sendJson(res, 500, { success: false, type: 'error', message: 'boom' })
        : sendJson(res, 200, itemResponseWire(9)),
    )
    const result = await client(server.origin).getItem(9)
    expect(result.ok && result.data.id).toBe(9)
    expect(server.requests).toHaveLength(2)
  })

  it('gives up on a 503 after the bounded number of retries', async () => {
    const server = await serve((_req, res) =>
      sendJson(res, 503, { success: false, type: 'error', message: 'maintenance' }),
    )
    const error = errorOf(await client(server.origin).listItems(PAGE_1))
    expect(error).toMatchObject({ kind: 'server', status: 503 })
    expect(server.requests).toHaveLength(3)
  })

  it('reports an answer that is not JSON as bad_response', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<html><body>Welcome to nginx</body></html>')
    })
    const error = errorOf(await client(server.origin).listItems(PAGE_1))
    expect(error).toMatchObject({ kind: 'bad_response', status: 200, path: '' })
    expect(inEnglish(error.message)).toMatch(/not JSON/)
  })

  it('Spec finding (connect): a pagination out of bounds costs the position, not the rows, and says what was sent', async () => {
    const body = listResponseWire({ page: 1, perPage: 10, total: 10, linksOrigin: 'http://x' })
    const server = await serve((_req, res) =>
      sendJson(res, 200, {
        ...body,
        pagination: {
          ...body.pagination,
          per_page: 0,
          pages: -1,
          links: { ...body.pagination.links, next_page: 'http://x/v1/items?page=2' },
        },
      }),
    )
    const page = dataOf(await client(server.origin).listItems(PAGE_1))
    expect(page.items).toHaveLength(10)
    expect(page).toMatchObject({ page: 1, perPage: PAGE_1.limit, pages: 2, total: 10 })
    expect(inEnglish(page.positionUnknown)).toBe(
      "The catalog's page numbers could not be read (it sent per_page 0, pages -1), so the position in the list is unknown. Next shows the following page the catalog offers.",
    )
  })

  it('Spec finding (connect): a missing or text pagination without a next link leaves no next page', async () => {
    const body = listResponseWire({ page: 1, perPage: 10, total: 10, linksOrigin: 'http://x' })
    const noNext = { ...body.pagination.links, next_page: null }
    for (const pagination of [undefined, { ...body.pagination, total: '10', links: noNext }]) {
      const server = await serve((_req, res) => sendJson(res, 200, { ...body, pagination }))
      const page = dataOf(await client(server.origin).listItems(PAGE_1))
      expect(page.pages).toBe(1)
      expect(inEnglish(page.positionUnknown)).toMatch(
        /it sent (pagination missing|total "10")\).*offers no next page/,
      )
      expect(inEnglish(page.positionUnknown)).not.toMatch(/expected|Invalid|Too small/)
    }
  })

  it('still refuses more items than asked for when the pagination cannot be read', async () => {
    const body = listResponseWire({ page: 1, perPage: 10, total: 10, linksOrigin: 'http://x' })
    const server = await serve((_req, res) =>
      sendJson(res, 200, { ...body, data: [...body.data, ...body.data], pagination: null }),
    )
    expect(errorOf(await client(server.origin).listItems(PAGE_1))).toMatchObject({
      kind: 'bad_response',
      path: 'data',
    })
  })

  it('refuses an item answer for a different ID than asked', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, itemResponseWire(8)))
    const error = errorOf(await client(server.origin).getItem(7))
    expect(withEnglish(error)).toEqual({
      kind: 'bad_response',
      message:
        "Asked for item 7, the catalog answered with item 8. The app does not show it; report this to the catalog's operators.",
      status: 200,
      path: 'data.id',
    })
  })

  it.each([0, -3, 1.5, 2 ** 53, Number.NaN])(
    'refuses %d as an item ID without asking the catalog',
    async (id) => {
      const fetch = vi.fn<typeof globalThis.fetch>()
      const error = errorOf(await client('https://catalog.example', { fetch }).getItem(id))
      expect(withEnglish(error)).toEqual({
        kind: 'invalid_request',
        message: `"${id}" is not an item ID: use a whole number of 1 or more.`,
        path: 'id',
      })
      expect(fetch).not.toHaveBeenCalled()
    },
  )

  it('asks for the largest safe ID and for ID 1', async () => {
    const server = await serve((req, res) =>
      sendJson(res, 200, itemResponseWire(Number(req.url?.split('/').at(-1)))),
    )
    expect((await client(server.origin).getItem(1)).ok).toBe(true)
    expect((await client(server.origin).getItem(Number.MAX_SAFE_INTEGER)).ok).toBe(true)
    expect(server.requests).toHaveLength(2)
  })

  it('refuses, as a programming error, a base URL that was not normalised first', () => {
    expect(() => createCatalogClient({ baseUrl: 'ftp://catalog.example', token: TOKEN })).toThrow(
      /^createCatalogClient: ./,
    )
    expect(() => createCatalogClient({ baseUrl: 'ftp://catalog.example', token: TOKEN })).toThrow(TypeError)
  })

  it('times out a slow answer and does not retry it', async () => {
    const server = await serve((_req, res) => {
      const timer = setTimeout(() => sendJson(res, 200, itemResponseWire(1)), 3_000)
      res.on('close', () => clearTimeout(timer))
    })
    const error = errorOf(await client(server.origin, { timeoutMs: 150 }).getItem(1))
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 150 })
    expect(server.requests).toHaveLength(1)
  })

  it('reports a refused connection as network ECONNREFUSED, naming the base URL', async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}`
    const error = errorOf(await client(baseUrl).listItems(PAGE_1))
    expect(error).toMatchObject({ kind: 'network', code: 'ECONNREFUSED' })
    expect(inEnglish(error.message)).toContain(baseUrl)
    expectNoToken(error)
  })

  it('reports a reset connection as network and retries it', async () => {
    const server = await serve((req) => req.socket.destroy())
    const error = errorOf(await client(server.origin).listItems(PAGE_1))
    expect(error.kind).toBe('network')
    expect(error.kind === 'network' && error.code).toMatch(/ECONNRESET|UND_ERR_SOCKET/)
    expect(server.requests).toHaveLength(3)
  })

  it('reports a same-origin redirect without following it', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(301, { location: '/v2/items' })
      res.end()
    })
    const error = errorOf(await client(server.origin).listItems(PAGE_1))
    expect(error).toMatchObject({
      kind: 'redirect',
      status: 301,
      crossOrigin: false,
      location: `${server.origin}/v2/items`,
    })
    expect(server.requests).toHaveLength(1)
  })

  it('reports a cross-origin redirect and the token never reaches the other host', async () => {
    const elsewhere = await serve((_req, res) => sendJson(res, 200, itemResponseWire(1)))
    const server = await serve((_req, res) => {
      res.writeHead(302, { location: `${elsewhere.origin}/v1/items/1` })
      res.end()
    })
    const error = errorOf(await client(server.origin).getItem(1))
    expect(error).toMatchObject({ kind: 'redirect', status: 302, crossOrigin: true })
    expect(inEnglish(error.message)).toContain(elsewhere.origin)
    expect(server.requests).toHaveLength(1)
    expect(elsewhere.requests).toHaveLength(0)
  })

  it('fetches the next page from the configured base, never from the links the server sent', async () => {
    const elsewhere = await serve((_req, res) =>
      sendJson(res, 200, listResponseWire({ page: 2, perPage: 10, total: 30, linksOrigin: 'http://x' })),
    )
    const server = await serve((req, res) => {
      const page = Number(new URL(req.url ?? '', 'http://h').searchParams.get('page'))
      sendJson(res, 200, listResponseWire({ page, perPage: 10, total: 30, linksOrigin: elsewhere.origin }))
    })
    const api = client(server.origin)
    const first = await api.listItems(PAGE_1)
    expect(first.ok && first.data.page).toBe(1)
    const second = await api.listItems({ ...PAGE_1, page: 2 })
    expect(second.ok && second.data.page).toBe(2)
    expect(second.ok && second.data.items[0]?.id).toBe(11)
    expect(
      server.requests.map((request) => new URL(request.url, server.origin).searchParams.get('page')),
    ).toEqual(['1', '2'])
    expect(server.requests.every((request) => request.headers.authorization === `Bearer ${TOKEN}`)).toBe(true)
    expect(elsewhere.requests).toHaveLength(0)
  })

  it('cancels a superseded request in the same slot, and only that one', async () => {
    const server = await serve((req, res) => {
      const slow = req.url?.includes('page=1')
      const timer = setTimeout(
        () =>
          sendJson(
            res,
            200,
            listResponseWire({ page: slow ? 1 : 2, perPage: 10, total: 30, linksOrigin: 'http://x' }),
          ),
        slow ? 2_000 : 10,
      )
      res.on('close', () => clearTimeout(timer))
    })
    const api = client(server.origin)
    const slots = createRequestSlots()
    const older = slots.begin('list')
    const detail = slots.begin('detail')
    const olderResult = api.listItems(PAGE_1, older.signal)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const newer = slots.begin('list')
    const newerResult = await api.listItems({ ...PAGE_1, page: 2 }, newer.signal)
    expect(errorOf(await olderResult).kind).toBe('cancelled')
    expect(newerResult.ok && newerResult.data.page).toBe(2)
    expect(detail.signal.aborted).toBe(false)
    slots.cancelAll()
    expect(detail.signal.aborted).toBe(true)
  })

  it('stops retrying once cancelled during the backoff pause', async () => {
    const server = await serve((_req, res) =>
      sendJson(res, 503, { success: false, type: 'error', message: 'busy' }),
    )
    const controller = new AbortController()
    const pending = client(server.origin, { retry: { delaysMs: [1_000], jitter: 0 } }).listItems(
      PAGE_1,
      controller.signal,
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    controller.abort()
    expect(errorOf(await pending).kind).toBe('cancelled')
    expect(server.requests).toHaveLength(1)
  })

  it('sends nothing once the token is gone (session ended)', async () => {
    const server = await serve((_req, res) => sendJson(res, 200, itemResponseWire(1)))
    const error = errorOf(
      await createCatalogClient({ baseUrl: server.origin, getToken: () => null }).getItem(1),
    )
    expect(error.kind).toBe('no_session')
    expect(server.requests).toHaveLength(0)
  })

  it('refuses a body larger than the limit', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(`"${'x'.repeat(300_000)}"`)
    })
    const response = await fetch(server.origin)
    await expect(readBodyText(response, undefined, 100_000)).rejects.toBeInstanceOf(BodyTooLargeError)
  })
})

describe('catalog client against a body that never settles', () => {
  it('times out on a 421 whose promised byte never comes (fetch itself leaves that body pending forever)', async () => {
    // Found by the fuzz test: undici neither ends nor errors this body, and ignores the abort.
    const sockets = new Set<Socket>()
    const server = createTcpServer((socket) => {
      sockets.add(socket)
      socket.on('error', () => undefined)
      socket.on('data', () => {
        socket.write('HTTP/1.1 421 OK\r\nConnection: close\r\nContent-Length: 1\r\n\r\n')
        socket.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const client = createCatalogClient({
        baseUrl: `http://127.0.0.1:${port}`,
        token: 'secret-token',
        timeoutMs: 200,
        retry: { retries: 0, delaysMs: [], jitter: 0, maxRetryAfterMs: 0 },
      })
      const error = errorOf(await client.getItem(1))
      expect(error.kind).toBe('timeout')
    } finally {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})

describe('catalog client over TLS with an untrusted certificate', () => {
  it.skipIf(!HAS_OPENSSL)(
    HAS_OPENSSL
      ? 'reports a self-signed certificate as network, without retrying'
      : 'TLS test skipped: openssl is not installed',
    async () => {
      const tls = selfSignedCertificate()
      let connections = 0
      let requests = 0
      const server = createHttpsServer(tls, (_req, res) => {
        requests++
        sendJson(res, 200, itemResponseWire(1))
      })
      server.on('connection', () => connections++)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      try {
        const { port } = server.address() as AddressInfo
        const error = errorOf(await client(`https://127.0.0.1:${port}`).getItem(1))
        expect(error.kind).toBe('network')
        expect(error.kind === 'network' && error.code).toMatch(/CERT|SELF_SIGNED/)
        expect(inEnglish(error.message)).toMatch(/certificate/)
        expect(requests).toBe(0)
        expect(connections).toBe(1)
      } finally {
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
      }
    },
  )
})
