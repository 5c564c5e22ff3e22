import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RefusingCatalog {
  readonly url: string
  /** The 422 message sent for the refused name value, word for word. */
  readonly refusal: string
  close(): Promise<void>
}

/**
 * A catalog that refuses one Name filter value with a 422 and passes everything else on to
 * a real catalog (the demo server).
 *
 * Needed because the demo server has no 422 the app's UI can provoke: the UI checks App ID,
 * page size and value lengths before sending, and the demo server accepts every text value.
 * The answer follows the spec's error envelope exactly, so the app's real client, error
 * mapping and filter bar handle it as they would a real service's refusal.
 */
export async function startRefusingCatalog(options: {
  readonly upstream: string
  /** A `filter[name]` request holding this value (case-insensitive) is refused. */
  readonly refusedName: string
  readonly refusal: string
}): Promise<RefusingCatalog> {
  const refused = options.refusedName.toLowerCase()

  const refuses = (request: IncomingMessage): boolean => {
    const url = new URL(request.url ?? '/', 'http://catalog')
    if (url.pathname !== '/v1/items') return false
    const names = url.searchParams.getAll('filter[name]').flatMap((value) => value.split(','))
    return names.some((value) => value.trim().toLowerCase() === refused)
  }

  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    const headers: Record<string, string> = {}
    for (const name of ['authorization', 'accept']) {
      const value = request.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    const upstream = await fetch(`${options.upstream}${request.url ?? '/'}`, {
      method: request.method ?? 'GET',
      headers,
      redirect: 'manual',
    })
    const body = Buffer.from(await upstream.arrayBuffer())
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'content-length': String(body.length),
    })
    response.end(body)
  }

  const server = createServer((request, response) => {
    request.resume()
    if (refuses(request)) {
      const body = JSON.stringify({
        success: false,
        type: 'error',
        message: 'validation error',
        data: { 'filter[name]': [options.refusal] },
      })
      response.writeHead(422, { 'content-type': 'application/json; charset=utf-8' }).end(body)
      return
    }
    forward(request, response).catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy failed: ${String(error)}`)
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    refusal: options.refusal,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
