import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, type RefObject } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { appErrorOf } from '../api/catalog-error'
import { useRateLimitRetry } from '../api/use-rate-limit-retry'
import { isMovingStatus, itemDetailOptions, DETAIL_REFRESH_MS } from '../api/item-queries'
import { ErrorMessage } from '../ui/error-message'
import { useTopOnChange } from '../ui/use-top-on-change'
import { CloseIcon, RefreshIcon } from '../ui/icons'
import { formatClock } from '../format/format-time'
import { Thumbnail } from '../table/thumbnail'
import { WatchButton } from '../watch/watch-button'
import { CopySummaryButton } from './copy-summary-button'
import { StatusLine } from '../status/status-line'
import { itemLink } from '../../shared/links/catalog-link'
import { words } from '../../shared/i18n/words'
import { CopyLinkButton } from '../links/copy-link-button'
import { ItemFields } from './item-fields'
import { SHORTCUT_PRIORITY } from '../replies/copy-reply-shortcut'
import { ReplyTools } from '../replies/reply-tools'
import { NextTryZoneNote } from '../replies/next-try-zone-note'
import type { ReplySubject } from '../../shared/reply/advise'
import { ErrorChoice } from '../replies/error-choice'
import { hasCatalogError } from '../replies/error-choices'
import { choiceSelector } from '../replies/choice-target'
import { showOpenItems } from '../replies/open-items'
import './detail-pane.css'

/**
 * The detail pane (region "Item details") for one item ID.
 *
 * While the status is one that moves on by itself, the query refreshes every 10 s (paused
 * while the window is hidden, see `itemDetailOptions`); Refresh reloads now. If a refresh
 * fails, the last answer stays and the failure is shown above it.
 *
 * The pane stays mounted from one item to the next (items/open-item-pane.tsx): the actions and
 * the reply tools scope what they confirm to the item it was about, so a "Copied" or a pending
 * Watch never shows on the next item; the error choice is keyed by the item's ID (it is rare and
 * holds more of its own); the pane starts at its top.
 */
export function DetailPane({
  catalog,
  linkCatalog = catalog,
  id,
  headingRef,
  onClose,
}: {
  readonly catalog: string
  /** The catalog `Copy link` names (null: "the connected one", for the demo catalog). */
  readonly linkCatalog?: string | null
  readonly id: number
  readonly headingRef?: RefObject<HTMLHeadingElement | null> | undefined
  readonly onClose: () => void
}) {
  const intl = useIntl()
  const query = useQuery(itemDetailOptions(catalog, id))
  const item = query.data
  // "Always read this error as …" shows what a new row would read of the pane's item too.
  useEffect(() => (item ? showOpenItems(catalog, () => [item]) : undefined), [catalog, item])
  const error = appErrorOf(query.error)
  const { state: rateLimit, retry } = useRateLimitRetry({
    error,
    failedAt: query.errorUpdatedAt,
    fetching: query.isFetching,
    refetch: query.refetch,
  })
  const moving = isMovingStatus(item)
  const scrollRef = useRef<HTMLElement>(null)
  useTopOnChange(scrollRef, [id])
  const replySubjects = (): ReplySubject[] => (item ? [{ kind: 'item', item }] : [{ kind: 'not_found', id }])

  return (
    <section
      className="detail"
      aria-label={intl.formatMessage({ id: 'pane.label', defaultMessage: 'Item details' })}
      ref={scrollRef}
    >
      <header className="detail__header">
        {item ? <Thumbnail src={item.image.ok ? item.image.value : ''} size="large" /> : null}
        <div className="detail__titles">
          <p className="detail__eyebrow num">
            <FormattedMessage
              id="watch.notify.unnamed"
              defaultMessage={'Item {id}'}
              values={{ id: String(id) }}
            />
          </p>
          <h2
            className="detail__title"
            tabIndex={-1}
            ref={headingRef}
            title={item?.name.ok ? item.name.value : undefined}
          >
            {item?.name.ok
              ? item.name.value
              : intl.formatMessage(
                  { id: 'watch.notify.unnamed', defaultMessage: 'Item {id}' },
                  { id: String(id) },
                )}
          </h2>
        </div>
        <div className="detail__window-actions">
          <button
            type="button"
            className="button button--icon"
            aria-label={intl.formatMessage({ id: 'pane.refresh', defaultMessage: 'Refresh' })}
            title={intl.formatMessage({ id: 'pane.refreshTitle', defaultMessage: 'Reload this item now' })}
            onClick={() => void query.refetch()}
            aria-describedby="detail-sync"
          >
            <RefreshIcon className={query.isFetching ? 'spin' : undefined} />
          </button>
          <button
            type="button"
            className="button button--icon"
            aria-label={intl.formatMessage({ id: 'pane.close', defaultMessage: 'Close details' })}
            title={intl.formatMessage({ id: 'pane.closeTitle', defaultMessage: 'Close details (Esc)' })}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
      </header>
      <div className="detail__actions">
        {item ? <WatchButton catalog={catalog} item={item} /> : null}
        <CopySummaryButton item={item} />
        <CopyLinkButton link={itemLink(id, linkCatalog)} />
      </div>
      <div className="detail__reply">
        <ReplyTools
          catalog={catalog}
          about={id}
          subjects={replySubjects}
          priority={SHORTCUT_PRIORITY.detail}
          unavailable={
            item || error?.kind === 'not_found'
              ? null
              : intl.formatMessage({ id: 'pane.waitForItem', defaultMessage: 'Wait for the item to load.' })
          }
          compact
          goToChoice={(choice) =>
            scrollRef.current?.querySelector<HTMLElement>(choiceSelector(choice))?.focus()
          }
        />
        <NextTryZoneNote catalog={catalog} subjects={replySubjects} />
      </div>
      <div className="detail__statusbar">
        {item ? <StatusLine catalog={catalog} item={item} /> : null}
        {item && hasCatalogError(item) ? (
          <ErrorChoice key={id} catalog={catalog} item={item} place="pane" />
        ) : null}
        {/* Not a live region: with auto refresh it would speak every 10 s. */}
        <p id="detail-sync" className="detail__sync">
          {query.isFetching ? (
            <FormattedMessage id="panel.loading" defaultMessage="Loading…" />
          ) : item ? (
            <FormattedMessage
              id="pane.updated"
              defaultMessage={
                'Updated {time}{moving, select, yes { · refreshes every {seconds, number} s while waiting} other {}}'
              }
              values={{
                time: formatClock(query.dataUpdatedAt, intl.locale),
                moving: moving ? 'yes' : 'no',
                seconds: DETAIL_REFRESH_MS / 1000,
              }}
            />
          ) : null}
        </p>
      </div>
      <div className="detail__body">
        {error && error.kind === 'not_found' ? (
          <ErrorMessage
            title={intl.formatMessage(
              { id: 'detail.notFoundTitle', defaultMessage: 'No item with ID {id}' },
              { id: String(id) },
            )}
            error={{
              kind: 'not_found',
              message: words({
                id: 'detail.notFoundHint',
                defaultMessage: 'Check the number; the item may also have been removed.',
              }),
            }}
          />
        ) : error ? (
          <ErrorMessage error={error} onRetry={retry} rateLimit={rateLimit} />
        ) : null}
        {item ? (
          <>
            <ItemFields item={item} />
          </>
        ) : query.isPending ? (
          <div className="detail__loading" aria-hidden="true">
            {Array.from({ length: 8 }, (_, index) => (
              <span key={index} className="skeleton skeleton--line" />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  )
}
