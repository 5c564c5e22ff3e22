import type { Query, QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query'
import { catalogUnder, itemKeys, type CatalogScope } from './query-keys'

/** List pages kept per catalog besides the ones on screen: enough to page back and forth. */
export const MAX_CACHED_LIST_PAGES = 10
/**
 * Items kept per catalog besides the one on screen: a ticket's worth, so going back to an
 * item is instant, while a day of clicking through items does not grow the heap; going back
 * further costs one request.
 */
export const MAX_CACHED_ITEMS = 20

/** Bounds both kinds of item data; returns the undo. */
export function limitCachedItemData(client: QueryClient): () => void {
  const lists = limitCachedQueries(client, itemKeys.lists, MAX_CACHED_LIST_PAGES)
  const details = limitCachedQueries(client, itemKeys.details, MAX_CACHED_ITEMS)
  return () => {
    lists()
    details()
  }
}

export function limitCachedListPages(client: QueryClient, max = MAX_CACHED_LIST_PAGES): () => void {
  return limitCachedQueries(client, itemKeys.lists, max)
}

/**
 * Keeps at most `max` inactive queries under `scope(catalog)` per catalog, dropping the oldest.
 *
 * Time alone (gcTime) does not bound memory: someone paging quickly through a large catalog
 * turns hundreds of pages a minute, and every one would stay cached until its minute is up.
 * Queries on screen have an observer and are never counted; one still loading
 * (a prefetch in flight) has no data yet and is never dropped.
 */
export function limitCachedQueries(client: QueryClient, scope: CatalogScope, max: number): () => void {
  const cache = client.getQueryCache()
  // Each catalog's queries under `scope`, kept from the cache's own events: a prune then reads
  // a catalog's few dozen queries, not every query of every catalog.
  const underScope = new Map<string, Set<Query>>()
  const track = (query: Query) => {
    const catalog = catalogUnder(query.queryKey, scope)
    if (catalog === null) return null
    let queries = underScope.get(catalog)
    if (!queries) underScope.set(catalog, (queries = new Set()))
    queries.add(query)
    return catalog
  }
  const forget = (query: Query) => {
    const catalog = catalogUnder(query.queryKey, scope)
    const queries = catalog === null ? undefined : underScope.get(catalog)
    if (catalog === null || !queries) return
    queries.delete(query)
    if (queries.size === 0) underScope.delete(catalog)
  }
  for (const query of cache.getAll()) track(query)
  const prune = (catalog: string) => {
    const queries = underScope.get(catalog)
    if (!queries || queries.size <= max) return
    // Newest first; pages updated in the same millisecond keep the cache's insertion order.
    const idle = [...queries]
      .map((query, order) => ({ query, order }))
      .filter(({ query }) => !query.isActive() && query.state.dataUpdatedAt > 0)
      .sort((a, b) => b.query.state.dataUpdatedAt - a.query.state.dataUpdatedAt || b.order - a.order)
    for (const { query } of idle.slice(max)) cache.remove(query)
  }
  return cache.subscribe((event: QueryCacheNotifyEvent) => {
    if (event.type === 'removed') {
      forget(event.query)
      return
    }
    const relevant = event.type === 'added' || (event.type === 'updated' && event.action.type === 'success')
    if (!relevant) return
    const catalog = track(event.query)
    if (catalog !== null) prune(catalog)
  })
}
