import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface MalformingCatalog {
  readonly url: string
  close(): Promise<void>
}

type Json = Record<string, unknown>

/**
 * A catalog that passes every request on to a real one (the demo server) and damages
 * answers on the way back, as a drifting real service might: `rewrite` gets the path and
 * the parsed JSON body of each 200 answer and returns what is sent instead.
 */
export async function startMalformingCatalog(options: {
  readonly upstream: string
  readonly rewrite: (path: string, body: Json) => Json
}): Promise<MalformingCatalog> {
  const forward = async (request: IncomingMessage, response: ServerResponse) => {
    const headers: Record<string, string> = {}
    for (const name of ['authorization', 'accept']) {
      const value = request.headers[name]
      if (typeof value === 'string') headers[name] = value
    }
    const upstream = await fetch(`${options.upstream}${request.url ?? '/'}`, { headers, redirect: 'manual' })
    const text = await upstream.text()
    const path = new URL(request.url ?? '/', 'http://catalog').pathname
    const body =
      upstream.status === 200 ? JSON.stringify(options.rewrite(path, JSON.parse(text) as Json)) : text
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    })
    response.end(body)
  }
  const server = createServer((request, response) => {
    request.resume()
    forward(request, response).catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy failed: ${String(error)}`)
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
