import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RequestOf } from '../../shared/ipc'
import { callCatalog } from './call-catalog'
import { appKeys } from './query-keys'
import { useReplacingMutation } from './replacing-mutation'

/**
 * The requests that change the session or the list of known catalogs. Each owns the cache it
 * changes; what the window does next (which screen, which dialog closes) is the caller's.
 */

export const useConnect = () =>
  useMutation({
    mutationFn: (request: RequestOf<'session:connect'>) => callCatalog((api) => api.connect(request)),
  })

export const useOpenDemo = () => useMutation({ mutationFn: () => callCatalog((api) => api.openDemo()) })

/** Reconnects to a known catalog with its stored token. */
export const useResumeCatalog = () =>
  useMutation({ mutationFn: (baseUrl: string) => callCatalog((api) => api.resume({ baseUrl })) })

export const useSignOut = () => useMutation({ mutationFn: () => callCatalog((api) => api.signOut()) })

/** Forgets a known catalog (its token too); main answers with the catalogs that remain. */
export const useForgetCatalog = () =>
  useReplacingMutation(appKeys.knownCatalogs, (baseUrl: string) =>
    callCatalog((api) => api.forgetCatalog({ baseUrl })),
  )

/**
 * Label, environment and time zone of the connected (or a known) catalog; the session shows
 * them too (the header, and every time the window writes), so it is read again.
 */
export function useEditCatalog() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: RequestOf<'catalogs:edit'>) => callCatalog((api) => api.editCatalog(request)),
    onSuccess: (catalogs) => {
      queryClient.setQueryData(appKeys.knownCatalogs, catalogs)
      void queryClient.invalidateQueries({ queryKey: appKeys.session })
    },
  })
}
