import type { AppError } from '../../../shared/errors'
import { words, type Words } from '../../../shared/i18n/words'
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

/** The catalog's own words for each refused parameter stay its own; the sentence around them is ours. */
function validationMessage(fields: Record<string, readonly string[]>): Words {
  const details = Object.entries(fields)
    .map(([name, messages]) => `${name}: ${messages.join(' ')}`)
    .join('; ')
  return details
    ? words(
        { id: 'error.status.validation', defaultMessage: '{details}. Change the filters and try again.' },
        { details },
      )
    : words({
        id: 'error.status.validationUnsaid',
        defaultMessage:
          'The catalog refused the request (HTTP 422) without saying which parameter was wrong. Change the filters and try again.',
      })
}

export function errorForStatus(
  status: number,
  /** The parsed body (its secrets already removed), or undefined when it was not JSON. */
  body: unknown,
  retryAfterSeconds: number | null,
  context: RequestContext,
): AppError {
  const envelope = parseErrorEnvelope(body)
  const what =
    context.itemId === null
      ? words({ id: 'error.what.itemList', defaultMessage: 'the item list' })
      : words({ id: 'error.what.item', defaultMessage: 'item {item}' }, { item: String(context.itemId) })
  if (status === 422) {
    const fields = validationFields(envelope)
    return { kind: 'validation', message: validationMessage(fields), fields }
  }
  if (status === 401) {
    return {
      kind: 'unauthorized',
      message: words({
        id: 'error.status.unauthorized',
        defaultMessage:
          'HTTP 401: the access token is wrong, incomplete or has expired. Paste a valid token and connect again.',
      }),
    }
  }
  if (status === 403) {
    return {
      kind: 'forbidden',
      message: words(
        {
          id: 'error.status.forbidden',
          defaultMessage:
            "The access token is valid but may not read {what} (HTTP 403). Ask the catalog's administrators for a token with access.",
        },
        { what },
      ),
    }
  }
  if (status === 404) {
    return context.itemId === null
      ? {
          kind: 'not_found',
          message: words(
            {
              id: 'error.status.noItemList',
              defaultMessage:
                'There is no item list at {url} (HTTP 404). Check the base URL, including any path prefix such as /api.',
            },
            { url: `${context.baseUrl}/v1/items` },
          ),
        }
      : {
          kind: 'not_found',
          message: words(
            {
              id: 'error.status.noSuchItem',
              defaultMessage: 'No item with ID {item} exists in this catalog. Check the ID and try again.',
            },
            { item: String(context.itemId) },
          ),
        }
  }
  if (status === 429) {
    return {
      kind: 'rate_limited',
      message:
        retryAfterSeconds === null
          ? words({
              id: 'error.status.rateLimited',
              defaultMessage:
                'The catalog is receiving too many requests (HTTP 429) and asked the app to wait.',
            })
          : words(
              {
                id: 'error.status.rateLimitedFor',
                defaultMessage:
                  'The catalog is receiving too many requests (HTTP 429) and asked the app to wait {seconds, plural, one {# second} other {# seconds}}.',
              },
              { seconds: retryAfterSeconds },
            ),
      retryAfterSeconds,
    }
  }
  if (status >= 500 && status <= 599) {
    return {
      kind: 'server',
      message: words(
        {
          id: 'error.status.server',
          defaultMessage:
            "The catalog at {origin} failed to answer (HTTP {status}). This is a problem on the catalog's side; try again in a minute.",
        },
        { origin: originOf(context.baseUrl), status },
      ),
      status,
    }
  }
  // 400, 405, 1xx, … : not part of the documented interface, so the answer cannot be trusted.
  return {
    kind: 'bad_response',
    message: words(
      {
        id: 'error.status.unexpected',
        defaultMessage:
          "The catalog answered {what} with an unexpected HTTP {status}.{serverSays} Check the base URL; if it is right, report this to the catalog's operators.",
      },
      {
        what,
        status,
        serverSays: envelope
          ? words(
              { id: 'error.status.serverSaid', defaultMessage: ' It said: "{text}".' },
              { text: cleanText(envelope.message) },
            )
          : '',
      },
    ),
    status,
    path: '',
  }
}
