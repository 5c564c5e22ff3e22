import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { FILTERS } from '../../shared/catalog/filters'
import type { CatalogPrefs } from '../../shared/ipc'
import { callCatalog } from '../api/call-catalog'
import { appKeys, type ListParams } from '../api/query-keys'

/** Prefs as comparable text, independent of the key order main happens to use. */
function keyOf(prefs: CatalogPrefs): string {
  return JSON.stringify([prefs.pageSize, prefs.page, ...FILTERS.map((filter) => prefs.filters[filter.key])])
}

/**
 * Saves filters, page and page size for this catalog whenever a page has loaded with them.
 *
 * Only views that worked are saved: filters the catalog refused (422) are not, so the next
 * launch never opens on an error. A failed save changes nothing on screen; main reports
 * settings-file problems itself as notices.
 */
export function usePersistPrefs(catalog: string, params: ListParams, loaded: boolean, initial: CatalogPrefs) {
  const queryClient = useQueryClient()
  const saved = useRef(keyOf(initial))
  useEffect(() => {
    if (!loaded) return
    const prefs: CatalogPrefs = { pageSize: params.pageSize, page: params.page, filters: params.filters }
    const json = keyOf(prefs)
    if (json === saved.current) return
    saved.current = json
    callCatalog((api) => api.setPrefs(prefs)).then(
      (stored) => queryClient.setQueryData(appKeys.prefs(catalog), stored),
      () => {
        saved.current = ''
      },
    )
  }, [loaded, params, catalog, queryClient])
}
