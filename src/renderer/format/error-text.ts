import type { IntlShape } from 'react-intl'
import { RETRY_HELPS_KINDS, UNREACHABLE_KINDS, type AppError, type AppErrorKind } from '../../shared/errors'
import type { MessageId } from '../../shared/i18n/messages'
import { words } from '../../shared/i18n/words'
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
const TITLES: Readonly<Record<AppErrorKind, MessageId>> = {
  network: 'error.title.network',
  timeout: 'error.title.timeout',
  server: 'error.title.server',
  rate_limited: 'error.title.rateLimited',
  bad_response: 'error.title.badResponse',
  redirect: 'error.title.redirect',
  unauthorized: 'error.title.unauthorized',
  forbidden: 'error.title.forbidden',
  not_found: 'error.title.notFound',
  validation: 'error.title.validation',
  invalid_url: 'error.title.invalidUrl',
  keychain_unavailable: 'error.title.keychainUnavailable',
  no_stored_token: 'error.title.noStoredToken',
  no_session: 'error.title.noSession',
  refused: 'error.title.refused',
  cancelled: 'error.title.cancelled',
  invalid_request: 'error.title.invalidRequest',
  write_failed: 'error.title.writeFailed',
  internal: 'error.title.internal',
}

/** Kinds where asking again can help; the rest need the person to change something first. */
const RETRYABLE: ReadonlySet<AppErrorKind> = new Set(RETRY_HELPS_KINDS)

export function describeError(error: AppError, intl: IntlShape): ErrorText {
  const title =
    error.kind === 'server'
      ? intl.formatMessage({ id: TITLES.server }, { status: error.status })
      : intl.formatMessage({ id: TITLES[error.kind] })
  return { title, detail: wordText(intl, detailOf(error)), retryable: RETRYABLE.has(error.kind) }
}

/** Main's words, with what only the window adds: where in an answer, and why a redirect is safe. */
function detailOf(error: AppError) {
  if (error.kind === 'bad_response' && error.path) {
    return words('error.detail.atPath', { detail: error.message, path: error.path })
  }
  if (error.kind === 'redirect' && error.crossOrigin) {
    return words('error.detail.notFollowed', { detail: error.message })
  }
  return error.message
}

/** Whether the catalog cannot be reached right now, so data on screen becomes stale. */
export function isUnreachable(error: AppError): boolean {
  return UNREACHABLE_KINDS.includes(error.kind)
}
