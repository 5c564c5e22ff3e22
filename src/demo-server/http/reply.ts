import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * A response as plain data: handlers return one, `writeReply` sends it.
 *
 * Keeping handlers free of `res` makes every route a pure function of the request, and puts
 * HEAD handling and the security headers in exactly one place.
 */
export interface Reply {
  readonly status: number
  readonly headers?: Readonly<Record<string, string>>
  /** Absent for bodiless answers such as 204 and 304. */
  readonly body?:
    | { readonly contentType: string; readonly text: string }
    | { readonly contentType: string; readonly bytes: Uint8Array }
}

/** Sent on every response: no MIME sniffing, no referrer leaks, no framing. */
const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
}

/** Sends `reply`; for HEAD the headers (including Content-Length) go out without the body. */
export function writeReply(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return
  const body = !reply.body
    ? null
    : 'bytes' in reply.body
      ? reply.body.bytes
      : Buffer.from(reply.body.text, 'utf8')
  res.statusCode = reply.status
  for (const [name, value] of Object.entries({ ...BASE_HEADERS, ...reply.headers }))
    res.setHeader(name, value)
  if (body && reply.body) {
    res.setHeader('Content-Type', reply.body.contentType)
    res.setHeader('Content-Length', body.length)
  } else if (reply.status !== 204 && reply.status !== 304) {
    res.setHeader('Content-Length', 0)
  }
  if (req.method === 'HEAD' || !body) res.end()
  else res.end(body)
}
