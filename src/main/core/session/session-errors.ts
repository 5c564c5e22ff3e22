import type { AppError } from '../../../shared/errors'
import { defineMessage, words } from '../../../shared/i18n/words'

/**
 * Session failures worded for the connect screen: what happened, and what the person can do.
 */

export function keychainUnavailable(reason: string, doing: 'save' | 'read'): AppError {
  return {
    kind: 'keychain_unavailable',
    reason,
    // The reason is the keychain's own (libsecret's, the OS's): shown as it came.
    message: words(
      doing === 'save'
        ? defineMessage({
            id: 'error.keychain.save',
            defaultMessage:
              'The token could not be saved in the system keychain: {reason}. You can keep it in memory for this session only; you will need to enter it again after quitting.',
          })
        : defineMessage({
            id: 'error.keychain.read',
            defaultMessage:
              'The system keychain cannot be read: {reason}. Enter the access token to connect.',
          }),
      { reason },
    ),
  }
}

/** The one connect failure whose generic wording would mislead: a 401 here means "this token". */
export function explainConnectFailure(error: AppError, baseUrl: string): AppError {
  if (error.kind === 'unauthorized') {
    return {
      kind: 'unauthorized',
      message: words(
        {
          id: 'error.connect.unauthorized',
          defaultMessage:
            'The catalog rejected this access token (HTTP 401 from {baseUrl}). Check that you copied the whole token, or ask for a new one.',
        },
        { baseUrl },
      ),
    }
  }
  return error
}

export function noStoredToken(baseUrl: string): AppError {
  return {
    kind: 'no_stored_token',
    message: words(
      {
        id: 'error.connect.noStoredToken',
        defaultMessage: 'No access token is stored for {baseUrl}. Enter the token to connect.',
      },
      { baseUrl },
    ),
  }
}
