import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordingCatalog {
  readonly url: string
  /** Paths of every request that reached this catalog, in order of arrival. */
  readonly requests: string[]
  /** Item IDs answered with a 503 (a catalog failing half-way); change it while the test runs. */
  readonly failing: Set<number>
  /** List pages (`page=N`) answered with a 503: the fault switch for paging; change it while the test runs. */
  readonly failingPages: Set<number>
  /** List pages answered with a 429, each with its `Retry-After` in seconds: the rate-limit switch. */
  readonly rateLimitedPages: Map<number, number>
  /** Item IDs answered with a 429, each with its `Retry-After` in seconds: the rate-limit switch for lookups. */
  readonly rateLimitedItems: Map<number, number>
  /** Item IDs answered with a 401 (a token that expired mid-ticket); change it while the test runs. */
  readonly refusedItems: Set<number>
  close(): Promise<void>
}

/**
 * A catalog in front of a real one (the demo server) that records every request it receives
 * and can give one item a hostile name.
 *
 * Recording proves "nothing was sent after": the demo server keeps no request log. The
 * hostile name (a spreadsheet formula) is what a real catalog may hold in a name tag; the demo
 * data has none, and the export must neutralise it.
 */
export async function startRecordingCatalog(options: {
  readonly upstream: string
  readonly rename?: { readonly id: number; readonly name: string }
}): Promise<RecordingCatalog> {
  const requests: string[] = []
  const failing = new Set<number>()
  const failingPages = new Set<number>()
  const rateLimitedPages = new Map<number, number>()
  const rateLimitedItems = new Map<number, number>()
  const refusedItems = new Set<number>()

  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    const headers: Record<string, string> = {}
    for (const name of ['authorization', 'accept']) {
      const value = request.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    const upstream = await fetch(`${options.upstream}${request.url ?? '/'}`, { headers, redirect: 'manual' })
    let body = Buffer.from(await upstream.arrayBuffer())
    const rename = options.rename
    if (
      rename &&
      upstream.ok &&
      new URL(request.url ?? '/', 'http://x').pathname === `/v1/items/${rename.id}`
    ) {
      const parsed = JSON.parse(body.toString('utf8')) as { data: { name: string } }
      parsed.data.name = rename.name
      body = Buffer.from(JSON.stringify(parsed))
    }
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'content-length': String(body.length),
    })
    response.end(body)
  }

  const server = createServer((request, response) => {
    request.resume()
    requests.push(request.url ?? '')
    const url = new URL(request.url ?? '/', 'http://x')
    const id = /^\/v1\/items\/(\d+)$/.exec(url.pathname)?.[1]
    const listPage = url.pathname === '/v1/items' ? Number(url.searchParams.get('page') ?? '1') : null
    const retryAfter =
      listPage !== null
        ? rateLimitedPages.get(listPage)
        : id !== undefined
          ? rateLimitedItems.get(Number(id))
          : undefined
    if (retryAfter !== undefined) {
      const body = JSON.stringify({ success: false, type: 'error', message: 'too many requests' })
      response
        .writeHead(429, {
          'content-type': 'application/json; charset=utf-8',
          'retry-after': String(retryAfter),
        })
        .end(body)
      return
    }
    if (id !== undefined && refusedItems.has(Number(id))) {
      const body = JSON.stringify({ success: false, type: 'error', message: 'token expired' })
      response.writeHead(401, { 'content-type': 'application/json; charset=utf-8' }).end(body)
      return
    }
    if ((id !== undefined && failing.has(Number(id))) || (listPage !== null && failingPages.has(listPage))) {
      const body = JSON.stringify({ success: false, type: 'error', message: 'upstream unavailable' })
      response.writeHead(503, { 'content-type': 'application/json; charset=utf-8' }).end(body)
      return
    }
    forward(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(`proxy failed: ${String(error)}`)
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failing,
    failingPages,
    rateLimitedPages,
    rateLimitedItems,
    refusedItems,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
