import { type Readable } from 'node:stream'

/**
 * Electron's network stack as the fetch the core expects.
 *
 * Why Electron's at all: it goes through Chromium's network stack, so it honours the system
 * proxy and the OS trust store (Node's fetch does neither, and the fuse that disables
 * NODE_OPTIONS also disables NODE_EXTRA_CA_CERTS): behind a corporate proxy or an internal CA
 * the agent would otherwise see thumbnails but no data.
 *
 * What must hold: a request with `redirect: 'manual'` answers a redirect with its real 3xx
 * status and the absolute `Location`, and follows nothing, as Node's fetch does. The catalog
 * client then reports the redirect (it could carry the Authorization header elsewhere); the
 * team templates reader follows it by hand within the same origin (team-fetch.ts).
 *
 * `net.fetch` cannot give that: it makes a ClientRequest and never listens for its `redirect`
 * event, and Electron documents that in manual mode "the redirection will be cancelled unless
 * `request.followRedirect` is invoked synchronously during the `redirect` event" (ClientRequest
 * options, `redirect`), so `net.fetch` rejects with "Redirect was cancelled" and the Location
 * is lost (electron/electron#43715, closed as documented). So a manual request goes through
 * `net.request` itself: its `redirect` event carries the status, the absolute redirect URL and
 * the headers, and `abort()` inside that event ends the request without the cancellation
 * error. Every other request goes to `net.fetch` unchanged.
 */

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

/** What a manual request is opened with: the ClientRequest options `net.fetch` itself passes. */
export interface ManualRequestOptions {
  readonly url: string
  readonly method: string
  readonly redirect: 'manual'
  readonly credentials: 'include' | 'omit'
  readonly cache: Request['cache']
}

/** The part of Electron's ClientRequest (`net.request`) a manual request uses. */
export interface ManualRequest {
  on(
    event: 'redirect',
    listener: (
      statusCode: number,
      method: string,
      redirectUrl: string,
      responseHeaders: Record<string, string[]>,
    ) => void,
  ): unknown
  on(event: 'response', listener: (response: AnswerMessage) => void): unknown
  on(event: 'error', listener: (error: Error) => void): unknown
  setHeader(name: string, value: string): void
  end(): void
  abort(): void
}

/** The part of Electron's IncomingMessage a manual request reads; the body is the message itself. */
export interface AnswerMessage {
  readonly statusCode: number
  readonly statusMessage: string
  readonly headers: Record<string, string | string[] | undefined>
}

export interface ElectronNetForFetch {
  readonly fetch: Fetch
  readonly request: (options: ManualRequestOptions) => ManualRequest
}

/** The statuses fetch answers without a body (the Fetch standard's null body statuses). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

export function adaptNetFetch(net: ElectronNetForFetch): typeof fetch {
  const adapted = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    if (request.redirect !== 'manual') return net.fetch(input, init)
    return manualFetch(net.request, request)
  }
  return adapted as typeof fetch
}

/** One request with `redirect: 'manual'` through `open` (net.request), as fetch answers it. */
export function manualFetch(open: ElectronNetForFetch['request'], request: Request): Promise<Response> {
  const { signal } = request
  if (request.body !== null) return Promise.reject(new TypeError('a manual request carries no body here'))
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<Response>((resolve, reject) => {
    const client = open({
      url: request.url,
      method: request.method,
      redirect: 'manual',
      // As net.fetch maps a request's credentials when it has no origin.
      credentials: request.credentials === 'omit' ? 'omit' : 'include',
      cache: request.cache,
    })
    for (const [name, value] of request.headers) client.setHeader(name, value)
    const onAbort = () => {
      client.abort()
      reject(signal.reason)
    }
    signal.addEventListener('abort', onAbort, { once: true })
    client.on('redirect', (status, _method, redirectUrl, headers) => {
      signal.removeEventListener('abort', onAbort)
      client.abort()
      resolve(new Response(null, { status, headers: { ...headersOf(headers), location: redirectUrl } }))
    })
    client.on('response', (message) => {
      const empty = NULL_BODY_STATUSES.has(message.statusCode) || request.method === 'HEAD'
      // Electron's IncomingMessage is a stream.Readable (typed only as an emitter).
      const body = empty ? null : webBodyOf(message as unknown as Readable)
      resolve(
        new Response(body, {
          status: message.statusCode,
          statusText: message.statusMessage,
          headers: headersOf(message.headers),
        }),
      )
    })
    client.on('error', (error) => {
      signal.removeEventListener('abort', onAbort)
      reject(error)
    })
    client.end()
  })
}

/** Headers as fetch gives them: repeated values joined by ", ". */
function headersOf(raw: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers[name] = typeof value === 'string' ? value : value.join(', ')
  }
  return headers
}

/**
 * A response body as a web stream, paused while the reader is behind. Not `Readable.toWeb`:
 * a chunk it has taken can still reach a stream its reader has cancelled (a refused status's
 * body discarded, a bound reached), and that throws outside any promise (ERR_INVALID_STATE),
 * where the app's fatal-error handler would catch it. Here a cancel destroys the message and
 * nothing reaches the stream after it ends.
 */
function webBodyOf(message: Readable): ReadableStream<Uint8Array> {
  let settled = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      message.on('data', (chunk: Buffer) => {
        if (settled) return
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
        if ((controller.desiredSize ?? 0) <= 0) message.pause()
      })
      message.once('end', () => {
        if (settled) return
        settled = true
        controller.close()
      })
      message.once('error', (error) => {
        if (settled) return
        settled = true
        controller.error(error)
      })
    },
    pull() {
      message.resume()
    },
    cancel() {
      settled = true
      message.destroy()
    },
  })
}
