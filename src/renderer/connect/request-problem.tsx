import { FormattedMessage } from 'react-intl'
import type { AppError } from '../../shared/errors'
import { ErrorMessage } from '../ui/error-message'

/**
 * A connect that main refused, said where it was asked (the form, or an organization's
 * catalog's own row), with the way on when only the keychain failed: the same connect, with
 * the token kept in memory for this session.
 */
export function RequestProblem({
  id,
  error,
  busy,
  onKeepInMemory,
}: {
  readonly id: string
  readonly error: AppError
  readonly busy: boolean
  /** Set for keychain_unavailable. */
  readonly onKeepInMemory: (() => void) | undefined
}) {
  return (
    <ErrorMessage error={error} id={id}>
      {onKeepInMemory ? (
        <button type="button" className="button" disabled={busy} onClick={onKeepInMemory}>
          <FormattedMessage
            id="connect.keepInMemory"
            defaultMessage="Keep token in memory for this session"
          />
        </button>
      ) : null}
    </ErrorMessage>
  )
}
