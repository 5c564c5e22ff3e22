import { useEffect } from 'react'
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query'
import { OUTAGE_KINDS, type AppErrorKind } from '../../shared/errors'
import { appErrorOf } from './catalog-error'
import { isMessagesKey } from './query-keys'

/** How often, while an outage is shown, one of the failed requests is quietly asked again. */
export const OUTAGE_RECHECK_MS = 15_000

/** The outage kind a query on screen shows, if its last answer was one. */
function outageOf(query: Query): AppErrorKind | null {
  if (query.state.status !== 'error' || query.getObserversCount() === 0) return null
  const kind = appErrorOf(query.state.error)?.kind
  return kind !== undefined && OUTAGE_KINDS.includes(kind) ? kind : null
}

function outages(client: QueryClient): Query[] {
  return client.getQueryCache().findAll({ predicate: (query) => outageOf(query) !== null })
}

/**
 * Outages the timer may re-check. A 429 is left to its own countdown (`useRateLimitRetry`),
 * which asks once and then leaves it to the agent: a busy catalog is not polled.
 */
function recheckable(client: QueryClient): Query[] {
  return outages(client).filter((query) => outageOf(query) !== 'rate_limited')
}

/**
 * The app notices a catalog coming back without the agent pressing anything:
 *
 * - any successful answer disproves every outage message on screen (list banner, detail
 *   pane): each query still showing one is asked again;
 * - while one is shown, one failed query is asked again every OUTAGE_RECHECK_MS while the
 *   window is visible, so a catalog that comes back is noticed even when nothing else asks.
 *
 * Only queries someone is looking at are asked; a failure does not trigger anything, so a
 * catalog that stays down costs one request per interval.
 */
export function useOutageRecovery(): void {
  const client = useQueryClient()
  useEffect(() => {
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return
      if (isMessagesKey(event.query.queryKey)) return
      for (const query of outages(client)) void query.fetch().catch(() => undefined)
    })
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return
      void recheckable(client)[0]
        ?.fetch()
        .catch(() => undefined)
    }, OUTAGE_RECHECK_MS)
    return () => {
      unsubscribe()
      clearInterval(timer)
    }
  }, [client])
}
