import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { callCatalog } from '../../api/call-catalog'
import { useCatalogEvent } from '../../api/catalog-events'

/**
 * The ticket the shortcut read, taken from main once per press: main hands it over once, so
 * the query never asks again on its own (a second ask would find nothing); a press while the
 * window is open (`quick:waiting`) asks for the new one.
 */
export function useQuickTicket() {
  const [press, setPress] = useState(0)
  useCatalogEvent('onQuickAnswerWaiting', () => setPress((count) => count + 1))
  return useQuery({
    queryKey: ['quickAnswer', 'ticket', press],
    queryFn: () => callCatalog((api) => api.takeQuickAnswer()),
    staleTime: Infinity,
    // A window kept for the next press holds no older ticket: once a newer press replaces it,
    // nothing observes its query and it goes at once.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}

/** Closes the Quick answer window (the shell gives focus back to where it was). */
export const useCloseQuickAnswer = () =>
  useMutation({ mutationFn: () => callCatalog((api) => api.closeQuickAnswer()) })

/** Opens these IDs in the main window's `Look up several`, then closes this window. */
export const useOpenInMain = () =>
  useMutation({
    mutationFn: (ids: readonly number[]) =>
      callCatalog((api) => api.openQuickAnswerInMain({ ids: [...ids] })),
  })
