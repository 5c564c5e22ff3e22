import { useCallback, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { startTicket } from '../replies/ticket-state'
import { askItemAhead } from './api/ask-ahead'
import { ANSWER_WAIT_MS } from './answer-wait'
import type { OpenItemStore } from '../state/open-item-store'

/**
 * The two ways the workspace opens an item. Each asks main for the item in the same task as
 * the click or key press, before React renders the pane whose query would otherwise send it
 * only once mounted; the pane's query then finds it answered, in flight, or fresh.
 *
 * The pane (and the row's mark) changes once the answer is in, or after `ANSWER_WAIT_MS`,
 * whichever is first. A later open, or anything else changing the open item in between
 * (Esc, a catalog switch), supersedes a waiting one.
 *
 * - `openItem`: a row, a watched, recent or looked-up item; as a drawer over the table, focus
 *   moves into the pane (Esc returns it).
 * - `openNamedItem`: an item the agent named (Item ID box, a link): focus moves into the pane.
 *   Like a bulk lookup, it starts a new ticket: the last customer's name is cleared.
 */
export function useOpenItem(catalog: string, store: OpenItemStore, drawer: boolean) {
  const queryClient = useQueryClient()
  const waiting = useRef<(() => void) | null>(null)
  const open = useCallback(
    (id: number, focus: boolean) => {
      waiting.current?.()
      const answered = askItemAhead(queryClient, catalog, id)
      let settled = false
      const show = () => {
        if (settled) return
        cancel()
        store.set(id, { focus })
      }
      const timer = setTimeout(show, ANSWER_WAIT_MS)
      const unsubscribe = store.subscribe(() => cancel())
      const cancel = () => {
        settled = true
        clearTimeout(timer)
        unsubscribe()
        if (waiting.current === cancel) waiting.current = null
      }
      waiting.current = cancel
      // An error is an answer too: the pane shows it without asking again (`retryOnMount`).
      void answered.then(show)
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
