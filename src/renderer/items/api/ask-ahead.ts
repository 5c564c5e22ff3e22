import type { QueryClient } from '@tanstack/react-query'
import { itemDetailOptions, itemListOptions } from '../../api/item-queries'
import type { ListParams } from '../../api/query-keys'

/**
 * Asks main for a list page before the list shows it, as the very query the list then mounts
 * (same key, same slot). Settles with the answer or rejects with the catalog's refusal.
 */
export const askListAhead = (client: QueryClient, catalog: string, params: ListParams) =>
  client.fetchQuery(itemListOptions(catalog, params, 'list'))

/**
 * Asks main for an item before its pane mounts, which then finds it answered, in flight or
 * fresh. Settles (never rejects) once the answer, an error included, is in the cache.
 */
export const askItemAhead = (client: QueryClient, catalog: string, id: number) =>
  client.prefetchQuery(itemDetailOptions(catalog, id))
