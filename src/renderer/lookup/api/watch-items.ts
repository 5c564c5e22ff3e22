import type { RequestOf } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'
import { appKeys } from '../../api/query-keys'
import { useReplacingMutation } from '../../api/replacing-mutation'

/** Watch all: adds a lookup's items to the watch list; the answer replaces the cached list. */
export const useWatchItems = (catalog: string) =>
  useReplacingMutation(appKeys.watch(catalog), (request: RequestOf<'watch:addMany'>) =>
    callCatalog((api) => api.watchItems(request)),
  )
