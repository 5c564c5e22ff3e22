import { cancelled, type AppError } from '../../../shared/errors'
import { words, type Words } from '../../../shared/i18n/words'
import { BodyTooLargeError } from './read-body'
import type { RequestContext } from './request-context'

/**
 * Turning a rejected `fetch` (or a failed body read) into a typed error.
 *
 * Node's fetch rejects with `TypeError('fetch failed')` and hides the real cause in
 * `error.cause` (an errno-style `code` such as ECONNREFUSED, or undici's UND_ERR_*); an abort
 * rejects with the signal's reason. Which signal fired decides between `timeout` (ours) and
 * `cancelled` (a newer request replaced this one).
 */

export interface AbortSources {
  /** The caller's signal: aborted when the request was superseded or the session ended. */
  readonly caller: AbortSignal | undefined
  /** Our own per-attempt timeout. */
  readonly timeout: AbortSignal
}

const TLS_CODE = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|HOSTNAME/i

/** Certificate problems do not heal by themselves: retrying them only delays the message. */
export function isTlsCode(code: string | null): boolean {
  // Stryker disable next-line ConditionalExpression: equivalent: test(null) reads "null", which is no TLS code
  return code !== null && TLS_CODE.test(code)
}

function codeOf(error: unknown): string | null {
  let current: unknown = error
  // Walk `cause` (and the first error of an AggregateError, as happy-eyeballs connects produce).
  // Stryker disable next-line ConditionalExpression: equivalent: a primitive has no code or cause, so the walk ends anyway
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, cause, errors } = current as { code?: unknown; cause?: unknown; errors?: unknown }
    // Stryker disable next-line ConditionalExpression: equivalent: a non-string has no numeric length, so the length checks refuse it
    if (typeof code === 'string' && code.length > 0 && code.length < 64) return code
    current = cause ?? (Array.isArray(errors) ? errors[0] : undefined)
  }
  return null
}

function networkMessage(code: string | null, context: RequestContext): Words {
  // The base URL as configured, not just its origin: it is what the person typed and can check.
  const where = context.baseUrl
  switch (code) {
    case 'ECONNREFUSED':
      return words(
        {
          id: 'error.network.refused',
          defaultMessage:
            'Could not connect to {where}: the connection was refused. Check the base URL (including the port) and that the catalog is running.',
        },
        { where },
      )
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return words(
        {
          id: 'error.network.noHost',
          defaultMessage:
            'Could not find the host {host} (the name lookup failed). Check the spelling of the base URL and your network connection.',
        },
        { host: new URL(context.baseUrl).host },
      )
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
      return words(
        {
          id: 'error.network.closed',
          defaultMessage:
            'The connection to {where} was closed before the answer arrived. Check your network connection and try again.',
        },
        { where },
      )
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return words(
        {
          id: 'error.network.slowConnect',
          defaultMessage:
            'Connecting to {where} took too long. Check your network connection (VPN, proxy) and try again.',
        },
        { where },
      )
    case 'ENETUNREACH':
    case 'EHOSTUNREACH':
      return words(
        {
          id: 'error.network.noPath',
          defaultMessage:
            'The network path to {where} is unavailable. Check your network connection (VPN, Wi-Fi) and try again.',
        },
        { where },
      )
    default:
      if (isTlsCode(code))
        return words(
          {
            id: 'error.network.tls',
            defaultMessage:
              'The secure connection to {where} failed ({code}): its certificate is not trusted or does not match. Check the base URL; if your organization uses its own certificates, ask your IT team.',
          },
          { where, code: code ?? '' },
        )
      return code
        ? words(
            {
              id: 'error.network.otherCode',
              defaultMessage:
                'Could not reach {where} ({code}). Check the base URL and your network connection, then try again.',
            },
            { where, code },
          )
        : words(
            {
              id: 'error.network.other',
              defaultMessage:
                'Could not reach {where}. Check the base URL and your network connection, then try again.',
            },
            { where },
          )
  }
}

/** `status` is set when the failure happened while reading the body of an answer. */
export function fetchFailureToError(
  error: unknown,
  sources: AbortSources,
  context: RequestContext,
  status: number | null = null,
): AppError {
  if (sources.caller?.aborted) {
    return cancelled()
  }
  if (sources.timeout.aborted) {
    return {
      kind: 'timeout',
      message: words(
        {
          id: 'error.timeout',
          defaultMessage:
            'The catalog did not answer within {seconds, number} seconds. It may be busy or unreachable; try again in a moment.',
        },
        { seconds: Math.round(context.timeoutMs / 100) / 10 },
      ),
      timeoutMs: context.timeoutMs,
    }
  }
  if (error instanceof BodyTooLargeError) {
    return {
      kind: 'bad_response',
      message: words(
        {
          id: 'error.tooLarge',
          defaultMessage:
            "The catalog sent an answer larger than {megabytes, number} MB, which this app refuses. Try a smaller page size; if it persists, report it to the catalog's operators.",
        },
        { megabytes: Math.round(error.maxBytes / 1024 / 1024) },
      ),
      status: status ?? 0,
      path: '',
    }
  }
  const code = codeOf(error)
  return { kind: 'network', message: networkMessage(code, context), code }
}
