import { useQuery } from '@tanstack/react-query'
import { DEFAULT_PREFS } from '../../shared/catalog/default-prefs'
import type { SessionState } from '../../shared/ipc'
import type { LinkTarget } from '../../shared/links/catalog-link'
import { prefsOptions } from '../api/session-queries'
import type { CatalogNavigation } from '../catalogs/catalog-controls'
import { Workspace } from './workspace'

type Connected = Extract<SessionState, { connected: true }>

/**
 * The items screen of one catalog. The saved filters, page and page size are read first,
 * so the first list request is already the right one (no fetch of page 1 that is thrown
 * away a moment later).
 */
export function ItemsScreen({
  session,
  navigation,
  pendingTarget = null,
  onTargetOpened = () => {},
}: {
  readonly session: Connected
  readonly navigation: CatalogNavigation
  readonly pendingTarget?: LinkTarget | null
  readonly onTargetOpened?: () => void
}) {
  const prefs = useQuery(prefsOptions(session.catalog.baseUrl))
  // When main cannot read this catalog's prefs the screen must still work: the defaults.
  if (prefs.isPending) return <div className="items-screen" aria-busy="true" />
  return (
    <Workspace
      session={session}
      initialPrefs={prefs.data ?? DEFAULT_PREFS}
      navigation={navigation}
      pendingTarget={pendingTarget}
      onTargetOpened={onTargetOpened}
    />
  )
}
