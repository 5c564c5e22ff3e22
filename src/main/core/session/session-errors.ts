import type { AppError } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'

/**
 * Session failures worded for the connect screen: what happened, and what the person can do.
 */

export function keychainUnavailable(reason: string, doing: 'save' | 'read'): AppError {
  return {
    kind: 'keychain_unavailable',
    reason,
    // The reason is the keychain's own (libsecret's, the OS's): shown as it came.
    message: words(doing === 'save' ? 'error.keychain.save' : 'error.keychain.read', { reason }),
  }
}

/** The one connect failure whose generic wording would mislead: a 401 here means "this token". */
export function explainConnectFailure(error: AppError, baseUrl: string): AppError {
  if (error.kind === 'unauthorized') {
    return {
      kind: 'unauthorized',
      message: words('error.connect.unauthorized', { baseUrl }),
    }
  }
  return error
}

export function noStoredToken(baseUrl: string): AppError {
  return {
    kind: 'no_stored_token',
    message: words('error.connect.noStoredToken', { baseUrl }),
  }
}
