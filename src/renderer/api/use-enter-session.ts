import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { SessionState } from '../../shared/ipc'
import { appKeys } from './query-keys'

/**
 * Makes a session main reported (connected, switched, signed out) the window's session, and has
 * the known catalogs asked again: the session may have added or changed one.
 */
export function useEnterSession() {
  const queryClient = useQueryClient()
  return useCallback(
    (next: SessionState) => {
      queryClient.setQueryData(appKeys.session, next)
      void queryClient.invalidateQueries({ queryKey: appKeys.knownCatalogs })
    },
    [queryClient],
  )
}
