import { useEffect, type RefObject } from 'react'
import type { OpenItemStore } from '../state/open-item-store'
import type { TabStopStore } from './tab-stop-store'
import { rowIdOf } from './use-item-table'

/**
 * The row a press focused takes the tab stop when it opens (tab-stop-store.ts): read as the
 * open item changes, before React renders it, so the stop and the mark move in one render.
 */
export function useStopFollowsOpen(
  openItem: OpenItemStore,
  tabStops: TabStopStore,
  bodyRef: RefObject<HTMLTableSectionElement | null>,
) {
  useEffect(
    () =>
      openItem.subscribe(() => {
        const id = openItem.get()
        const focused = document.activeElement
        if (id === null || !(focused instanceof HTMLElement) || focused.parentElement !== bodyRef.current)
          return
        if (focused.dataset.itemId === String(id)) tabStops.set(rowIdOf(id))
      }),
    [openItem, tabStops, bodyRef],
  )
}
