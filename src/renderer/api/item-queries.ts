import { queryOptions } from '@tanstack/react-query'
import type { SingleItem } from '../../shared/catalog'
import { decodeItemsPage } from '../../shared/catalog/packed-items'
import { listQueryOf } from '../../shared/catalog/view-query'
import { callCatalog } from './call-catalog'
import { itemKeys, type ListParams } from './query-keys'

/**
 * A page stays fresh for 30 s: long enough that a prefetched next page is shown without a
 * second request, short enough that coming back to a page later shows current data.
 */
const LIST_STALE_MS = 30_000
/** Pages nobody looks at are dropped after a minute, so paging for an hour does not grow memory. */
const LIST_GC_MS = 60_000

/**
 * One page of the list, shared by `useQuery` (visible page, slot 'list') and prefetch (no
 * slot). The visible page uses the 'list' slot so main cancels a superseded page request;
 * a prefetch must not cancel the page being looked at, so it has none.
 */
export function itemListOptions(catalog: string, params: ListParams, slot?: 'list') {
  return queryOptions({
    queryKey: itemKeys.list(catalog, params),
    queryFn: async () =>
      decodeItemsPage(
        await callCatalog((api) =>
          api.listItems({
            query: listQueryOf(params),
            ...(slot ? { slot } : {}),
          }),
        ),
      ),
    staleTime: LIST_STALE_MS,
    gcTime: LIST_GC_MS,
  })
}

/** The statuses whose next step is expected soon: the pane refreshes itself while they last. */
const MOVING_STATUSES: ReadonlySet<string> = new Set(['WAITING_FOR_TRADE_ACCEPT', 'WAITING_FOR_SEND'])
export const DETAIL_REFRESH_MS = 10_000

export function isMovingStatus(item: SingleItem | undefined): boolean {
  return item !== undefined && item.status.known && MOVING_STATUSES.has(item.status.value)
}

/**
 * One item. While its status is one that changes on its own, it refetches every 10 s.
 *
 * `retryOnMount: false`: every open asks for the item before the pane mounts
 * (`useOpenItem`), so a pane mounting on that request's error shows it instead of asking twice.
 *
 * `refetchIntervalInBackground: false` pauses the timer while the window is hidden:
 * TanStack's focusManager listens to `visibilitychange`, so a minimised window sends
 * nothing, and the `refetchOnWindowFocus` default catches up as soon as it is visible again.
 */
export function itemDetailOptions(catalog: string, id: number) {
  return queryOptions({
    queryKey: itemKeys.detail(catalog, id),
    queryFn: () => callCatalog((api) => api.getItem({ id, slot: 'detail' })),
    staleTime: 5_000,
    retryOnMount: false,
    refetchInterval: (query) => (isMovingStatus(query.state.data) ? DETAIL_REFRESH_MS : false),
    refetchIntervalInBackground: false,
  })
}
