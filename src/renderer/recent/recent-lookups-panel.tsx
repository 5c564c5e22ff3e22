import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import { appErrorOf } from '../api/catalog-error'
import {
  recentBulkLookupsOptions,
  recentLookupsOptions,
  useClearRecentLookups,
  useUndoClearRecentLookups,
  type ClearedHistory,
} from './api/recent-lookups'
import { ErrorMessage } from '../ui/error-message'
import { StatusBadge } from '../status/status-badge'
import { formatRelative } from '../format/format-time'
import { itemStatusOf } from '../../shared/catalog/status-words'
import { useNow } from '../ui/use-now'
import { useTimedOffer } from '../ui/use-timed-offer'
import { BETWEEN } from '../ui/between'
import { Panel } from '../ui/panel'
import { PanelOpenButton } from '../ui/panel-open-button'
import { RecentBulkLookups } from './recent-bulk-lookups'
import type { RecentBulkLookup } from '../../shared/watch'

/**
 * How long `Undo` is offered after `Clear history` while nobody is on it: long enough to
 * notice, short enough to be about that click. Focus or the pointer on it keeps it (use-timed-offer.ts).
 */
export const UNDO_CLEAR_MS = 10_000

/** What the Undo offer says a clear removed: `Cleared 3 items and 1 lookup.` (a kind with none is left out). */
function clearedText(intl: IntlShape, { items, lookups }: ClearedHistory): string {
  if (lookups === 0)
    return intl.formatMessage(
      { id: 'recent.clearedItems', defaultMessage: 'Cleared {items, plural, one {# item} other {# items}}.' },
      { items },
    )
  if (items === 0)
    return intl.formatMessage(
      {
        id: 'recent.clearedLookups',
        defaultMessage: 'Cleared {lookups, plural, one {# lookup} other {# lookups}}.',
      },
      { lookups },
    )
  return intl.formatMessage(
    {
      id: 'recent.clearedBoth',
      defaultMessage:
        'Cleared {items, plural, one {# item} other {# items}} and {lookups, plural, one {# lookup} other {# lookups}}.',
    },
    { items, lookups },
  )
}

/** The `Recent lookups` panel: the last items opened and lookups kept in this catalog; one click reopens one. */
export function RecentLookupsPanel({
  catalog,
  onOpen,
  onOpenLookup,
}: {
  readonly catalog: string
  readonly onOpen: (id: number) => void
  readonly onOpenLookup: (lookup: RecentBulkLookup) => void
}) {
  const recent = useQuery(recentLookupsOptions(catalog))
  const bulk = useQuery(recentBulkLookupsOptions(catalog))
  // How many the last clear removed, while Undo is offered; what it removed stays in main.
  const [cleared, setCleared] = useState<ClearedHistory | null>(null)
  const clear = useClearRecentLookups(catalog)
  const undo = useUndoClearRecentLookups(catalog)
  const offer = useRef<HTMLParagraphElement>(null)
  const undoButton = useRef<HTMLButtonElement>(null)
  const clearButton = useRef<HTMLButtonElement>(null)
  const offered = cleared !== null
  useTimedOffer(offer, offered, UNDO_CLEAR_MS, () => setCleared(null))
  // `Clear history` is disabled by its own click (nothing left to clear): focus goes on to Undo
  // rather than to the page, and back once Undo has restored the list.
  const refocus = useRef(false)
  useEffect(() => {
    if (offered) undoButton.current?.focus()
  }, [offered])
  const items = recent.data?.items ?? []
  const lookups = bulk.data?.length ?? 0
  const empty = items.length === 0 && lookups === 0
  useEffect(() => {
    if (!refocus.current || empty) return
    refocus.current = false
    clearButton.current?.focus()
  }, [empty])
  const now = useNow()
  const intl = useIntl()
  const failure = appErrorOf(clear.error ?? undo.error ?? recent.error)
  return (
    <Panel
      title={intl.formatMessage({ id: 'recent.title', defaultMessage: 'Recent lookups' })}
      tools={
        <button
          ref={clearButton}
          type="button"
          className="button button--small"
          disabled={empty || clear.isPending}
          onClick={() =>
            clear.mutate(
              { items: items.length, lookups },
              { onSuccess: (_next, counts) => setCleared(counts) },
            )
          }
        >
          <FormattedMessage id="recent.clear" defaultMessage="Clear history" />
        </button>
      }
    >
      {cleared !== null ? (
        <p ref={offer} className="panel__empty" role="status">
          {clearedText(intl, cleared)}
          {BETWEEN}
          <button
            ref={undoButton}
            type="button"
            className="button button--small"
            disabled={undo.isPending}
            onClick={() => {
              // Set before the answer: the restored list may render before onSuccess runs.
              refocus.current = true
              undo.mutate(undefined, {
                onSuccess: () => setCleared(null),
                onError: () => {
                  refocus.current = false
                },
              })
            }}
          >
            <FormattedMessage id="recent.undo" defaultMessage="Undo" />
          </button>
        </p>
      ) : null}
      {failure ? <ErrorMessage error={failure} /> : null}
      {recent.data && items.length === 0 && cleared === null ? (
        <p className="panel__empty">
          <FormattedMessage id="recent.empty" defaultMessage="Items you open are listed here." />
        </p>
      ) : null}
      <RecentBulkLookups catalog={catalog} onOpen={onOpenLookup} />
      {items.length > 0 ? (
        <ul className="panel__list">
          {items.map((item) => (
            <li key={item.id} className="panel__item">
              <PanelOpenButton item={item} onOpen={onOpen} />
              {item.status !== null ? <StatusBadge status={itemStatusOf(item.status)} narrow /> : null}
              <span className="panel__meta">
                <FormattedMessage
                  id="recent.opened"
                  defaultMessage={'opened {ago}'}
                  values={{ ago: formatRelative(new Date(item.at), now, intl.locale) }}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  )
}
