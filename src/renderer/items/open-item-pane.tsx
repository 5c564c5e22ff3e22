import { useQueryClient } from '@tanstack/react-query'
import { memo, useEffect, useMemo, useRef } from 'react'
import { itemKeys } from '../api/query-keys'
import { DetailPane } from '../detail/detail-pane'
import { DetailFrame } from '../layout/detail-frame'
import { useFocusRequests, useOpenId, type OpenItemStore } from '../state/open-item-store'

/**
 * The open item's detail pane in its resizable frame, or nothing while no item is open. It
 * follows the open item itself, so opening one re-renders the pane, not the workspace.
 *
 * Items share one pane that updates in place: a new item's fields are patched into the same
 * elements instead of building the pane again (most of an open's work). An item whose answer
 * was an error gets a pane mounted on it, so that its query shows the error instead of asking
 * again (`retryOnMount: false`, api/item-queries.ts).
 */
export const OpenItemPane = memo(function OpenItemPane({
  openItem,
  catalog,
  linkCatalog,
  width,
  drawer,
  onWidth,
  onClose,
}: {
  readonly openItem: OpenItemStore
  readonly catalog: string
  readonly linkCatalog: string | null
  readonly width: number
  readonly drawer: boolean
  readonly onWidth: (width: number) => void
  readonly onClose: () => void
}) {
  const openId = useOpenId(openItem)
  const queryClient = useQueryClient()
  // Read as the item opens, not at later renders: resizing the pane of a failed refresh
  // must not build it again (its countdown and choices would restart).
  const failed = useMemo(
    () => openId !== null && queryClient.getQueryState(itemKeys.detail(catalog, openId))?.status === 'error',
    [queryClient, catalog, openId],
  )
  const focusRequests = useFocusRequests(openItem)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusRequests > 0) headingRef.current?.focus()
  }, [focusRequests])

  if (openId === null) return null
  return (
    <DetailFrame width={width} drawer={drawer} onWidth={onWidth}>
      <DetailPane
        key={failed ? `failed ${openId}` : 'item'}
        catalog={catalog}
        linkCatalog={linkCatalog}
        id={openId}
        headingRef={headingRef}
        onClose={onClose}
      />
    </DetailFrame>
  )
})
