import type { RequestOf } from '../../../shared/ipc'
import { callCatalog } from '../../api/call-catalog'
import { appKeys } from '../../api/query-keys'
import { useReplacingMutation } from '../../api/replacing-mutation'

/** Changes to the watch list; each answer replaces the cached list, so no component writes it. */

export const useWatchItem = (catalog: string) =>
  useReplacingMutation(appKeys.watch(catalog), (request: RequestOf<'watch:add'>) =>
    callCatalog((api) => api.watchItem(request)),
  )

export const useUnwatchItem = (catalog: string) =>
  useReplacingMutation(appKeys.watch(catalog), (id: number) => callCatalog((api) => api.unwatchItem({ id })))

export const useWatchOptions = (catalog: string) =>
  useReplacingMutation(appKeys.watch(catalog), (change: RequestOf<'watch:options'>) =>
    callCatalog((api) => api.setWatchOptions(change)),
  )

export const useMarkWatchSeen = (catalog: string) =>
  useReplacingMutation(appKeys.watch(catalog), () => callCatalog((api) => api.markWatchSeen()))
