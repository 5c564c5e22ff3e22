import type { AppError } from '../../../shared/errors'
import { errorEnvelopeSchema, type ErrorEnvelope } from '../../../shared/catalog'
import { originOf, type RequestContext } from './request-context'

/**
 * Non-2xx answers as typed errors with messages that say what to do.
 *
 * The spec documents only the 422 body; other statuses are mapped by their code alone and
 * their body is used only when it is the documented error envelope.
 */

/** The error envelope, if the parsed body is one; anything else is ignored rather than trusted. */
export function parseErrorEnvelope(body: unknown): ErrorEnvelope | null {
  const parsed = errorEnvelopeSchema.safeParse(body)
  return parsed.success ? parsed.data : null
}

const MAX_FIELDS = 50
const MAX_MESSAGES = 10
const MAX_TEXT = 500

/** The server's own words are shown to people: keep them bounded and free of control characters. */
function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  return plain.length > MAX_TEXT ? `${plain.slice(0, MAX_TEXT)}…` : plain
}

function validationFields(envelope: ErrorEnvelope | null): Record<string, readonly string[]> {
  const fields: Record<string, readonly string[]> = {}
  for (const [name, messages] of Object.entries(envelope?.data ?? {}).slice(0, MAX_FIELDS)) {
    fields[cleanText(name)] = messages.slice(0, MAX_MESSAGES).map(cleanText)
  }
  return fields
}

function validationMessage(fields: Record<string, readonly string[]>): string {
  const details = Object.entries(fields)
    .map(([name, messages]) => `${name}: ${messages.join(' ')}`)
    .join('; ')
  return details
    ? `The catalog refused the request. ${details}. Change the filters and try again.`
    : 'The catalog refused the request (HTTP 422) without saying which parameter was wrong. Change the filters and try again.'
}

export function errorForStatus(
  status: number,
  /** The parsed body (its secrets already removed), or undefined when it was not JSON. */
  body: unknown,
  retryAfterSeconds: number | null,
  context: RequestContext,
): AppError {
  const envelope = parseErrorEnvelope(body)
  const what = context.itemId === null ? 'the item list' : `item ${context.itemId}`
  if (status === 422) {
    const fields = validationFields(envelope)
    return { kind: 'validation', message: validationMessage(fields), fields }
  }
  if (status === 401) {
    return {
      kind: 'unauthorized',
      message:
        'The catalog rejected the access token (HTTP 401): it is wrong, incomplete or has expired. Paste a valid token and connect again.',
    }
  }
  if (status === 403) {
    return {
      kind: 'forbidden',
      message: `The access token is valid but may not read ${what} (HTTP 403). Ask the catalog's administrators for a token with access.`,
    }
  }
  if (status === 404) {
    return context.itemId === null
      ? {
          kind: 'not_found',
          message: `There is no item list at ${context.baseUrl}/v1/items (HTTP 404). Check the base URL, including any path prefix such as /api.`,
        }
      : {
          kind: 'not_found',
          message: `No item with ID ${context.itemId} exists in this catalog. Check the ID and try again.`,
        }
  }
  if (status === 429) {
    return {
      kind: 'rate_limited',
      message:
        retryAfterSeconds === null
          ? 'The catalog is receiving too many requests (HTTP 429) and asked the app to wait.'
          : `The catalog is receiving too many requests (HTTP 429) and asked the app to wait ${retryAfterSeconds} seconds.`,
      retryAfterSeconds,
    }
  }
  if (status >= 500 && status <= 599) {
    return {
      kind: 'server',
      message: `The catalog at ${originOf(context.baseUrl)} failed to answer (HTTP ${status}). This is a problem on the catalog's side; try again in a minute.`,
      status,
    }
  }
  // 400, 405, 1xx, … : not part of the documented interface, so the answer cannot be trusted.
  const serverSays = envelope ? ` It said: "${cleanText(envelope.message)}".` : ''
  return {
    kind: 'bad_response',
    message: `The catalog answered ${what} with an unexpected HTTP ${status}.${serverSays} Check the base URL; if it is right, report this to the catalog's operators.`,
    status,
    path: '',
  }
}
