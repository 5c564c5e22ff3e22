import type { IntlShape } from 'react-intl'
import { RETRY_HELPS_KINDS, UNREACHABLE_KINDS, type AppError, type AppErrorKind } from '../../shared/errors'
import { defineMessage, words, type MessageDescriptor } from '../../shared/i18n/words'
import { wordText } from './word-text'

/** How the UI presents one failure: a short headline and what to do about it. */
export interface ErrorText {
  readonly title: string
  /** The full explanation: main's words (what happened and what to do) plus any UI hint. */
  readonly detail: string
  /** Whether trying the same thing again can help (offer a Retry button). */
  readonly retryable: boolean
}

/**
 * A headline per error kind, so someone scanning the screen tells the kinds apart without
 * reading the whole sentence; main's words say what happened and what to do.
 */
const TITLES: Readonly<Record<AppErrorKind, MessageDescriptor>> = {
  network: defineMessage({ id: 'error.title.network', defaultMessage: 'The catalog is unreachable' }),
  timeout: defineMessage({ id: 'error.title.timeout', defaultMessage: 'The catalog did not answer in time' }),
  server: defineMessage({ id: 'error.title.server', defaultMessage: 'The catalog failed (HTTP {status})' }),
  rate_limited: defineMessage({ id: 'error.title.rateLimited', defaultMessage: 'Too many requests' }),
  bad_response: defineMessage({
    id: 'error.title.badResponse',
    defaultMessage: 'The catalog sent an answer the app does not understand',
  }),
  redirect: defineMessage({
    id: 'error.title.redirect',
    defaultMessage: 'The catalog answered with a redirect',
  }),
  unauthorized: defineMessage({
    id: 'error.title.unauthorized',
    defaultMessage: 'The catalog rejected the access token',
  }),
  forbidden: defineMessage({
    id: 'error.title.forbidden',
    defaultMessage: 'This token is not allowed to do that',
  }),
  not_found: defineMessage({ id: 'error.title.notFound', defaultMessage: 'Not found' }),
  validation: defineMessage({
    id: 'error.title.validation',
    defaultMessage: 'The catalog refused the request',
  }),
  invalid_url: defineMessage({
    id: 'error.title.invalidUrl',
    defaultMessage: 'This base URL cannot be used',
  }),
  keychain_unavailable: defineMessage({
    id: 'error.title.keychainUnavailable',
    defaultMessage: 'The system keychain is not available',
  }),
  no_stored_token: defineMessage({
    id: 'error.title.noStoredToken',
    defaultMessage: 'No saved token for this catalog',
  }),
  no_session: defineMessage({ id: 'error.title.noSession', defaultMessage: 'Not connected to a catalog' }),
  refused: defineMessage({ id: 'error.title.refused', defaultMessage: 'Blocked for safety' }),
  cancelled: defineMessage({ id: 'error.title.cancelled', defaultMessage: 'Cancelled' }),
  invalid_request: defineMessage({
    id: 'error.title.invalidRequest',
    defaultMessage: 'The app sent a request main could not accept',
  }),
  write_failed: defineMessage({
    id: 'error.title.writeFailed',
    defaultMessage: 'The file could not be written',
  }),
  internal: defineMessage({
    id: 'error.title.internal',
    defaultMessage: 'Something went wrong inside the app',
  }),
}

/** Kinds where asking again can help; the rest need the person to change something first. */
const RETRYABLE: ReadonlySet<AppErrorKind> = new Set(RETRY_HELPS_KINDS)

export function describeError(error: AppError, intl: IntlShape): ErrorText {
  const title =
    error.kind === 'server'
      ? intl.formatMessage(TITLES.server, { status: error.status })
      : intl.formatMessage(TITLES[error.kind])
  return { title, detail: wordText(intl, detailOf(error)), retryable: RETRYABLE.has(error.kind) }
}

/** Main's words, with what only the window adds: where in an answer, and why a redirect is safe. */
function detailOf(error: AppError) {
  if (error.kind === 'bad_response' && error.path) {
    return words(
      { id: 'error.detail.atPath', defaultMessage: '{detail} (at {path})' },
      { detail: error.message, path: error.path },
    )
  }
  if (error.kind === 'redirect' && error.crossOrigin) {
    return words(
      {
        id: 'error.detail.notFollowed',
        defaultMessage:
          '{detail} Redirects to another host are never followed, so the token cannot leak there.',
      },
      { detail: error.message },
    )
  }
  return error.message
}

/** Whether the catalog cannot be reached right now, so data on screen becomes stale. */
export function isUnreachable(error: AppError): boolean {
  return UNREACHABLE_KINDS.includes(error.kind)
}
