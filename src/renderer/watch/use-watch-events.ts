import { useQueryClient } from '@tanstack/react-query'
import { useCatalogEvent } from '../api/catalog-events'
import { appKeys, itemKeys } from '../api/query-keys'

/**
 * Keeps the window in step with what main finds in the background: a watched item that
 * changed refreshes the watch list and that item's details; "several changed" opens the
 * Watched items panel. (A click on a one-item notification arrives as a link: links/.)
 */
export function useWatchEvents({
  catalog,
  onRevealWatch,
}: {
  readonly catalog: string
  readonly onRevealWatch: () => void
}): void {
  const queryClient = useQueryClient()
  useCatalogEvent('onItemChanged', ({ baseUrl, id }) => {
    if (baseUrl !== catalog) return
    void queryClient.invalidateQueries({ queryKey: appKeys.watch(catalog) })
    void queryClient.invalidateQueries({ queryKey: itemKeys.detail(catalog, id) })
  })
  useCatalogEvent('onWatchUpdated', ({ reveal }) => {
    void queryClient.invalidateQueries({ queryKey: appKeys.watch(catalog) })
    if (reveal) onRevealWatch()
  })
}
