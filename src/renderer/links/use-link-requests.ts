import { useCallback, useEffect, useRef, useState } from 'react'
import type { LinkRequest } from '../../shared/ipc'
import type { LinkTarget } from '../../shared/links/catalog-link'
import { callCatalog } from '../api/call-catalog'
import { useCatalogEvent } from '../api/catalog-events'

type Asking = Exclude<LinkRequest, { kind: 'open' }>

/**
 * Takes the links main holds (on mount, and whenever it says more wait): a link for the
 * connected catalog opens at once; one naming another catalog, or a malformed one, waits in
 * line for the person to answer its dialog, one at a time.
 */
export function useLinkRequests(openTarget: (target: LinkTarget) => void): {
  readonly asking: Asking | null
  readonly answered: () => void
} {
  const [queue, setQueue] = useState<readonly Asking[]>([])
  // The latest opener, without re-subscribing (or re-taking) on every render.
  const open = useRef(openTarget)
  useEffect(() => {
    open.current = openTarget
  })

  const take = useCallback(() => {
    callCatalog((api) => api.takeLinks())
      .then((requests) => {
        const asking: Asking[] = []
        for (const request of requests) {
          if (request.kind === 'open') open.current(request.target)
          else asking.push(request)
        }
        if (asking.length > 0) setQueue((current) => [...current, ...asking])
      })
      // Taking links is never worth an error screen: they stay in main for the next try.
      .catch(() => undefined)
  }, [])

  useEffect(take, [take])
  useCatalogEvent('onLinkWaiting', take)

  return { asking: queue[0] ?? null, answered: () => setQueue((current) => current.slice(1)) }
}
