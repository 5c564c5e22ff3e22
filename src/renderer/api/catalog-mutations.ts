import { useMutation, useQueryClient } from '@tanstack/react-query'
import { forgetCustomerData } from './customer-data'
import { callCatalog } from './call-catalog'
import { appKeys } from './query-keys'

/**
 * The requests that change the session or the list of known catalogs and that both the connect
 * screen and the catalog menu send (each keeps its others in its own api/). Each owns the cache
 * it changes; what the window does next (which screen, which dialog closes) is the caller's.
 */

/** Reconnects to a known catalog with its stored token. */
export const useResumeCatalog = () =>
  useMutation({ mutationFn: (baseUrl: string) => callCatalog((api) => api.resume({ baseUrl })) })

/**
 * Forgets a known catalog (its token too); main answers with the catalogs that remain. What
 * the window held of its customers goes with it: adding it again brings none of it back.
 */
export function useForgetCatalog() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (baseUrl: string) => callCatalog((api) => api.forgetCatalog({ baseUrl })),
    onSuccess: (catalogs, baseUrl) => {
      queryClient.setQueryData(appKeys.knownCatalogs, catalogs)
      forgetCustomerData(baseUrl)
    },
  })
}
