import { useMutation, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { callCatalog } from '../../api/call-catalog'
import { useCatalogEvent } from '../../api/catalog-events'
import type { KeptReplyLanguage } from '../../../shared/watch'

/** The shortcut's presses seen, and whether the window is answering the last one or was put away. */
interface Press {
  readonly count: number
  readonly answering: boolean
}

/**
 * The ticket the shortcut read, taken from main once per press: main hands it over once, so
 * the query never asks again on its own (a second ask would find nothing); a press while the
 * window is open (`quick:waiting`) asks for the new one.
 *
 * The shell keeps the window loaded, hidden, between presses. `putAway` (and the window being
 * hidden or losing focus, which the shell follows by hiding it) drops the ticket shown: the
 * customer's words stay no longer than the answer, and the next press never shows the last one.
 */
export function useQuickTicket() {
  const [press, setPress] = useState<Press>({ count: 0, answering: true })
  useCatalogEvent('onQuickAnswerWaiting', () =>
    setPress(({ count }) => ({ count: count + 1, answering: true })),
  )
  const putAway = useCallback(
    () => setPress((last) => (last.answering ? { count: last.count + 1, answering: false } : last)),
    [],
  )
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') putAway()
    }
    document.addEventListener('visibilitychange', onHidden)
    window.addEventListener('blur', putAway)
    return () => {
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('blur', putAway)
    }
  }, [putAway])
  const ticket = useQuery({
    queryKey: ['quickAnswer', 'ticket', press.count],
    queryFn: () => callCatalog((api) => api.takeQuickAnswer()),
    enabled: press.answering,
    staleTime: Infinity,
    // Once a newer press (or putting the window away) replaces it, nothing observes the old
    // ticket's query and it goes at once, with the customer's words in it.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
  return { ticket, putAway }
}

/** Closes the Quick answer window (the shell gives focus back to where it was). */
export const useCloseQuickAnswer = () =>
  useMutation({ mutationFn: () => callCatalog((api) => api.closeQuickAnswer()) })

/** Opens these IDs in the main window's `Look up several`, in this reply language, then closes this window. */
export const useOpenInMain = () =>
  useMutation({
    mutationFn: ({ ids, reply }: { ids: readonly number[]; reply: KeptReplyLanguage }) =>
      callCatalog((api) => api.openQuickAnswerInMain({ ids: [...ids], ...reply })),
  })
