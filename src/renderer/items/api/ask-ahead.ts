import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { itemDetailOptions, itemListOptions } from '../../api/item-queries'
import type { ListParams } from '../../api/query-keys'

/**
 * Asks main for a list page before the list shows it, as the very query the list then mounts
 * (same key, same slot). Settles with the answer or rejects with the catalog's refusal.
 */
export function useAskListAhead(catalog: string) {
  const queryClient = useQueryClient()
  return useCallback(
    (params: ListParams) => queryClient.fetchQuery(itemListOptions(catalog, params, 'list')),
    [queryClient, catalog],
  )
}

/**
 * Asks main for an item before its pane mounts, which then finds it answered, in flight or
 * fresh. Settles (never rejects) once the answer, an error included, is in the cache.
 */
export function useAskItemAhead(catalog: string) {
  const queryClient = useQueryClient()
  return useCallback(
    (id: number) => queryClient.prefetchQuery(itemDetailOptions(catalog, id)),
    [queryClient, catalog],
  )
}
