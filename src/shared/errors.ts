import { defineMessage, words, type MessageDescriptor, type Words } from './i18n/words'

/**
 * Every failure the main process reports, as plain data.
 *
 * Thrown errors cross Electron IPC as a bare message string, so main never throws at the
 * renderer: it returns `{ ok: false, error }` with one of these kinds. Every `message` is
 * written for a person: what happened and what to do. None ever contains the token.
 */
export type AppError =
  /** 422: the catalog refused a parameter; `fields` maps parameter name to the server's messages. */
  | {
      readonly kind: 'validation'
      readonly message: Words
      readonly fields: Readonly<Record<string, readonly string[]>>
    }
  /** 401: the token is missing, wrong or expired. */
  | { readonly kind: 'unauthorized'; readonly message: Words }
  /** 403: the token is valid but may not do this. */
  | { readonly kind: 'forbidden'; readonly message: Words }
  /** 404: no such item (or route). */
  | { readonly kind: 'not_found'; readonly message: Words }
  /** 429: too many requests; `retryAfterSeconds` from `Retry-After` when the server sent one. */
  | { readonly kind: 'rate_limited'; readonly message: Words; readonly retryAfterSeconds: number | null }
  /** 5xx: the catalog failed. */
  | { readonly kind: 'server'; readonly message: Words; readonly status: number }
  /** Connection refused or reset, DNS failure, TLS failure. */
  | { readonly kind: 'network'; readonly message: Words; readonly code: string | null }
  /** No answer within the configured timeout. */
  | { readonly kind: 'timeout'; readonly message: Words; readonly timeoutMs: number }
  /** Not JSON, or not the documented shape; `path` names the first mismatch (e.g. `data.3.price`). */
  | {
      readonly kind: 'bad_response'
      readonly message: Words
      readonly status: number
      readonly path: string
    }
  /** The catalog answered with a redirect, which is never followed (it could carry the token elsewhere). */
  | {
      readonly kind: 'redirect'
      readonly message: Words
      readonly status: number
      readonly location: string | null
      readonly crossOrigin: boolean
    }
  /** A newer request of the same kind replaced this one. */
  | { readonly kind: 'cancelled'; readonly message: Words }
  /** The renderer sent a payload that failed validation in main. */
  | { readonly kind: 'invalid_request'; readonly message: Words; readonly path: string }
  /** The base URL the user typed cannot be used. */
  | { readonly kind: 'invalid_url'; readonly message: Words }
  /** An item call arrived while no catalog is connected. */
  | { readonly kind: 'no_session'; readonly message: Words }
  /** The OS keychain cannot be used; the app offers to keep the token in memory instead. */
  | { readonly kind: 'keychain_unavailable'; readonly message: Words; readonly reason: string }
  /** Reconnecting to a known catalog, but the keychain holds no token for it. */
  | { readonly kind: 'no_stored_token'; readonly message: Words }
  /** The app refused to do something unsafe (e.g. open a non-https URL). */
  | { readonly kind: 'refused'; readonly message: Words }
  /** An export could not be written; `code` is the system's reason (EACCES, ENOSPC…). Nothing partial is left. */
  | { readonly kind: 'write_failed'; readonly message: Words; readonly code: string | null }
  /** A bug: caught at the IPC boundary so the window keeps working. */
  | { readonly kind: 'internal'; readonly message: Words }

export type AppErrorKind = AppError['kind']

/** What every IPC call resolves to. */
export type Result<T> =
  { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: AppError }

export function ok<T>(data: T): Result<T> {
  return { ok: true, data }
}

export function fail<T = never>(error: AppError): Result<T> {
  return { ok: false, error }
}

/** What asking again can do after a failure. */
type AskingAgain =
  /** The catalog could not be reached (refused, reset, DNS, TLS): it may heal by itself. */
  | 'unreachable'
  /** No answer in time: it may heal, but only the agent asks again, having waited the whole timeout. */
  | 'unanswered'
  /** The catalog answered that it failed or is busy (5xx, 429): it may heal by itself. */
  | 'busy'
  /** No sign of an outage, but the same request may pass another time if the agent asks. */
  | 'may pass'
  /** The same request fails the same way until the person changes something. */
  | 'fails again'

/**
 * Every kind of failure, in one table: its headline, so someone scanning the screen tells the
 * kinds apart without reading the whole sentence (the message says what happened and what to
 * do), and what asking again can do, which every list of kinds below is read from. A new kind
 * does not compile until it is placed here.
 */
const ERROR_KINDS: Readonly<
  Record<AppErrorKind, { readonly askingAgain: AskingAgain; readonly title: MessageDescriptor }>
> = {
  network: {
    askingAgain: 'unreachable',
    title: defineMessage({ id: 'error.title.network', defaultMessage: 'The catalog is unreachable' }),
  },
  timeout: {
    askingAgain: 'unanswered',
    title: defineMessage({ id: 'error.title.timeout', defaultMessage: 'The catalog did not answer in time' }),
  },
  server: {
    askingAgain: 'busy',
    title: defineMessage({ id: 'error.title.server', defaultMessage: 'The catalog failed (HTTP {status})' }),
  },
  rate_limited: {
    askingAgain: 'busy',
    title: defineMessage({ id: 'error.title.rateLimited', defaultMessage: 'Too many requests' }),
  },
  bad_response: {
    askingAgain: 'may pass',
    title: defineMessage({
      id: 'error.title.badResponse',
      defaultMessage: 'The catalog sent an answer the app does not understand',
    }),
  },
  cancelled: {
    askingAgain: 'may pass',
    title: defineMessage({ id: 'error.title.cancelled', defaultMessage: 'Cancelled' }),
  },
  write_failed: {
    askingAgain: 'may pass',
    title: defineMessage({ id: 'error.title.writeFailed', defaultMessage: 'The file could not be written' }),
  },
  internal: {
    askingAgain: 'may pass',
    title: defineMessage({
      id: 'error.title.internal',
      defaultMessage: 'Something went wrong inside the app',
    }),
  },
  validation: {
    askingAgain: 'fails again',
    title: defineMessage({ id: 'error.title.validation', defaultMessage: 'The catalog refused the request' }),
  },
  unauthorized: {
    askingAgain: 'fails again',
    title: defineMessage({
      id: 'error.title.unauthorized',
      defaultMessage: 'The catalog rejected the access token',
    }),
  },
  forbidden: {
    askingAgain: 'fails again',
    title: defineMessage({
      id: 'error.title.forbidden',
      defaultMessage: 'This token is not allowed to do that',
    }),
  },
  not_found: {
    askingAgain: 'fails again',
    title: defineMessage({ id: 'error.title.notFound', defaultMessage: 'Not found' }),
  },
  redirect: {
    askingAgain: 'fails again',
    title: defineMessage({
      id: 'error.title.redirect',
      defaultMessage: 'The catalog answered with a redirect',
    }),
  },
  invalid_request: {
    askingAgain: 'fails again',
    title: defineMessage({
      id: 'error.title.invalidRequest',
      defaultMessage: 'The app sent a request main could not accept',
    }),
  },
  invalid_url: {
    askingAgain: 'fails again',
    title: defineMessage({ id: 'error.title.invalidUrl', defaultMessage: 'This base URL cannot be used' }),
  },
  no_session: {
    askingAgain: 'fails again',
    title: defineMessage({ id: 'error.title.noSession', defaultMessage: 'Not connected to a catalog' }),
  },
  keychain_unavailable: {
    askingAgain: 'fails again',
    title: defineMessage({
      id: 'error.title.keychainUnavailable',
      defaultMessage: 'The system keychain is not available',
    }),
  },
  no_stored_token: {
    askingAgain: 'fails again',
    title: defineMessage({
      id: 'error.title.noStoredToken',
      defaultMessage: 'No saved token for this catalog',
    }),
  },
  refused: {
    askingAgain: 'fails again',
    title: defineMessage({ id: 'error.title.refused', defaultMessage: 'Blocked for safety' }),
  },
}

const kindsThat = (...answers: readonly AskingAgain[]): readonly AppErrorKind[] =>
  (Object.keys(ERROR_KINDS) as AppErrorKind[]).filter((kind) =>
    answers.includes(ERROR_KINDS[kind].askingAgain),
  )

/** A kind's headline (`server` takes the HTTP `status`). */
export function errorTitle(kind: AppErrorKind): MessageDescriptor {
  return ERROR_KINDS[kind].title
}

/** Kinds worth retrying automatically for an idempotent GET: those that may heal by themselves at once. */
export const RETRYABLE_KINDS = kindsThat('unreachable', 'busy')

/** Kinds that mean "the catalog cannot be reached right now": data on screen becomes stale. */
export const UNREACHABLE_KINDS = kindsThat('unreachable', 'unanswered')

/**
 * Failures that say the catalog was down, busy or slow, not that the request was wrong: any
 * later successful answer disproves them (the window then asks again what showed one).
 */
export const OUTAGE_KINDS = kindsThat('unreachable', 'unanswered', 'busy')

/** Kinds where the agent asking again can help (a Retry button); the rest need a change first. */
export const RETRY_HELPS_KINDS = kindsThat('unreachable', 'unanswered', 'busy', 'may pass')

/**
 * The errors many places build, each written once: their words are what a person reads, so
 * they cannot drift apart.
 */

/** A bug, caught at a boundary so the window keeps working. */
export function internal(
  message: Words = words({
    id: 'error.internal',
    defaultMessage:
      'Something went wrong inside Catalog Browser. Try again; if it keeps happening, restart the app.',
  }),
): AppError {
  return { kind: 'internal', message }
}

/** A request stopped on purpose: replaced by a newer one, the session ended, or the app is closing. */
export function cancelled(
  message: Words = words({
    id: 'error.cancelled',
    defaultMessage: 'This request was replaced by a newer one or the session ended.',
  }),
): AppError {
  return { kind: 'cancelled', message }
}

/** What every catalog-bound request answers while no catalog is connected. */
export function noSession(): AppError {
  return {
    kind: 'no_session',
    message: words({
      id: 'error.noSession',
      defaultMessage: 'No catalog is connected. Connect to a catalog first.',
    }),
  }
}
