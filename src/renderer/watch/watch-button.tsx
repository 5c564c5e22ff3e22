import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import type { SingleItem } from '../../shared/catalog'
import { fieldValueOr } from '../../shared/catalog/field'
import { FINAL_STATUSES } from '../../shared/watch'
import { appErrorOf } from '../api/catalog-error'
import { useWordText } from '../format/word-text'
import { useUnwatchItem, useWatchItem } from './api/watch-mutations'
import { watchListOptions } from './api/watch-queries'
import { CheckIcon } from '../ui/icons'
import { defineMessage } from '../../shared/i18n/words'

/**
 * `Watch item` (aria-pressed): main checks the item in the background and tells the agent,
 * with a desktop notification, when its status moves. Pressed, it reads `Watching` with a
 * check, and `Stop watching` under the pointer or focus: what pressing it again does. An
 * item at a final status cannot start being watched, and says why beside the button.
 */
export function WatchButton({
  catalog,
  item,
  compact = false,
}: {
  readonly catalog: string
  readonly item: SingleItem
  /** In a table row: the reason beside a disabled button is short, the whole of it on hover and to a screen reader. */
  readonly compact?: boolean
}) {
  // Whether the item is watched changes only by a change's answer or main's event, both of
  // which update the cached list: a button mounting (each item opened) does not ask again.
  // The panel does, for the check times no event announces.
  const list = useQuery({ ...watchListOptions(catalog), refetchOnMount: false })
  const watched =
    list.data?.items.some((entry) => entry.id === item.id && entry.state === 'watching') ?? false
  const watch = useWatchItem(catalog)
  const unwatch = useUnwatchItem(catalog)
  const reasonId = useId()
  // Stopping stays possible: an item watched before it became final can still be let go.
  const final = !watched && FINAL_STATUSES.includes(item.status.value)
  // A change in flight or failed belongs to the item it was about: the pane's button, kept
  // from one item to the next, says nothing of the one before.
  const watchAbout = watch.variables?.id === item.id
  const unwatchAbout = unwatch.variables === item.id
  const pending = (watch.isPending && watchAbout) || (unwatch.isPending && unwatchAbout)
  const wordText = useWordText()
  const intl = useIntl()
  // Said beside a Watch item that cannot be pressed: the item will not move again.
  const finalReason = intl.formatMessage(
    { id: 'watch.finalReason', defaultMessage: 'Final status<rest>: nothing left to watch</rest>' },
    { rest: (chunks) => chunks.join('') },
  )
  const failure = appErrorOf((watchAbout ? watch.error : null) ?? (unwatchAbout ? unwatch.error : null))
  return (
    <>
      <span className="watch-toggle">
        <button
          type="button"
          className={
            watched
              ? 'button button--small watch-button watch-button--on'
              : 'button button--small watch-button'
          }
          aria-pressed={watched}
          // The name stays the same pressed or not; aria-pressed says which.
          aria-label={
            watched ? intl.formatMessage({ id: 'watch.button', defaultMessage: 'Watch item' }) : undefined
          }
          aria-describedby={final ? reasonId : undefined}
          disabled={final || pending || list.isPending}
          title={intl.formatMessage(
            watched
              ? defineMessage({
                  id: 'watch.button.titleOn',
                  defaultMessage: 'Stop checking this item in the background',
                })
              : defineMessage({
                  id: 'watch.button.titleOff',
                  defaultMessage: 'Check this item in the background and notify me when its status changes',
                }),
          )}
          onClick={() => {
            // Only the latest attempt's failure is shown.
            watch.reset()
            unwatch.reset()
            if (watched) unwatch.mutate(item.id)
            else watch.mutate({ id: item.id, name: fieldValueOr(item.name, null), status: item.status.value })
          }}
        >
          {watched ? (
            <>
              <CheckIcon className="watch-button__check" />
              <span className="watch-button__labels">
                <span className="watch-button__on">
                  <FormattedMessage id="watch.button.watching" defaultMessage="Watching" />
                </span>
                <span className="watch-button__off">
                  <FormattedMessage id="watch.stop" defaultMessage="Stop watching" />
                </span>
              </span>
            </>
          ) : (
            <FormattedMessage id="watch.button" defaultMessage="Watch item" />
          )}
        </button>
        {final ? (
          <span id={reasonId} className="watch-toggle__reason" title={compact ? finalReason : undefined}>
            {compact ? (
              <FormattedMessage
                id="watch.finalReason"
                defaultMessage={'Final status<rest>: nothing left to watch</rest>'}
                values={{ rest: (chunks) => <span className="visually-hidden">{chunks}</span> }}
              />
            ) : (
              finalReason
            )}
          </span>
        ) : null}
      </span>
      {failure ? (
        <p role="alert" className="detail__watch-error">
          {wordText(failure.message)}
        </p>
      ) : null}
    </>
  )
}
