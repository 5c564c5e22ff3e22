import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { ItemResponseWire, ListResponseWire } from '../../../shared/catalog'
import { sampleListItemWire, sampleSingleItemWire } from '../../../shared/catalog/sample-items.test-support'

/**
 * A real HTTP server on 127.0.0.1 for client tests: each test says how it answers, and the
 * server records every request it received (so a test can prove the token never arrived).
 */
export interface RecordedRequest {
  readonly method: string
  /** Path and query as received. */
  readonly url: string
  readonly headers: IncomingHttpHeaders
  readonly at: number
}

export type TestHandler = (req: IncomingMessage, res: ServerResponse, index: number) => void

export interface TestServer {
  /** `http://127.0.0.1:PORT` */
  readonly origin: string
  readonly requests: RecordedRequest[]
  close(): Promise<void>
}

export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    const index = requests.length
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, at: Date.now() })
    req.resume()
    handler(req, res, index)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A port on which nothing listens: bound once, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(JSON.stringify(body))
}

/** Item `id` as a list entry: the shared sample item (shared/catalog/sample-items.test-support.ts). */
export const listItemWire = sampleListItemWire

/** A documented list answer; `linksOrigin` is where its pagination links point. */
export function listResponseWire(options: {
  readonly page: number
  readonly perPage: number
  readonly total: number
  readonly linksOrigin: string
}): ListResponseWire {
  const { page, perPage, total, linksOrigin } = options
  const first = (page - 1) * perPage + 1
  const count = Math.max(0, Math.min(perPage, total - first + 1))
  const link = (p: number) => `${linksOrigin}/v1/items?limit=${perPage}&page=${p}`
  return {
    success: true,
    type: 'pagination',
    data: Array.from({ length: count }, (_, index) => listItemWire(first + index)),
    pagination: {
      total,
      per_page: perPage,
      current_page: page,
      pages: Math.ceil(total / perPage),
      links: {
        next_page: link(page + 1),
        previous_page: page > 1 ? link(page - 1) : null,
        first_page: link(1),
      },
    },
  }
}

/** The single-item answer for item `id`: the shared sample item in its envelope. */
export function itemResponseWire(id: number): ItemResponseWire {
  return { success: true, type: 'response', data: sampleSingleItemWire(id) }
}
