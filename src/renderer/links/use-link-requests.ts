import { useCallback, useEffect, useRef, useState } from 'react'
import type { LinkRequest } from '../../shared/ipc'
import type { LinkTarget } from '../../shared/links/catalog-link'
import { useCatalogEvent } from '../api/catalog-events'
import { takeLinks } from './api/take-links'

type Asking = Exclude<LinkRequest, { kind: 'open' }>

/**
 * The dialog queue with `incoming` added: refused links join the refused entry already waiting
 * (counted in `more`), so a burst of malformed links is one dialog, however many takes it
 * arrives in; the others queue one dialog each.
 */
export function enqueueLinkRequests(
  queue: readonly Asking[],
  incoming: readonly Asking[],
): readonly Asking[] {
  let next = [...queue]
  for (const request of incoming) {
    const held = next.findIndex((entry) => entry.kind === 'invalid')
    const refused = next[held]
    if (request.kind === 'invalid' && refused?.kind === 'invalid') {
      next = next.with(held, { ...refused, more: (refused.more ?? 0) + 1 + (request.more ?? 0) })
    } else next.push(request)
  }
  return next
}

/**
 * Takes the links main holds (on mount, and whenever it says more wait): a link for the
 * connected catalog opens at once; one naming another catalog, or a malformed one, waits in
 * line for the person to answer its dialog, one at a time (malformed ones share one dialog).
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
    takeLinks()
      .then((requests) => {
        const asking: Asking[] = []
        for (const request of requests) {
          if (request.kind === 'open') open.current(request.target)
          else asking.push(request)
        }
        if (asking.length > 0) setQueue((current) => enqueueLinkRequests(current, asking))
      })
      // Taking links is never worth an error screen: they stay in main for the next try.
      .catch(() => undefined)
  }, [])

  useEffect(take, [take])
  useCatalogEvent('onLinkWaiting', take)

  return { asking: queue[0] ?? null, answered: () => setQueue((current) => current.slice(1)) }
}
