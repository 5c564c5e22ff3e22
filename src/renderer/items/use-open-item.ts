import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { itemDetailOptions } from '../api/item-queries'
import type { OpenItemStore } from './open-item-store'

/**
 * The two ways the workspace opens an item. Each asks main for the item in the same task as
 * the click or key press, before React renders the pane whose query would otherwise send it
 * only once mounted; the pane's query then finds it in flight (or fresh, and sends nothing).
 *
 * - `openItem`: a row, a watched or recent item; as a drawer over the table, focus moves
 *   into the pane (Esc returns it).
 * - `openNamedItem`: an item the agent named (Item ID box, a link): focus moves into the pane.
 */
export function useOpenItem(catalog: string, store: OpenItemStore, drawer: boolean) {
  const queryClient = useQueryClient()
  const open = useCallback(
    (id: number, focus: boolean) => {
      void queryClient.prefetchQuery(itemDetailOptions(catalog, id))
      store.set(id, { focus })
    },
    [queryClient, catalog, store],
  )
  const openItem = useCallback((id: number) => open(id, drawer), [open, drawer])
  const openNamedItem = useCallback((id: number) => open(id, true), [open])
  return { openItem, openNamedItem }
}
