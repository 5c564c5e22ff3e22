import type { AppError } from '../../shared/errors'

/** How the UI presents one failure: a short headline and what to do about it. */
export interface ErrorText {
  readonly title: string
  /** The full explanation: main's message (already written for a person) plus any UI hint. */
  readonly detail: string
  /** Whether trying the same thing again can help (offer a Retry button). */
  readonly retryable: boolean
}

/**
 * Plain-words headline per error kind.
 *
 * Main's `message` says what happened and what to do; the headline lets someone scanning
 * the screen tell the kinds apart without reading the whole sentence.
 */
export function describeError(error: AppError): ErrorText {
  const text = headlineOf(error)
  return { ...text, detail: withoutTitle(text.title, text.detail) }
}

/**
 * The detail without the headline said again: main's sentence often opens with the same
 * words ("The catalog rejected the access token (HTTP 401): it is wrong…"), which under that
 * headline reads twice. What follows them stays, the status code first.
 */
export function withoutTitle(title: string, detail: string): string {
  if (!detail.toLowerCase().startsWith(title.toLowerCase())) return detail
  const rest = detail
    .slice(title.length)
    .replace(/^\s*\(([^)]*)\)\s*:?\s*/, '$1: ')
    .replace(/^[\s:.,;—-]+/, '')
  return rest === '' ? detail : rest.charAt(0).toUpperCase() + rest.slice(1)
}

function headlineOf(error: AppError): ErrorText {
  const detail = error.message
  switch (error.kind) {
    case 'network':
      return { title: 'The catalog is unreachable', detail, retryable: true }
    case 'timeout':
      return {
        title: 'The catalog did not answer in time',
        detail: `${detail} (waited ${Math.round(error.timeoutMs / 1000)} s)`,
        retryable: true,
      }
    case 'server':
      return { title: `The catalog failed (HTTP ${error.status})`, detail, retryable: true }
    case 'rate_limited':
      // The wait is in main's message; when the app asks again is said beside the Retry.
      return { title: 'Too many requests', detail, retryable: true }
    case 'bad_response':
      return {
        title: 'The catalog sent an answer the app does not understand',
        detail: error.path ? `${detail} (at ${error.path})` : detail,
        retryable: true,
      }
    case 'redirect':
      return {
        title: 'The catalog answered with a redirect',
        detail: error.crossOrigin
          ? `${detail} Redirects to another host are never followed, so the token cannot leak there.`
          : detail,
        retryable: false,
      }
    case 'unauthorized':
      return { title: 'The catalog rejected the access token', detail, retryable: false }
    case 'forbidden':
      return { title: 'This token is not allowed to do that', detail, retryable: false }
    case 'not_found':
      return { title: 'Not found', detail, retryable: false }
    case 'validation':
      return { title: 'The catalog refused the request', detail, retryable: false }
    case 'invalid_url':
      return { title: 'This base URL cannot be used', detail, retryable: false }
    case 'keychain_unavailable':
      return { title: 'The system keychain is not available', detail, retryable: false }
    case 'no_stored_token':
      return { title: 'No saved token for this catalog', detail, retryable: false }
    case 'no_session':
      return { title: 'Not connected to a catalog', detail, retryable: false }
    case 'refused':
      return { title: 'Blocked for safety', detail, retryable: false }
    case 'cancelled':
      return { title: 'Cancelled', detail, retryable: true }
    case 'invalid_request':
      return { title: 'The app sent a request main could not accept', detail, retryable: false }
    case 'write_failed':
      return { title: 'The file could not be written', detail, retryable: true }
    case 'internal':
      return { title: 'Something went wrong inside the app', detail, retryable: true }
  }
}

/** Kinds that mean "the catalog cannot be reached right now": data on screen becomes stale. */
export function isUnreachable(error: AppError): boolean {
  return error.kind === 'network' || error.kind === 'timeout'
}
