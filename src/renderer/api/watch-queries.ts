import { queryOptions } from '@tanstack/react-query'
import { callCatalog } from './call-catalog'
import { appKeys } from './query-keys'

/**
 * The connected catalog's watch list. Fresh until main says otherwise (`watch:updated` /
 * `item:changed`, watch/use-watch-events.ts) or a change's answer replaces it: every detail
 * pane's Watch button reads it, and asking main again at each open bought nothing.
 */
export function watchListOptions(catalog: string) {
  return queryOptions({
    queryKey: appKeys.watch(catalog),
    queryFn: () => callCatalog((api) => api.watchList()),
    staleTime: Infinity,
  })
}
