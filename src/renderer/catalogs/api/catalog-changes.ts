import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RequestOf } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'
import { appKeys } from '../../api/query-keys'
import { forgetCustomerData } from '../../api/customer-data'

/** Which sign-out: of the connected `catalog`, or of every catalog. */
export interface SignOutRequest {
  readonly catalog: string
  readonly everywhere: boolean
}

/**
 * Signs out of the connected catalog, or of every catalog, and drops what the window held of
 * their customers (api/customer-data.ts); the caller enters the session main answers.
 */
export const useSignOut = () =>
  useMutation({
    mutationFn: ({ everywhere }: SignOutRequest) =>
      callCatalog((api) => (everywhere ? api.signOutAll() : api.signOut())),
    onSuccess: (_session, { catalog, everywhere }) => forgetCustomerData(everywhere ? null : catalog),
  })

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
