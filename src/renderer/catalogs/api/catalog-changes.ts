import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RequestOf } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'
import { appKeys } from '../../api/query-keys'

/** Signs out of the connected catalog; the caller enters the session main answers. */
export const useSignOut = () => useMutation({ mutationFn: () => callCatalog((api) => api.signOut()) })

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
