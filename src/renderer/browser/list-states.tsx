import type { AppError } from '../../shared/errors'
import { describeError, isUnreachable } from '../lib/error-text'
import { formatClock } from '../lib/format-time'
import { WarningIcon } from '../common/icons'

/**
 * Shown above rows that no longer reflect the request: the last data stays visible, with
 * what went wrong and a Retry. Unreachable gets the short form support staff asked for.
 */
export function StaleBanner({
  error,
  loadedAt,
  onRetry,
}: {
  readonly error: AppError
  readonly loadedAt: number
  readonly onRetry: () => void
}) {
  const text = describeError(error)
  const headline = isUnreachable(error)
    ? 'Stale — the catalog is unreachable'
    : `Stale — ${text.title.toLowerCase()}`
  return (
    <div role="alert" className="stale-banner">
      <WarningIcon />
      <p className="stale-banner__text">
        <strong>{headline}.</strong> {text.detail}{' '}
        {loadedAt > 0
          ? `Showing the results loaded at ${formatClock(loadedAt)}.`
          : 'Showing the last results.'}
      </p>
      <button type="button" className="button button--small" onClick={onRetry}>
        Retry
      </button>
    </div>
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
        {filtered ? 'No items match these filters' : 'The catalog has no items'}
      </p>
      <p className="empty-state__text">
        {filtered ? 'Check the spelling, remove a value, or clear all filters.' : 'Nothing to show yet.'}
      </p>
      {filtered ? (
        <button type="button" className="button" onClick={onClearFilters}>
          Clear all filters
        </button>
      ) : null}
    </div>
  )
}
