import { useMutation } from '@tanstack/react-query'
import { callCatalog } from '../../api/call-catalog'

/** Asks main to open a link in the system browser; main opens https URLs only. */
export const useOpenExternal = () =>
  useMutation({ mutationFn: (url: string) => callCatalog((api) => api.openExternal({ url })) }) // eng-disable OPEN_EXTERNAL_JS_CHECK: asks main, which opens https URLs only
