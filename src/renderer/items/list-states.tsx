import type { AppError } from '../../shared/errors'
import { FormattedMessage, useIntl } from 'react-intl'
import { describeError, isUnreachable } from '../format/error-text'
import { formatClock } from '../format/format-time'
import { WarningIcon } from '../ui/icons'
import { ErrorMessage } from '../ui/error-message'
import { RetryNote } from '../ui/retry-note'
import type { RateLimitRetryState } from '../api/use-rate-limit-retry'
import { defineMessage } from '../../shared/i18n/words'

/**
 * Shown above rows that no longer reflect the request: the last data stays visible, with
 * what went wrong and a Retry. Unreachable gets the short form support staff asked for.
 */
export function StaleBanner({
  error,
  loadedAt,
  previousFilters = false,
  rateLimit,
  onRetry,
}: {
  readonly error: AppError
  readonly loadedAt: number
  readonly rateLimit?: RateLimitRetryState | undefined
  /** The rows on screen were loaded with other filters than the ones now applied. */
  readonly previousFilters?: boolean
  readonly onRetry: () => void
}) {
  const intl = useIntl()
  const text = describeError(error, intl)
  const headline = isUnreachable(error)
    ? intl.formatMessage({ id: 'stale.unreachable', defaultMessage: 'Stale — the catalog is unreachable.' })
    : intl.formatMessage({ id: 'stale.headline', defaultMessage: 'Stale — {title}.' }, { title: text.title })
  // What the dimmed rows are: when they loaded, and whether they belong to other filters.
  const previous = previousFilters ? 'yes' : 'no'
  const shown =
    loadedAt > 0
      ? intl.formatMessage(
          {
            id: 'stale.shownFrom',
            defaultMessage:
              'Showing results from {time}{previous, select, yes {, for the previous filters} other {}}.',
          },
          { time: formatClock(loadedAt, intl.locale), previous },
        )
      : intl.formatMessage(
          {
            id: 'stale.shownLast',
            defaultMessage:
              'Showing the last results{previous, select, yes {, for the previous filters} other {}}.',
          },
          { previous },
        )
  return (
    <div role="alert" className="stale-banner">
      <WarningIcon />
      <p className="stale-banner__text">
        <strong>{headline}</strong> {text.detail} {shown}
      </p>
      <RetryNote state={rateLimit} />
      <button type="button" className="button button--small" onClick={onRetry}>
        <FormattedMessage id="error.retry" defaultMessage="Retry" />
      </button>
    </div>
  )
}

/**
 * Over rows that are a placeholder for new filters still loading: says so, so nobody reads
 * the old rows as matching the chips above them.
 */
export function PreviousFiltersNote() {
  return (
    <p className="results__note" role="status">
      <FormattedMessage
        id="list.previousFiltersNote"
        defaultMessage="Showing results for the previous filters while the new ones load."
      />
    </p>
  )
}

/** No rows: say whether filters caused it, and offer the way out. */
export function EmptyState({
  filtered,
  onClearFilters,
}: {
  readonly filtered: boolean
  readonly onClearFilters: () => void
}) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">
        <FormattedMessage
          {...(filtered
            ? defineMessage({
                id: 'list.emptyFilteredTitle',
                defaultMessage: 'No items match these filters',
              })
            : defineMessage({ id: 'list.emptyTitle', defaultMessage: 'The catalog has no items' }))}
        />
      </p>
      <p className="empty-state__text">
        <FormattedMessage
          {...(filtered
            ? defineMessage({
                id: 'list.emptyFilteredText',
                defaultMessage: 'Check the spelling, remove a value, or clear all filters.',
              })
            : defineMessage({ id: 'list.emptyText', defaultMessage: 'Nothing to show yet.' }))}
        />
      </p>
      {filtered ? (
        <button type="button" className="button" onClick={onClearFilters}>
          <FormattedMessage id="list.clearAllFilters" defaultMessage="Clear all filters" />
        </button>
      ) : null}
    </div>
  )
}

/**
 * The list failed with no rows to keep showing: the error, its Retry, and (when the catalog
 * refused the filters) a way out of them.
 */
export function ListFailure({
  error,
  rateLimit,
  onRetry,
  onClearFilters,
}: {
  readonly error: AppError
  readonly rateLimit?: RateLimitRetryState | undefined
  readonly onRetry: () => void
  readonly onClearFilters: (() => void) | null
}) {
  return (
    <div className="results__error">
      <ErrorMessage error={error} onRetry={onRetry} rateLimit={rateLimit}>
        {onClearFilters ? (
          <button type="button" className="button" onClick={onClearFilters}>
            <FormattedMessage id="list.clearAllFilters" defaultMessage="Clear all filters" />
          </button>
        ) : null}
      </ErrorMessage>
    </div>
  )
}
