import type { IntlShape } from 'react-intl'
import {
  errorTitle,
  RETRY_HELPS_KINDS,
  UNREACHABLE_KINDS,
  type AppError,
  type AppErrorKind,
} from '../../shared/errors'
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

/** Kinds where asking again can help; the rest need the person to change something first. */
const RETRYABLE: ReadonlySet<AppErrorKind> = new Set(RETRY_HELPS_KINDS)

export function describeError(error: AppError, intl: IntlShape): ErrorText {
  const title =
    error.kind === 'server'
      ? intl.formatMessage(errorTitle('server'), { status: error.status })
      : intl.formatMessage(errorTitle(error.kind))
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
