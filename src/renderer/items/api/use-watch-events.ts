import { notifyManager, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useCatalogEvent } from '../../api/catalog-events'
import { createFrameBatch } from '../../api/frame-batch'
import { appKeys, itemKeys } from '../../api/query-keys'
import { useStableCallback } from '../../ui/use-stable-callback'

/** What a watch round reported in this catalog: an item's status moved, or the list changed (null). */
interface WatchNews {
  readonly catalog: string
  readonly id: number | null
}

/**
 * Keeps the window in step with what main finds in the background: a watched item that
 * changed refreshes the watch list and that item's details; "several changed" opens the
 * Watched items panel. (A click on a one-item notification arrives as a link: links/.)
 *
 * A round over 200 watched items can report many moves at once: the refreshes of one frame
 * go out together (api/frame-batch.ts), the watch list once and each changed item once.
 */
export function useWatchEvents({
  catalog,
  onRevealWatch,
}: {
  readonly catalog: string
  readonly onRevealWatch: () => void
}): void {
  const queryClient = useQueryClient()
  const refresh = useStableCallback((news: readonly WatchNews[]) => {
    notifyManager.batch(() => {
      for (const watched of new Set(news.map((item) => item.catalog)))
        void queryClient.invalidateQueries({ queryKey: appKeys.watch(watched) })
      const items = new Map(
        news.flatMap((item) => (item.id === null ? [] : [[`${item.catalog} ${item.id}`, item]])),
      )
      for (const item of items.values())
        void queryClient.invalidateQueries({ queryKey: itemKeys.detail(item.catalog, item.id!) })
    })
  })
  const [moves] = useState(() => createFrameBatch<WatchNews>(refresh))
  useEffect(() => () => moves.flush(), [moves])
  useCatalogEvent('onItemChanged', ({ baseUrl, id }) => {
    if (baseUrl === catalog) moves.push({ catalog, id })
  })
  useCatalogEvent('onWatchUpdated', ({ reveal }) => {
    moves.push({ catalog, id: null })
    if (reveal) onRevealWatch()
  })
}
