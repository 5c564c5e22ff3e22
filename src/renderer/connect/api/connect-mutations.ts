import { useMutation } from '@tanstack/react-query'
import type { RequestOf } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'

/** Connects with a typed address and token, or opens the demo; the caller enters the session main answers. */
export const useConnect = () =>
  useMutation({
    mutationFn: (request: RequestOf<'session:connect'>) => callCatalog((api) => api.connect(request)),
  })

export const useOpenDemo = () => useMutation({ mutationFn: () => callCatalog((api) => api.openDemo()) })
