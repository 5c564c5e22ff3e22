import { useCallback } from 'react'
import type { LinkTarget } from '../../shared/links/catalog-link'

/**
 * What a link (or a notification click) asks for, in this catalog: an item opens in the pane
 * (closing a lookup that would hide it), a lookup opens with the link's IDs.
 */
export function useLinkTargetOpener(
  openItem: (id: number) => void,
  openBulk: (text: string) => void,
  closeBulk: () => void,
): (target: LinkTarget) => void {
  return useCallback(
    (target: LinkTarget) => {
      if (target.kind === 'item') {
        closeBulk()
        openItem(target.id)
      } else openBulk(target.ids.join('\n'))
    },
    [openItem, openBulk, closeBulk],
  )
}
