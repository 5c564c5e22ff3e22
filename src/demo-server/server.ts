import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createCatalog } from './data/catalog-data'
import { answerClientError } from './http/client-error'
import { errorReply } from './http/envelope'
import { writeReply, type Reply } from './http/reply'
import { resolveOptions, type DemoServerOptions } from './options'
import { route, type RouterSettings } from './router'

export interface RunningDemoServer {
  /** The catalog base URL, e.g. `http://127.0.0.1:4010` (no trailing slash; the API is under `/v1`). */
  readonly url: string
  /** The port actually bound (useful with `port: 0`). */
  readonly port: number
  readonly token: string
  /** Stops listening, drops open connections and pending delayed responses. Safe to call twice. */
  close(): Promise<void>
}

/**
 * Request line plus headers the server accepts. Node's default (16 KB) is less than the app
 * may send: 50 non-ASCII filter values of 200 characters percent-encode to about 60 KB.
 */
export const MAX_HEADER_BYTES = 64 * 1024

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening)
      reject(error)
    }
    const onListening = () => {
      server.off('error', onError)
      resolve()
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen({ port, host, exclusive: true })
  })
}

/** `::1` -> `[::1]`, as URLs need. */
function urlHost(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
}

/**
 * Starts the demo catalog: a spec-faithful Item Catalog Service on a real socket.
 *
 * Rejects with a RangeError for invalid options, and with the listen error (`EADDRINUSE`,
 * `EACCES`, `EADDRNOTAVAIL`…) when the address cannot be bound.
 */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<RunningDemoServer> {
  const config = resolveOptions(options)
  const fixedNow = config.now
  const catalog = createCatalog({
    items: config.items,
    seed: config.seed,
    missingEvery: config.missingEvery,
    firstId: config.firstId,
    clock: fixedNow === null ? () => Date.now() : () => fixedNow,
  })
  const pendingDelays = new Set<NodeJS.Timeout>()
  let origin = ''

  const settings: RouterSettings = {
    catalog,
    token: config.token,
    get origin() {
      return origin
    },
    latencyMs: config.latencyMs,
    statusOverrides: config.scriptable ? new Map() : null,
    delay: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          pendingDelays.delete(timer)
          resolve()
        }, ms)
        pendingDelays.add(timer)
      }),
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Bodies are never read (no endpoint takes one); discard them so keep-alive still works.
    req.resume()
    let reply: Reply
    try {
      reply = await route(req, settings)
    } catch (error) {
      // Only a bug gets here: bad input is always answered with a 4xx above.
      console.error('demo-server: internal error while answering', req.method, error)
      reply = errorReply(500, 'Internal error in the demo catalog server.')
    }
    writeReply(req, res, reply)
  }

  // requireHostHeader off: a request without Host gets links built from the server's own address.
  const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES, requireHostHeader: false }, (req, res) => {
    void handle(req, res)
  })
  server.on('clientError', (error: Error & { code?: string }, socket) =>
    answerClientError(error, socket, MAX_HEADER_BYTES),
  )

  await listen(server, config.port, config.host)
  server.on('error', (error) => console.error('demo-server:', error.message))
  const port = (server.address() as AddressInfo).port
  origin = `http://${urlHost(config.host)}:${port}`

  let closing: Promise<void> | null = null
  return {
    url: origin,
    port,
    token: config.token,
    close() {
      closing ??= new Promise<void>((resolve) => {
        for (const timer of pendingDelays) clearTimeout(timer)
        pendingDelays.clear()
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return closing
    },
  }
}
