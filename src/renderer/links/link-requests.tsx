import { memo, Suspense } from 'react'
import type { SessionState } from '../../shared/ipc'
import type { LinkTarget } from '../../shared/links/catalog-link'
import { useSwitchCatalog, type CatalogNavigation } from '../catalogs/catalog-controls'
import { useLinkRequests } from './use-link-requests'
import { lazyPart } from '../ui/lazy-part'

/** Shown only when a link asks first: not on the first screen (lazy-part.ts). */
const LinkDialog = lazyPart(() => import('./link-dialog'), 'LinkDialog')

type Connected = Extract<SessionState, { connected: true }>

/**
 * The links main holds, answered in the connected window: one for this catalog opens at once
 * (`onOpen`); one for another catalog, or a malformed one, asks first in its dialog.
 */
export const LinkRequests = memo(function LinkRequests({
  session,
  navigation,
  onOpen,
}: {
  readonly session: Connected
  readonly navigation: CatalogNavigation
  readonly onOpen: (target: LinkTarget) => void
}) {
  const links = useLinkRequests(onOpen)
  const switcher = useSwitchCatalog(navigation)
  if (!links.asking) return null
  return (
    <Suspense fallback={null}>
      <LinkDialog
        request={links.asking}
        connected={session.catalog}
        busy={switcher.pending}
        onDismiss={links.answered}
        onSwitch={() => {
          const request = links.asking
          links.answered()
          if (request?.kind === 'switch') switcher.switchTo(request.catalog, request.target)
        }}
        onAdd={() => {
          const request = links.asking
          links.answered()
          if (request?.kind === 'unknown_catalog')
            navigation.onConnectTo({ baseUrl: request.baseUrl, then: request.target })
        }}
      />
    </Suspense>
  )
})
