import { useEffect, useEffectEvent } from 'react'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import type { AppError } from '../../shared/errors'
import type { SessionState } from '../../shared/ipc'
import { appErrorOf } from './catalog-error'
import { useCatalogEvent } from './catalog-events'
import { appKeys, catalogUnder } from './query-keys'

/**
 * Whether `key` belongs to a catalog other than the one `session` has connected: its answer
 * speaks of a session already left (a switch while its request was on the way), not this one.
 */
function forAnotherCatalog(key: QueryKey, session: SessionState | undefined): boolean {
  const catalog = catalogUnder(key, appKeys.catalog)
  if (catalog === null) return false
  return !(session?.connected === true && session.catalog.baseUrl === catalog)
}

/**
 * Calls `onLost` when any query reports that the session is over.
 *
 * `unauthorized` (the catalog rejected the token) and `no_session` (main has no catalog)
 * mean no further request can succeed, wherever they happen: the app returns to the
 * connect screen with the reason instead of showing an error in every panel. Only for the
 * catalog connected now: a late answer for the one just switched away from ends nothing.
 */
export function useSessionLoss(onLost: (error: AppError) => void): void {
  const queryClient = useQueryClient()
  const report = useEffectEvent((error: AppError) => onLost(error))
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return
        const error = appErrorOf(event.action.error)
        if (!error || (error.kind !== 'unauthorized' && error.kind !== 'no_session')) return
        const session = queryClient.getQueryData<SessionState>(appKeys.session)
        if (!forAnotherCatalog(event.query.queryKey, session)) report(error)
      }),
    [queryClient],
  )
  // Main can find the session over on its own too (a 401 while checking watched items).
  useCatalogEvent('onSessionEnded', ({ message }) => onLost({ kind: 'unauthorized', message }))
}
