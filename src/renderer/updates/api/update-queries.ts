import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { UpdateState } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'
import { useCatalogEvent } from '../../api/catalog-events'
import { appKeys } from '../../api/query-keys'

/** Asked once when the window opens (an update may have been downloaded before it did); events do the rest. */
const updateStateOptions = queryOptions({
  queryKey: appKeys.update,
  queryFn: () => callCatalog((api) => api.updateState()),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
})

/** The downloaded update waiting to be installed, kept current by main's `update:ready` event. */
export function useUpdateState() {
  const queryClient = useQueryClient()
  useCatalogEvent('onUpdateReady', ({ version }) =>
    queryClient.setQueryData<UpdateState>(appKeys.update, { readyVersion: version }),
  )
  return useQuery(updateStateOptions)
}

export const useRestartToUpdate = () =>
  useMutation({ mutationFn: () => callCatalog((api) => api.restartToUpdate()) })
