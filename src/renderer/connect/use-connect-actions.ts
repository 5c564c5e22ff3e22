import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { KnownCatalogs, RequestOf } from '../../shared/ipc'
import { callCatalog } from '../api/call-catalog'
import { appKeys } from '../api/query-keys'

/**
 * The connect screen's four actions as mutations: connect, open the demo, resume a known
 * catalog with its stored token, forget a known catalog.
 *
 * Each reports through the caller's callbacks; the screen decides how to explain a failure.
 */
export function useConnectActions() {
  const queryClient = useQueryClient()
  const connect = useMutation({
    mutationFn: (request: RequestOf<'session:connect'>) => callCatalog((api) => api.connect(request)),
  })
  const openDemo = useMutation({
    mutationFn: () => callCatalog((api) => api.openDemo()),
  })
  const resume = useMutation({
    mutationFn: (baseUrl: string) => callCatalog((api) => api.resume({ baseUrl })),
  })
  const forget = useMutation({
    mutationFn: (baseUrl: string) => callCatalog((api) => api.forgetCatalog({ baseUrl })),
    onSuccess: (catalogs: KnownCatalogs) => queryClient.setQueryData(appKeys.knownCatalogs, catalogs),
  })
  const busy = connect.isPending || openDemo.isPending || resume.isPending || forget.isPending
  return { connect, openDemo, resume, forget, busy }
}
