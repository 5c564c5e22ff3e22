import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { RecentLookups } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'
import { appKeys, itemKeys } from '../../api/query-keys'
import { forgetCustomerData } from '../../api/customer-data'

/** The connected catalog's recent lookups and the item that was open when the app quit. */
export function recentLookupsOptions(catalog: string) {
  return queryOptions({
    queryKey: appKeys.recent(catalog),
    queryFn: () => callCatalog((api) => api.recentLookups()),
  })
}

/** What one `Clear history` removes: items opened and kept lookups, for the caller's Undo offer. */
export interface ClearedHistory {
  readonly items: number
  readonly lookups: number
}

/**
 * `Clear history` (items opened and kept lookups alike) and its `Undo`. Main answers with the
 * items opened; the kept lookups, a query of their own, are emptied with them, and read again
 * after an Undo before it counts as done (so what it restored is on screen when it settles).
 * Undo brings back the history, never the ticket the clear took off the screen.
 */
function useHistoryChange<V>(
  catalog: string,
  change: (variables: V) => Promise<RecentLookups>,
  undo: boolean,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: async (next) => {
      queryClient.setQueryData(appKeys.recent(catalog), next)
      const bulk = recentBulkLookupsOptions(catalog).queryKey
      if (undo) {
        await queryClient.invalidateQueries({ queryKey: bulk, exact: true })
        return
      }
      queryClient.setQueryData(bulk, [])
      // The ticket goes with its history: its text, results, choices and customer's name, and
      // the items its rows opened, but the one open in the details, which stays open.
      forgetCustomerData(catalog)
      queryClient.removeQueries({ queryKey: itemKeys.details(catalog), type: 'inactive' })
    },
  })
}

export const useClearRecentLookups = (catalog: string) =>
  useHistoryChange(
    catalog,
    (_cleared: ClearedHistory) => callCatalog((api) => api.clearRecentLookups()),
    false,
  )

export const useUndoClearRecentLookups = (catalog: string) =>
  useHistoryChange(catalog, () => callCatalog((api) => api.undoClearRecentLookups()), true)

/** The bulk lookups kept in the connected catalog, latest first (beside the items opened). */
export function recentBulkLookupsOptions(catalog: string) {
  return queryOptions({
    queryKey: appKeys.recentBulk(catalog),
    queryFn: () => callCatalog((api) => api.recentBulkLookups()),
  })
}
