import { memo, useEffect, useRef, useSyncExternalStore } from 'react'
import { DetailPane } from '../detail/detail-pane'
import { DetailFrame } from '../layout/detail-frame'
import { useOpenId, type OpenItemStore } from './open-item-store'

/**
 * The open item's detail pane in its resizable frame, or nothing while no item is open. It
 * follows the open item itself, so opening one re-renders the pane, not the workspace.
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
  const focusRequests = useSyncExternalStore(openItem.subscribe, openItem.focusRequests)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusRequests > 0) headingRef.current?.focus()
  }, [focusRequests])

  if (openId === null) return null
  return (
    <DetailFrame width={width} drawer={drawer} onWidth={onWidth}>
      <DetailPane
        key={openId}
        catalog={catalog}
        linkCatalog={linkCatalog}
        id={openId}
        headingRef={headingRef}
        onClose={onClose}
      />
    </DetailFrame>
  )
})
