import { useQuery } from '@tanstack/react-query'
import type { SingleItem } from '../../shared/catalog'
import { fieldValueOr } from '../../shared/catalog/field'
import { appErrorOf } from '../api/catalog-error'
import { useUnwatchItem, useWatchItem } from '../api/watch-mutations'
import { watchListOptions } from '../api/watch-queries'

/**
 * `Watch item` (aria-pressed): main checks the item in the background and tells the agent,
 * with a desktop notification, when its status moves. Pressing it again stops watching.
 */
export function WatchButton({ catalog, item }: { readonly catalog: string; readonly item: SingleItem }) {
  const list = useQuery(watchListOptions(catalog))
  const watched =
    list.data?.items.some((entry) => entry.id === item.id && entry.state === 'watching') ?? false
  const watch = useWatchItem(catalog)
  const unwatch = useUnwatchItem(catalog)
  const failure = appErrorOf(watch.error ?? unwatch.error)
  return (
    <>
      <button
        type="button"
        className="button button--small"
        aria-pressed={watched}
        disabled={watch.isPending || unwatch.isPending || list.isPending}
        title={
          watched
            ? 'Stop checking this item in the background'
            : 'Check this item in the background and notify me when its status changes'
        }
        onClick={() => {
          // Only the latest attempt's failure is shown.
          watch.reset()
          unwatch.reset()
          if (watched) unwatch.mutate(item.id)
          else watch.mutate({ id: item.id, name: fieldValueOr(item.name, null), status: item.status.value })
        }}
      >
        Watch item
      </button>
      {failure ? (
        <p role="alert" className="detail__watch-error">
          {failure.message}
        </p>
      ) : null}
    </>
  )
}
