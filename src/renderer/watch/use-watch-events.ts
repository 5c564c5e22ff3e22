import { useQueryClient } from '@tanstack/react-query'
import { useCatalogEvent } from '../api/catalog-events'
import { appKeys, itemKeys } from '../api/query-keys'

/**
 * Keeps the window in step with what main finds in the background: a watched item that
 * changed refreshes the watch list and that item's details; a click on a notification (or a
 * link) opens the item; "several changed" opens the Watched items panel.
 */
export function useWatchEvents({
  catalog,
  onOpenItem,
  onRevealWatch,
}: {
  readonly catalog: string
  readonly onOpenItem: (id: number) => void
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
  useCatalogEvent('onLinkOpened', (link) => {
    // A link naming another catalog is the catalog switcher's business, not this screen's.
    if (link.kind === 'item' && (link.catalog === null || link.catalog === catalog)) onOpenItem(link.id)
  })
}
