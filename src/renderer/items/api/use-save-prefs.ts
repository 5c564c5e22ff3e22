import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { CatalogPrefs } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'
import { appKeys } from '../../api/query-keys'

/** Saves this catalog's prefs in main and keeps what main stored as the cached prefs. */
export function useSavePrefs(catalog: string) {
  const queryClient = useQueryClient()
  return useCallback(
    (prefs: CatalogPrefs): Promise<void> =>
      callCatalog((api) => api.setPrefs(prefs)).then((stored) => {
        queryClient.setQueryData(appKeys.prefs(catalog), stored)
      }),
    [queryClient, catalog],
  )
}
