import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { itemDetailOptions } from '../api/item-queries'
import { startTicket } from '../replies/ticket-state'
import type { OpenItemStore } from './open-item-store'

/**
 * The two ways the workspace opens an item. Each asks main for the item in the same task as
 * the click or key press, before React renders the pane whose query would otherwise send it
 * only once mounted; the pane's query then finds it in flight (or fresh, and sends nothing).
 *
 * - `openItem`: a row, a watched or recent item; as a drawer over the table, focus moves
 *   into the pane (Esc returns it).
 * - `openNamedItem`: an item the agent named (Item ID box, a link): focus moves into the pane.
 *   Like a bulk lookup, it starts a new ticket: the last customer's name is cleared.
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
  const openNamedItem = useCallback(
    (id: number) => {
      startTicket(catalog)
      open(id, true)
    },
    [open, catalog],
  )
  return { openItem, openNamedItem }
}
