import type { QueryClient } from '@tanstack/react-query'
import { callCatalog } from './call-catalog'
import { listViewOf } from '../../shared/catalog/view-query'
import { itemListOptions } from './item-queries'
import { prefsOptions, sessionOptions } from './session-queries'

/**
 * The window's first two questions asked together: the session, and the connected catalog's
 * view prefs (page, size, filters), which the first list request needs. Asked one after the
 * other they cost two round trips before that request; here the prefs are already on their
 * way when the session answers, and the prefs query the items screen mounts with finds them
 * in flight. Main answers both once the session is restored, so they describe one catalog.
 *
 * The first page is asked for as soon as the prefs are here, not once React has mounted the
 * items screen with them: the list query that screen mounts is the same query (same key,
 * same slot), so it finds the page in flight or answered. Main has usually fetched that page
 * already, while the window loaded.
 *
 * Nothing here is shown or trusted beyond what the queries themselves would do: a failure
 * leaves the prefs query to ask again, as it would have.
 *
 * Settles (never rejects) once the first page is answered or failed, or at once when no
 * catalog is connected or the session or prefs could not be read: when the window's first
 * screen has what it shows (`holdFirstScreen`).
 */
export function prefetchStart(client: QueryClient): Promise<void> {
  const prefs = callCatalog((api) => api.getPrefs())
  // Handled here so a window that is not connected (no_session) reports nothing.
  prefs.catch(() => undefined)
  return client
    .fetchQuery(sessionOptions)
    .then((session) => {
      if (!session.connected) return
      const catalog = session.catalog.baseUrl
      return client
        .fetchQuery({ ...prefsOptions(catalog), queryFn: () => prefs })
        .then((saved) => client.prefetchQuery(itemListOptions(catalog, listViewOf(saved), 'list')))
    })
    .then(
      () => undefined,
      () => undefined,
    )
}
