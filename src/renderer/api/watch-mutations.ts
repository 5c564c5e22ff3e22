import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RequestOf } from '../../shared/ipc'
import type { WatchList } from '../../shared/watch'
import { callCatalog } from './call-catalog'
import { appKeys } from './query-keys'

/**
 * A change to the watch list. Main answers every one with the whole new list, which replaces
 * the cached one here, so no component writes the watch cache itself.
 */
function useWatchListChange<V = void>(catalog: string, change: (variables: V) => Promise<WatchList>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (next) => queryClient.setQueryData(appKeys.watch(catalog), next),
  })
}

export const useWatchItem = (catalog: string) =>
  useWatchListChange(catalog, (request: RequestOf<'watch:add'>) =>
    callCatalog((api) => api.watchItem(request)),
  )

export const useWatchItems = (catalog: string) =>
  useWatchListChange(catalog, (request: RequestOf<'watch:addMany'>) =>
    callCatalog((api) => api.watchItems(request)),
  )

export const useUnwatchItem = (catalog: string) =>
  useWatchListChange(catalog, (id: number) => callCatalog((api) => api.unwatchItem({ id })))

export const useWatchOptions = (catalog: string) =>
  useWatchListChange(catalog, (change: RequestOf<'watch:options'>) =>
    callCatalog((api) => api.setWatchOptions(change)),
  )

export const useMarkWatchSeen = (catalog: string) =>
  useWatchListChange(catalog, () => callCatalog((api) => api.markWatchSeen()))
