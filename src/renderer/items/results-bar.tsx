import type { ReactNode } from 'react'
import type { SortingState } from '@tanstack/react-table'
import { columnLabel } from '../table/item-columns'
import { useLasting } from '../ui/use-lasting'

/** A list load that answers sooner changes nothing but the rows: most pages of a nearby catalog do. */
export const SLOW_LOAD_MS = 150

/**
 * The line above the table: how the page is sorted (page only, and it says so), and a
 * quiet live region that says when data loads in the background for longer than
 * `SLOW_LOAD_MS`.
 */
export function ResultsBar({
  sorting,
  activity,
  onServerOrder,
  unreadable = null,
  duplicates = false,
  actions,
}: {
  /** Controls at the bar's end (the list export). */
  readonly actions?: ReactNode
  readonly sorting: SortingState
  /** Short text for the polite live region, empty when idle. */
  readonly activity: string
  readonly onServerOrder: () => void
  /** "2 of 250 rows could not be read…" when the page had unreadable rows. */
  readonly unreadable?: string | null
  /** Some rows carry a duplicate-market badge (×2, cheapest): the bar says what it means. */
  readonly duplicates?: boolean
}) {
  const sort = sorting[0]
  const shownActivity = useLasting(activity !== '', SLOW_LOAD_MS) ? activity : ''
  return (
    <div className="results-bar">
      {sort ? (
        <p className="results-bar__sort">
          <span>
            Sorted by {columnLabel(sort.id)} ({sort.desc ? 'descending' : 'ascending'}).{' '}
            <strong>Sorting applies to this page only — the server’s order is unknown.</strong>
          </span>
          <button type="button" className="button button--link" onClick={onServerOrder}>
            Server order
          </button>
        </p>
      ) : (
        <p className="results-bar__hint">Rows in the server’s order. Column headers sort this page.</p>
      )}
      {unreadable ? <p className="results-bar__unreadable">{unreadable}</p> : null}
      {duplicates ? (
        <p className="results-bar__legend">
          <span className="dup-badge">×2</span> listings on this page share a market name;{' '}
          <strong>cheapest</strong>: the lowest price of them
        </p>
      ) : null}
      <p className="results-bar__keys" aria-hidden="true">
        <kbd>/</kbd> filter <kbd>↑</kbd>
        <kbd>↓</kbd> rows <kbd>Enter</kbd> open <kbd>Esc</kbd> close <kbd>Alt</kbd>+<kbd>←</kbd>
        <kbd>→</kbd> page
      </p>
      {actions}
      <p className="results-bar__activity" role="status">
        {shownActivity ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {shownActivity}
          </>
        ) : null}
      </p>
    </div>
  )
}
