import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * A mutation whose answer is the new value of one cached query: main answers a change to the
 * watch list, the recent lookups or the known catalogs with the whole new list, which
 * replaces the cached one, so every view of it shows the change at once.
 */
export function useReplacingMutation<V, T>(queryKey: QueryKey, change: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (next) => queryClient.setQueryData(queryKey, next),
  })
}
