import type { ErrorEnvelopeWire, ItemResponseWire, ListResponseWire } from '../../shared/catalog'
import type { Reply } from './reply'

/**
 * JSON replies in the service's envelope (spec 2.1 and 7).
 *
 * Bodies are typed with the wire types inferred from the shared zod schemas, so a field the
 * contract does not know is a compile error here, not a surprise in the app.
 */

/** JSON is never cached (it depends on the token) and cannot run as a document. */
const JSON_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
}

export type EnvelopeBody = ListResponseWire | ItemResponseWire | ErrorEnvelopeWire

export function jsonReply(
  status: number,
  body: EnvelopeBody,
  headers: Readonly<Record<string, string>> = {},
): Reply {
  return {
    status,
    headers: { ...JSON_HEADERS, ...headers },
    body: { contentType: 'application/json; charset=utf-8', text: JSON.stringify(body) },
  }
}

/**
 * Every error: `{ success: false, type: 'error', message, data? }`.
 *
 * `data` (parameter name -> messages) is sent only for validation errors, as in spec 4.1;
 * other errors carry just the message.
 */
export function errorReply(
  status: number,
  message: string,
  options: {
    readonly data?: Record<string, string[]>
    readonly headers?: Readonly<Record<string, string>>
  } = {},
): Reply {
  const body: ErrorEnvelopeWire = options.data
    ? { success: false, type: 'error', message, data: options.data }
    : { success: false, type: 'error', message }
  return jsonReply(status, body, options.headers)
}

/** Echoes a piece of user input in a message: quoted, and cut short so a 60 KB value stays readable. */
export function quote(value: string, max = 60): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value)
}
