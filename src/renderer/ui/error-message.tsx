import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { AppError } from '../../shared/errors'
import { describeError } from '../format/error-text'
import type { RateLimitRetryState } from '../api/use-rate-limit-retry'
import { WarningIcon } from './icons'
import { RetryNote } from './retry-note'

/**
 * One failure in plain words: a headline, what happened and what to do, and a Retry when
 * trying again can help.
 *
 * `role="alert"` so a screen reader announces it when it appears; the text is the server's
 * or main's message rendered as text, never as markup.
 */
export function ErrorMessage({
  error,
  onRetry,
  className,
  id,
  title,
  rateLimit,
  children,
}: {
  readonly error: AppError
  /** A headline of the caller's, where the error kind's own would not fit (a form problem). */
  readonly title?: string | undefined
  readonly onRetry?: (() => void) | undefined
  /** A rate-limited request's countdown to its automatic retry (see `useRateLimitRetry`). */
  readonly rateLimit?: RateLimitRetryState | undefined
  readonly className?: string | undefined
  readonly id?: string | undefined
  readonly children?: ReactNode
}) {
  const described = describeError(error, useIntl())
  const text = title ? { ...described, title } : described
  return (
    <div role="alert" id={id} className={`error-message ${className ?? ''}`}>
      <WarningIcon className="error-message__icon" />
      <div className="error-message__body">
        <p className="error-message__title">{text.title}</p>
        <p className="error-message__detail">{text.detail}</p>
        {(onRetry && text.retryable) || children ? (
          <div className="error-message__actions">
            {onRetry && text.retryable ? (
              <button type="button" className="button" onClick={onRetry}>
                <FormattedMessage id="error.retry" defaultMessage="Retry" />
              </button>
            ) : null}
            {onRetry && text.retryable ? <RetryNote state={rateLimit} /> : null}
            {children}
          </div>
        ) : null}
      </div>
    </div>
  )
}
