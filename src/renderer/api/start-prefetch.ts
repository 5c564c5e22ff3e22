import type { QueryClient } from '@tanstack/react-query'
import { callCatalog } from './call-catalog'
import { prefsOptions, sessionOptions } from './session-queries'

/**
 * The window's first two questions asked together: the session, and the connected catalog's
 * view prefs (page, size, filters), which the first list request needs. Asked one after the
 * other they cost two round trips before that request; here the prefs are already on their
 * way when the session answers, and the prefs query the items screen mounts with finds them
 * in flight. Main answers both once the session is restored, so they describe one catalog.
 *
 * Nothing here is shown or trusted beyond what the queries themselves would do: a failure
 * leaves the prefs query to ask again, as it would have.
 */
export function prefetchStart(client: QueryClient): void {
  const prefs = callCatalog((api) => api.getPrefs())
  // Handled here so a window that is not connected (no_session) reports nothing.
  prefs.catch(() => undefined)
  client
    .fetchQuery(sessionOptions)
    .then((session) => {
      if (!session.connected) return
      return client.prefetchQuery({ ...prefsOptions(session.catalog.baseUrl), queryFn: () => prefs })
    })
    .catch(() => undefined)
}
