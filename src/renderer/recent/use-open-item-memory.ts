import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { recentLookupsOptions } from './api/recent-lookups'
import { forgetOpenItem } from './api/forget-open-item'
import type { OpenItemStore } from '../state/open-item-store'

/**
 * The item that was open when the app quit is open again after a relaunch.
 *
 * Main remembers an item as open when the detail pane loads it (items:get in the detail slot);
 * this hook reopens it once on start and tells main when the pane is closed.
 */
export function useOpenItemMemory(
  catalog: string,
  openItem: OpenItemStore,
  open: (id: number) => void,
): void {
  const recent = useQuery(recentLookupsOptions(catalog))
  const restored = useRef(false)
  const remembered = recent.data?.openItem ?? null
  useEffect(() => {
    if (restored.current || !recent.isSuccess) return
    restored.current = true
    if (remembered !== null && openItem.get() === null) open(remembered)
  }, [recent.isSuccess, remembered, openItem, open])

  // Followed outside render: closing the pane must not re-render the caller.
  useEffect(() => {
    let was = openItem.get()
    return openItem.subscribe(() => {
      const now = openItem.get()
      if (was !== null && now === null) forgetOpenItem()
      was = now
    })
  }, [openItem])
}
