import { connect } from 'node:net'
import { errorEnvelopeSchema, type ErrorEnvelope } from '../../shared/catalog'

export interface RawResponse {
  readonly status: number
  readonly headers: ReadonlyMap<string, string>
  readonly body: string
}

/**
 * Sends bytes exactly as given over a fresh TCP connection and reads the whole answer
 * (the request must ask to close the connection, or the server must close it).
 *
 * For what `fetch` refuses to send: unknown methods, no Host header, HTTP/1.0, odd targets.
 */
export function rawRequest(port: number, request: string, host = '127.0.0.1'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host })
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const split = text.indexOf('\r\n\r\n')
      const head = split < 0 ? text : text.slice(0, split)
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers = new Map<string, string>()
      for (const line of lines) {
        const colon = line.indexOf(':')
        if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: split < 0 ? '' : text.slice(split + 4),
      })
    })
    socket.end(request)
  })
}

/** The body of a raw error answer, validated with the shared error schema. */
export function rawErrorBody(response: RawResponse): ErrorEnvelope {
  if (!response.headers.get('content-type')?.startsWith('application/json')) {
    throw new Error(
      `expected JSON, got ${response.headers.get('content-type')}: ${response.body.slice(0, 200)}`,
    )
  }
  return errorEnvelopeSchema.parse(JSON.parse(response.body))
}
