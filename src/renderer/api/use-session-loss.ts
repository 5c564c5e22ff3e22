import { useEffect, useEffectEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { AppError } from '../../shared/errors'
import { appErrorOf } from './catalog-error'
import { useCatalogEvent } from './catalog-events'

/**
 * Calls `onLost` when any query reports that the session is over.
 *
 * `unauthorized` (the catalog rejected the token) and `no_session` (main has no catalog)
 * mean no further request can succeed, wherever they happen: the app returns to the
 * connect screen with the reason instead of showing an error in every panel.
 */
export function useSessionLoss(onLost: (error: AppError) => void): void {
  const queryClient = useQueryClient()
  const report = useEffectEvent((error: AppError) => onLost(error))
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return
        const error = appErrorOf(event.action.error)
        if (error && (error.kind === 'unauthorized' || error.kind === 'no_session')) report(error)
      }),
    [queryClient],
  )
  // Main can find the session over on its own too (a 401 while checking watched items).
  useCatalogEvent('onSessionEnded', ({ message }) => onLost({ kind: 'unauthorized', message }))
}
