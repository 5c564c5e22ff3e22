import { queryOptions } from '@tanstack/react-query'
import type { ReplyLanguage } from '../../shared/reply/languages'
import { callCatalog } from './call-catalog'
import { appKeys } from './query-keys'
import { useReplacingMutation } from './replacing-mutation'

/** The connected catalog's recent lookups and the item that was open when the app quit. */
export function recentLookupsOptions(catalog: string) {
  return queryOptions({
    queryKey: appKeys.recent(catalog),
    queryFn: () => callCatalog((api) => api.recentLookups()),
  })
}

/** `Clear history`; its variables are how many lookups the clear removes, for the caller's Undo offer. */
export const useClearRecentLookups = (catalog: string) =>
  useReplacingMutation(appKeys.recent(catalog), (_count: number) =>
    callCatalog((api) => api.clearRecentLookups()),
  )

export const useUndoClearRecentLookups = (catalog: string) =>
  useReplacingMutation(appKeys.recent(catalog), () => callCatalog((api) => api.undoClearRecentLookups()))

/** The bulk lookups kept in the connected catalog, latest first (beside the items opened). */
export function recentBulkLookupsOptions(catalog: string) {
  return queryOptions({
    queryKey: [...appKeys.recent(catalog), 'bulk'] as const,
    queryFn: () => callCatalog((api) => api.recentBulkLookups()),
  })
}

/** Keeps a bulk lookup (its IDs, and the reply language its ticket reads in) in Recent lookups. */
export const useRecordBulkLookup = (catalog: string) =>
  useReplacingMutation(
    recentBulkLookupsOptions(catalog).queryKey,
    (lookup: { readonly ids: readonly number[]; readonly language: ReplyLanguage | null }) =>
      callCatalog((api) => api.recordBulkLookup({ ids: [...lookup.ids], language: lookup.language })),
  )
