import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { SortingState } from '@tanstack/react-table'
import { columnWords } from '../table/item-columns'
import { BETWEEN } from '../ui/between'
import { useLasting } from '../ui/use-lasting'

/** The rich-text tags of the bar's sentences. */
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>
const kbd = (chunks: ReactNode[]) => <kbd>{chunks}</kbd>
const badge = (chunks: ReactNode[]) => <span className="dup-badge">{chunks}</span>

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
  const intl = useIntl()
  const sort = sorting[0]
  const sortWords = sort ? columnWords(sort.id) : null
  const shownActivity = useLasting(activity !== '', SLOW_LOAD_MS) ? activity : ''
  return (
    <div className="results-bar">
      {sort ? (
        <p className="results-bar__sort">
          <span>
            <FormattedMessage
              id="items.results.sortedBy"
              defaultMessage={
                'Sorted by {column} ({direction, select, desc {descending} other {ascending}}).'
              }
              values={{
                column: sortWords ? intl.formatMessage(sortWords) : sort.id,
                direction: sort.desc ? 'desc' : 'asc',
              }}
            />
            {BETWEEN}
            <strong>
              <FormattedMessage
                id="items.results.pageOnly"
                defaultMessage="Sorting applies to this page only — the server’s order is unknown."
              />
            </strong>
          </span>
          <button type="button" className="button button--link" onClick={onServerOrder}>
            <FormattedMessage id="items.results.serverOrder" defaultMessage="Server order" />
          </button>
        </p>
      ) : (
        <p className="results-bar__hint">
          <FormattedMessage
            id="items.results.serverOrderHint"
            defaultMessage="Rows in the server’s order. Column headers sort this page."
          />
        </p>
      )}
      {unreadable ? <p className="results-bar__unreadable">{unreadable}</p> : null}
      {duplicates ? (
        <p className="results-bar__legend">
          <FormattedMessage
            id="items.results.duplicates"
            defaultMessage={
              '<badge>×2</badge> listings on this page share a market name; <strong>cheapest</strong>: the lowest price of them'
            }
            values={{ badge, strong }}
          />
        </p>
      ) : null}
      <p className="results-bar__keys" aria-hidden="true">
        <FormattedMessage
          id="items.results.keys"
          defaultMessage={
            '<kbd>/</kbd> filter <kbd>↑</kbd><kbd>↓</kbd> rows <kbd>Enter</kbd> open <kbd>Esc</kbd> close <kbd>Alt</kbd>+<kbd>←</kbd><kbd>→</kbd> page'
          }
          values={{ kbd }}
        />
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
