import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SingleItem } from '../../shared/catalog'
import { fieldValueOr } from '../../shared/catalog/field'
import { callCatalog } from '../api/call-catalog'
import { appErrorOf } from '../api/catalog-error'
import { appKeys } from '../api/query-keys'
import { watchListOptions } from '../api/watch-queries'

/**
 * `Watch item` (aria-pressed): main checks the item in the background and tells the agent,
 * with a desktop notification, when its status moves. Pressing it again stops watching.
 */
export function WatchButton({ catalog, item }: { readonly catalog: string; readonly item: SingleItem }) {
  const queryClient = useQueryClient()
  const list = useQuery(watchListOptions(catalog))
  const watched =
    list.data?.items.some((entry) => entry.id === item.id && entry.state === 'watching') ?? false
  const toggle = useMutation({
    mutationFn: () =>
      callCatalog((api) =>
        watched
          ? api.unwatchItem({ id: item.id })
          : api.watchItem({ id: item.id, name: fieldValueOr(item.name, null), status: item.status.value }),
      ),
    onSuccess: (next) => queryClient.setQueryData(appKeys.watch(catalog), next),
  })
  const failure = appErrorOf(toggle.error)
  return (
    <>
      <button
        type="button"
        className="button button--small"
        aria-pressed={watched}
        disabled={toggle.isPending || list.isPending}
        title={
          watched
            ? 'Stop checking this item in the background'
            : 'Check this item in the background and notify me when its status changes'
        }
        onClick={() => toggle.mutate()}
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
