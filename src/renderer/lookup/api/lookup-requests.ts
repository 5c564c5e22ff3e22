import { notifyManager, type QueryClient } from '@tanstack/react-query'
import type { EventPayload } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'
import { itemKeys } from '../../api/query-keys'

type Progress = EventPayload<'lookup:progress'>

/** Asks main to look `ids` up as one batch; its answers arrive as `lookup:*` events. */
export const startLookup = (ids: readonly number[]) =>
  callCatalog((api) => api.startLookup({ ids: [...ids] }))

/** Tells main to stop a batch; a failure changes nothing here (the window has let it go). */
export function cancelLookup(batchId: string): void {
  void callCatalog((api) => api.cancelLookup({ batchId })).catch(() => undefined)
}

/**
 * Puts the items a lookup answered into the detail pane's cache under the same key
 * (`itemKeys.detail`), so opening a row shows it at once: all of one call in one notification.
 */
export function cacheLookupAnswers(
  client: QueryClient,
  catalog: string,
  answers: readonly Pick<Progress, 'id' | 'outcome'>[],
): void {
  notifyManager.batch(() => {
    for (const { id, outcome } of answers)
      if (outcome.kind === 'item') client.setQueryData(itemKeys.detail(catalog, id), outcome.item)
  })
}
