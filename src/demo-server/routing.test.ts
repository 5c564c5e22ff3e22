import { describe, expect, it } from 'vitest'
import { mulberry32 } from './data/prng'
import { MAX_HEADER_BYTES, startDemoServer } from './server'
import { useDemoServer } from './testing/demo-fixture.test-support'
import { rawErrorBody, rawRequest } from './testing/raw-http.test-support'

describe('routing, methods and robustness', () => {
  const demo = useDemoServer({ items: 300 })

  it.each([
    '/',
    '/v1',
    '/v1/',
    '/v2/items',
    '/V1/items',
    '/v1/items/1/extra',
    '/v1/itemsx',
    '/favicon.ico',
    '/images/1.svg',
    '//v1/items',
  ])('unknown route %s is a JSON 404 envelope', async (path) => {
    const { body } = await demo.client.error(path, 404)
    expect(body.message).toMatch(/^No route/)
    expect(body.message).toContain('GET /v1/items')
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s on an API route is a JSON 405 with an Allow header',
    async (method) => {
      for (const path of ['/v1/items', '/v1/items/1']) {
        const { body, headers } = await demo.client.error(path, 405, { method })
        expect(body.message).toContain(`Method ${method} is not allowed`)
        expect(headers.get('allow')).toBe('GET, HEAD, OPTIONS')
      }
    },
  )

  it('405 also without a token: the method is checked before authentication', async () => {
    await demo.client.error('/v1/items', 405, { method: 'DELETE', token: null })
  })

  it('OPTIONS answers 204 with Allow and no body', async () => {
    const result = await demo.client.call('/v1/items', { method: 'OPTIONS', token: null })
    expect(result.status).toBe(204)
    expect(result.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })

  it('HEAD on the list has the same headers as GET and no body', async () => {
    const head = await demo.client.call('/v1/items?limit=3', { method: 'HEAD' })
    const get = await fetch(demo.client.url('/v1/items?limit=3'), {
      headers: { Authorization: `Bearer ${demo.server.token}` },
    })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(await get.text())))
    expect(head.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })

  it('JSON answers carry security headers, success or error', async () => {
    for (const result of [
      await demo.client.call('/v1/items?limit=1'),
      await demo.client.call('/v1/items/0'),
      await demo.client.call('/nope'),
    ]) {
      expect(result.headers.get('x-content-type-options')).toBe('nosniff')
      expect(result.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(result.headers.get('cache-control')).toBe('no-store')
      expect(result.headers.get('content-security-policy')).toContain("default-src 'none'")
    }
  })

  it('a request body is ignored and the connection stays usable', async () => {
    await demo.client.error('/v1/items', 405, { method: 'POST' })
    const response = await fetch(demo.client.url('/v1/items'), {
      method: 'POST',
      body: 'x'.repeat(100_000),
      headers: { Authorization: `Bearer ${demo.server.token}` },
    })
    expect(response.status).toBe(405)
    await response.text()
    expect((await demo.client.list('?limit=1')).data).toHaveLength(1)
  })

  it(`a query beyond ${MAX_HEADER_BYTES / 1024} KB is a JSON 431, not a crash`, async () => {
    const response = await rawRequest(
      demo.server.port,
      `GET /v1/items?filter[name]=${'a'.repeat(MAX_HEADER_BYTES + 10)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    )
    expect(response.status).toBe(431)
    expect(rawErrorBody(response).message).toMatch(/exceed 64 KB/)
  })

  it('a long but acceptable query (50 non-ASCII values of 200 characters) is answered', async () => {
    const values = Array.from({ length: 50 }, (_, i) => `${'я'.repeat(199)}${i % 10}`).join(',')
    const body = await demo.client.list(`?filter[name]=${encodeURIComponent(values)}`)
    expect(body.pagination.total).toBe(0)
  })

  it.each([
    ['an unknown method', 'FROB /v1/items HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a garbage request line', 'hello world\r\n\r\n', 400],
    [
      'raw (not percent-encoded) UTF-8 in the URL',
      'GET /v1/items?filter[name]=Красная HTTP/1.1\r\nHost: x\r\n\r\n',
      400,
    ],
    ['a target that is not a path', 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
  ])('%s gets a JSON 4xx envelope', async (_label, request, status) => {
    const response = await rawRequest(demo.server.port, request)
    expect(response.status).toBe(status)
    expect(rawErrorBody(response).success).toBe(false)
  })

  it('TRACE, CONNECT-like and WebDAV methods are 405, not 5xx', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) {
      const response = await rawRequest(
        demo.server.port,
        `${method} /v1/items HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      )
      expect(response.status).toBe(405)
      expect(rawErrorBody(response).message).toContain(method)
    }
  })

  it('an absolute-form target (as sent to a proxy) is routed by its path', async () => {
    const response = await rawRequest(
      demo.server.port,
      `GET http://127.0.0.1:${demo.server.port}/v1/items/3 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${demo.server.token}\r\nConnection: close\r\n\r\n`,
    )
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toMatchObject({ success: true, type: 'response', data: { id: 3 } })
  })

  it('random junk in the query never produces a 5xx or an off-contract body', async () => {
    const random = mulberry32(99)
    const alphabet = [
      '%',
      '[',
      ']',
      '&',
      '=',
      ',',
      '+',
      'filter',
      'name',
      'limit',
      'page',
      'appid',
      '1',
      '0',
      '-',
      'é',
      '%5B',
      '%5D',
      '%zz',
      '%E0',
      ';',
      '#',
    ]
    for (let round = 0; round < 150; round += 1) {
      const length = 1 + Math.floor(random() * 12)
      const query = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
      const result = await demo.client.call(`/v1/items?${query}`)
      expect(result.status, query).toBeLessThan(500)
      expect([200, 422], query).toContain(result.status)
    }
  })
})

describe('latency', () => {
  const demo = useDemoServer({ items: 10, latencyMs: 300 })

  it('delays every /v1 answer, including errors', async () => {
    // Asked at once: each answer is delayed on its own, so each still takes the whole latency.
    const took = await Promise.all(
      (
        [
          ['/v1/items', undefined],
          ['/v1/items/999', undefined],
          ['/v1/items', null],
        ] as const
      ).map(async ([path, token]) => {
        const started = performance.now()
        await demo.client.call(path, { token })
        return performance.now() - started
      }),
    )
    // setTimeout never fires early by more than a millisecond; allow a little slack.
    for (const ms of took) expect(ms).toBeGreaterThanOrEqual(290)
  })

  it('close() does not wait for delayed answers', async () => {
    const server = await startDemoServer({ port: 0, latencyMs: 60_000 })
    const pending = fetch(`${server.url}/v1/items`).then(
      () => 'answered',
      () => 'dropped',
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    await server.close()
    expect(await pending).toBe('dropped')
  })
})

describe('the scriptable status endpoint', () => {
  it('is absent by default: the path is an unknown route', async () => {
    const server = await startDemoServer({ port: 0, token: 'tok-1234' })
    try {
      const response = await fetch(`${server.url}/__demo/items/1/status?value=TRADE_ACCEPTED`, {
        method: 'POST',
        headers: { Authorization: 'Bearer tok-1234' },
      })
      expect(response.status).toBe(404)
    } finally {
      await server.close()
    }
  })

  it('with --scriptable, changes what GET /v1/items/{id} reports, with the token only and known statuses only', async () => {
    const server = await startDemoServer({ port: 0, token: 'tok-1234', scriptable: true })
    const auth = { Authorization: 'Bearer tok-1234' }
    const statusOf = async (id: number) =>
      (
        (await (await fetch(`${server.url}/v1/items/${id}`, { headers: auth })).json()) as {
          data: { status: string }
        }
      ).data.status
    try {
      const before = await statusOf(7)
      const target = before === 'TRADE_ACCEPTED' ? 'UNAVAILABLE' : 'TRADE_ACCEPTED'
      const post = (query: string, headers: Record<string, string> = auth) =>
        fetch(`${server.url}/__demo/items/7/status?${query}`, { method: 'POST', headers })
      expect((await post(`value=${target}`, {})).status).toBe(401)
      expect((await post('value=DELIVERED')).status).toBe(422)
      expect(await statusOf(7)).toBe(before)
      expect((await post(`value=${target}`)).status).toBe(204)
      expect(await statusOf(7)).toBe(target)
    } finally {
      await server.close()
    }
  })
})
