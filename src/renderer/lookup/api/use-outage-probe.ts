import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { AppErrorKind } from '../../../shared/errors'
import { appErrorOf } from '../../api/catalog-error'
import { callCatalog } from '../../api/call-catalog'

/** Answers that come from the catalog itself: it is back, even if this one item is not there. */
const CATALOG_ANSWERS: ReadonlySet<AppErrorKind> = new Set(['not_found', 'forbidden'])

/** One item, asked only to learn whether the catalog answers: any answer of its own is a success. */
async function checkCatalog(id: number): Promise<true> {
  try {
    await callCatalog((api) => api.getItem({ id }))
  } catch (error) {
    const kind = appErrorOf(error)?.kind
    if (kind === undefined || !CATALOG_ANSWERS.has(kind)) throw error
  }
  return true
}

/**
 * While `id` (a row that failed because the catalog was away) is set, asks the catalog for
 * that one item every `intervalMs` while the window is visible, as the detail pane re-checks
 * its outage (api/outage-recovery.ts): a lookup whose every row failed, with nothing else on
 * screen asking, still notices the catalog coming back. One request per interval, never the
 * whole lookup.
 *
 * The check is a query of its own (not the pane's `detail` slot, which would cancel the
 * pane's request): its success is news to the whole window through the query cache, so the
 * lookup (use-auto-retry.ts), the list and the pane recover with it.
 */
export function useOutageProbe(catalog: string, id: number | null, intervalMs: number): void {
  const client = useQueryClient()
  useEffect(() => {
    if (id === null) return
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return
      client
        .fetchQuery({
          queryKey: ['lookup-probe', catalog, id],
          queryFn: () => checkCatalog(id),
          staleTime: 0,
          gcTime: 0,
        })
        .catch(() => undefined)
    }, intervalMs)
    return () => clearInterval(timer)
  }, [client, catalog, id, intervalMs])
}
