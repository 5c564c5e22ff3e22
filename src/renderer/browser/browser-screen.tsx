import { useQuery } from '@tanstack/react-query'
import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import type { CatalogPrefs, SessionState } from '../../shared/ipc'
import { prefsOptions } from '../api/session-queries'
import { Workspace } from './workspace'

type Connected = Extract<SessionState, { connected: true }>

/** Used when main cannot read this catalog's prefs: the screen must still work. */
const DEFAULT_PREFS: CatalogPrefs = { pageSize: 50, page: 1, filters: EMPTY_FILTERS }

/**
 * The browser screen of one catalog. The saved filters, page and page size are read first,
 * so the first list request is already the right one (no fetch of page 1 that is thrown
 * away a moment later).
 */
export function BrowserScreen({
  session,
  onSignedOut,
}: {
  readonly session: Connected
  readonly onSignedOut: (session: SessionState) => void
}) {
  const prefs = useQuery(prefsOptions(session.catalog.baseUrl))
  if (prefs.isPending) return <div className="browser" aria-busy="true" />
  return <Workspace session={session} initialPrefs={prefs.data ?? DEFAULT_PREFS} onSignedOut={onSignedOut} />
}
