import type { QueryClient } from '@tanstack/react-query'
import { callCatalog } from '../../api/call-catalog'
import { itemListOptions } from '../../api/item-queries'
import { prefsOptions, sessionOptions } from '../../api/session-queries'
import { listViewOf } from '../../../shared/catalog/view-query'
import { mark } from '../timing-mark'

/** The questions of the start; settles (never rejects) once the first screen has what it shows. */
export function askFirstScreen(client: QueryClient): Promise<void> {
  const prefs = callCatalog((api) => api.getPrefs())
  // Handled here so a window that is not connected (no_session) reports nothing.
  prefs.catch(() => undefined)
  return client
    .fetchQuery(sessionOptions)
    .then((session) => {
      if (!session.connected) return
      const catalog = session.catalog.baseUrl
      return client.fetchQuery({ ...prefsOptions(catalog), queryFn: () => prefs }).then((saved) => {
        mark('first-page-asked')
        return client
          .prefetchQuery(itemListOptions(catalog, listViewOf(saved), 'list'))
          .finally(() => mark('first-page-answered'))
      })
    })
    .then(
      () => undefined,
      () => undefined,
    )
}
