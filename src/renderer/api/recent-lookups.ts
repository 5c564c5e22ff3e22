import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { RecentLookups } from '../../shared/ipc'
import { callCatalog } from './call-catalog'
import { appKeys } from './query-keys'

/** The connected catalog's recent lookups and the item that was open when the app quit. */
export function recentLookupsOptions(catalog: string) {
  return queryOptions({
    queryKey: appKeys.recent(catalog),
    queryFn: () => callCatalog((api) => api.recentLookups()),
  })
}

/** A change to the recent lookups; main answers with the whole new list, which replaces the cached one. */
function useRecentLookupsChange<V>(catalog: string, change: () => Promise<RecentLookups>) {
  const queryClient = useQueryClient()
  return useMutation({
    // The variables are the caller's to read back in its own callbacks (e.g. how many were cleared).
    mutationFn: (_variables: V) => change(),
    onSuccess: (next) => queryClient.setQueryData(appKeys.recent(catalog), next),
  })
}

/** `Clear history`; its variables are how many lookups the clear removes. */
export const useClearRecentLookups = (catalog: string) =>
  useRecentLookupsChange<number>(catalog, () => callCatalog((api) => api.clearRecentLookups()))

export const useUndoClearRecentLookups = (catalog: string) =>
  useRecentLookupsChange<void>(catalog, () => callCatalog((api) => api.undoClearRecentLookups()))
