import type { QueryClient } from '@tanstack/react-query'
import type { CatalogPrefs } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'
import { appKeys } from '../../api/query-keys'

/** Saves this catalog's prefs in main and keeps what main stored as the cached prefs. */
export const savePrefs = (client: QueryClient, catalog: string, prefs: CatalogPrefs): Promise<unknown> =>
  callCatalog((api) => api.setPrefs(prefs)).then((stored) =>
    client.setQueryData(appKeys.prefs(catalog), stored),
  )
