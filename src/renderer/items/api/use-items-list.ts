import { useEffect, useState } from 'react'
import { keepPreviousData, noop, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ItemsPage } from '../../../shared/ipc'
import { appErrorOf } from '../../api/catalog-error'
import { itemListOptions } from '../../api/item-queries'
import type { ListParams } from '../../api/query-keys'
import { afterNextPaint } from '../../api/after-next-paint'

/**
 * The visible page of items, and what the screen needs to present it honestly.
 *
 * - While another page loads, the previous one stays (`keepPreviousData`).
 * - When a request fails, the last page that did load stays visible (marked stale by the
 *   caller) instead of the table emptying: `keepPreviousData` alone drops it on error.
 * - Once a page has settled and been painted, the next one is prefetched (no slot: it must
 *   not cancel the visible request in main). After the paint, so that asking for and reading
 *   the next page never competes with showing this one.
 */
export function useItemsList(catalog: string, params: ListParams, answered: boolean) {
  const queryClient = useQueryClient()
  const query = useQuery({
    ...itemListOptions(catalog, params, 'list'),
    placeholderData: keepPreviousData,
    // Filters are asked for before the list moves to them (useBrowseState): an error their
    // answer brought is shown as it is, not asked for again as the list moves onto it. Retry,
    // outage recovery and the rate-limit countdown still ask: they fetch by themselves.
    enabled: answered ? (shownQuery) => shownQuery.state.status !== 'error' : true,
  })
  const [lastLoaded, setLastLoaded] = useState<
    { readonly page: ItemsPage; readonly at: number } | undefined
  >()
  if (query.data && !query.isPlaceholderData && query.data !== lastLoaded?.page) {
    setLastLoaded({ page: query.data, at: query.dataUpdatedAt })
  }

  const settled = query.isSuccess && !query.isPlaceholderData
  const pages = query.data?.pages ?? 0
  useEffect(() => {
    if (!settled || params.page >= pages) return
    return afterNextPaint(() => {
      queryClient.query(itemListOptions(catalog, { ...params, page: params.page + 1 })).catch(noop)
    })
  }, [settled, pages, catalog, params, queryClient])

  const shown = query.data ?? lastLoaded?.page
  const error = query.isError ? appErrorOf(query.error) : null
  return {
    query,
    /** The page on screen: the requested one, a placeholder, or the last that loaded. */
    shown,
    /** When `shown` was loaded (for "showing results from 14:02"). */
    shownAt: query.data && !query.isPlaceholderData ? query.dataUpdatedAt : (lastLoaded?.at ?? 0),
    error,
    /** The previous page is shown while the requested one loads. */
    placeholder: query.isPlaceholderData,
    /** Nothing to show yet: skeleton rows. */
    loading: shown === undefined && query.isPending,
    /** Something loads while data is on screen: the quiet indicator. */
    refreshing: query.isFetching && shown !== undefined,
  }
}
