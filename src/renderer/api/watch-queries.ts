import { queryOptions } from '@tanstack/react-query'
import { callCatalog } from './call-catalog'
import { appKeys } from './query-keys'

/** The connected catalog's watch list; refreshed by main's `watch:updated` / `item:changed` events. */
export function watchListOptions(catalog: string) {
  return queryOptions({
    queryKey: appKeys.watch(catalog),
    queryFn: () => callCatalog((api) => api.watchList()),
  })
}

/** The connected catalog's recent lookups and the item that was open when the app quit. */
export function recentLookupsOptions(catalog: string) {
  return queryOptions({
    queryKey: appKeys.recent(catalog),
    queryFn: () => callCatalog((api) => api.recentLookups()),
  })
}
