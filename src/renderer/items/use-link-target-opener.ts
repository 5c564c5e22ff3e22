import { useCallback, useEffect, useRef } from 'react'
import type { LinkTarget } from '../../shared/links/catalog-link'
import type { ReopenedLookup } from '../lookup/kept-lookup'

/**
 * What a link (or a notification click) asks for, in this catalog: an item opens in the pane
 * (closing a lookup that would hide it), a lookup opens with the link's IDs. A lookup the app
 * handed over with its reply language (the Quick answer window's) opens in it, as a lookup
 * reopened from Recent lookups does.
 */
export function useLinkTargetOpener(
  openItem: (id: number) => void,
  openBulk: (text: string) => void,
  reopenBulk: (lookup: ReopenedLookup) => void,
  closeBulk: () => void,
): (target: LinkTarget) => void {
  return useCallback(
    (target: LinkTarget) => {
      if (target.kind === 'item') {
        closeBulk()
        openItem(target.id)
      } else if (target.reply) reopenBulk({ ids: target.ids, ...target.reply })
      else openBulk(target.ids.join('\n'))
    },
    [openItem, openBulk, reopenBulk, closeBulk],
  )
}

/**
 * The link that made the window switch to this catalog: opened once, on arrival (later
 * targets come through useLinkRequests), and reported opened either way.
 */
export function useArrivalTarget(
  pendingTarget: LinkTarget | null,
  openTarget: (target: LinkTarget) => void,
  onTargetOpened: () => void,
): void {
  const arrived = useRef(pendingTarget)
  useEffect(() => {
    if (arrived.current) openTarget(arrived.current)
    arrived.current = null
    onTargetOpened()
    // Once, on arrival: the callbacks of later renders have no target to open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
