import { useQueryClient } from '@tanstack/react-query'
import { memo, Suspense, useEffect, useMemo, useRef, type RefObject } from 'react'
import { itemKeys } from '../api/query-keys'
import { lazyPart } from '../ui/lazy-part'
import { DetailFrame } from '../layout/detail-frame'
import { useFocusRequests, useOpenId, type OpenItemStore } from '../state/open-item-store'

/** With its reply tools, delivery timeline and error choices. */
const DetailPane = lazyPart(() => import('../detail/detail-pane'), 'DetailPane')

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
  // The requests already served: a pane mounted again (closed and opened) takes only a new one.
  const servedRef = useRef(0)

  if (openId === null) return null
  return (
    <DetailFrame width={width} drawer={drawer} onWidth={onWidth}>
      <Suspense fallback={<PaneSpace />}>
        <DetailPane
          key={failed ? `failed ${openId}` : 'item'}
          catalog={catalog}
          linkCatalog={linkCatalog}
          id={openId}
          headingRef={headingRef}
          onClose={onClose}
        />
        <HeadingFocus requests={focusRequests} servedRef={servedRef} headingRef={headingRef} />
      </Suspense>
    </DetailFrame>
  )
})

/**
 * Moves focus to the pane's heading when an open asked for it. Inside the pane's Suspense, so a
 * pane whose code was still loading (a click before the idle prefetch) takes focus once it shows.
 */
function HeadingFocus({
  requests,
  servedRef,
  headingRef,
}: {
  readonly requests: number
  readonly servedRef: RefObject<number>
  readonly headingRef: RefObject<HTMLHeadingElement | null>
}) {
  useEffect(() => {
    if (requests <= servedRef.current || !headingRef.current) return
    servedRef.current = requests
    headingRef.current.focus()
  }, [requests, servedRef, headingRef])
  return null
}

/**
 * The pane's place, held while its code loads: the frame keeps its width, nothing shifts. No
 * region of its own: `Item details` names the pane once it can say something.
 */
function PaneSpace() {
  return <div className="detail" aria-busy="true" />
}
