import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { UpdateState } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'
import { useCatalogEvent } from '../../api/catalog-events'
import { appKeys } from '../../api/query-keys'

/** The downloaded update waiting: asked once when the window opens, then kept by `update:ready`. */
export function useUpdateState() {
  const queryClient = useQueryClient()
  useCatalogEvent('onUpdateReady', ({ version }) =>
    queryClient.setQueryData<UpdateState>(appKeys.update, { readyVersion: version }),
  )
  return useQuery({
    queryKey: appKeys.update,
    queryFn: () => callCatalog((api) => api.updateState()),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}

export const useRestartToUpdate = () =>
  useMutation({ mutationFn: () => callCatalog((api) => api.restartToUpdate()) })
