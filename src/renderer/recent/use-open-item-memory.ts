import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { callCatalog } from '../api/call-catalog'
import { recentLookupsOptions } from '../api/recent-lookups'

/**
 * The item that was open when the app quit is open again after a relaunch.
 *
 * Main remembers an item as open when the detail pane loads it (items:get in the detail slot);
 * this hook reopens it once on start and tells main when the pane is closed.
 */
export function useOpenItemMemory(catalog: string, openId: number | null, open: (id: number) => void): void {
  const recent = useQuery(recentLookupsOptions(catalog))
  const restored = useRef(false)
  const remembered = recent.data?.openItem ?? null
  useEffect(() => {
    if (restored.current || !recent.isSuccess) return
    restored.current = true
    if (remembered !== null && openId === null) open(remembered)
  }, [recent.isSuccess, remembered, openId, open])

  const previous = useRef(openId)
  useEffect(() => {
    const was = previous.current
    previous.current = openId
    if (was !== null && openId === null)
      void callCatalog((api) => api.setOpenItem({ id: null })).catch(() => {})
  }, [openId])
}
