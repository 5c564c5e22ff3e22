import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { appKeys } from '../../api/query-keys'

/** Once `ended`, drops every catalog's cached data: what a finished session read must not outlive it. */
export function useDropEndedSession(ended: boolean): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (ended) queryClient.removeQueries({ queryKey: appKeys.allCatalogs })
  }, [queryClient, ended])
}
