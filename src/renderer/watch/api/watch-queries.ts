import { queryOptions } from '@tanstack/react-query'
import { callCatalog } from '../../api/call-catalog'
import { appKeys } from '../../api/query-keys'

/** The connected catalog's watch list; refreshed by main's `watch:updated` / `item:changed` events. */
export function watchListOptions(catalog: string) {
  return queryOptions({
    queryKey: appKeys.watch(catalog),
    queryFn: () => callCatalog((api) => api.watchList()),
  })
}
