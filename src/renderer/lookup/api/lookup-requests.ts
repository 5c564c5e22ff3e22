import type { QueryClient } from '@tanstack/react-query'
import type { SingleItem } from '../../../shared/catalog'
import { callCatalog } from '../../api/call-catalog'
import { itemKeys } from '../../api/query-keys'

/** Asks main to look `ids` up as one batch; its answers arrive as `lookup:*` events. */
export const startLookup = (ids: readonly number[]) =>
  callCatalog((api) => api.startLookup({ ids: [...ids] }))

/** Tells main to stop a batch; a failure changes nothing here (the window has let it go). */
export function cancelLookup(batchId: string): void {
  void callCatalog((api) => api.cancelLookup({ batchId })).catch(() => undefined)
}

/**
 * Puts the item of a looked-up row being opened into the detail pane's cache under the same
 * key (`itemKeys.detail`), dated when its answer arrived: opened while that answer is fresh,
 * the pane shows it without asking again; later, it shows it while asking. Cached as it is
 * opened, not as answers stream in: the cache keeps only `MAX_CACHED_ITEMS` items, so the
 * answers of a long lookup would only push each other out. A newer answer already cached
 * (the pane's own) stays.
 */
export function cacheOpenedAnswer(
  client: QueryClient,
  catalog: string,
  item: SingleItem,
  answeredAt: number,
): void {
  const key = itemKeys.detail(catalog, item.id)
  if ((client.getQueryState(key)?.dataUpdatedAt ?? 0) >= answeredAt) return
  client.setQueryData(key, item, { updatedAt: answeredAt })
}
