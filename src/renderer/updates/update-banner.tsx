import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { UpdateState } from '../../shared/ipc'
import { callCatalog } from '../api/call-catalog'
import { useCatalogEvent } from '../api/catalog-events'
import { toCatalogError } from '../api/catalog-error'
import { appKeys } from '../api/query-keys'
import { ErrorMessage } from '../ui/error-message'
import { InfoIcon } from '../ui/icons'

/** Asked once when the window opens (an update may have been downloaded before it did); events do the rest. */
const updateStateOptions = queryOptions({
  queryKey: appKeys.update,
  queryFn: () => callCatalog((api) => api.updateState()),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
})

/**
 * Says that a new version has been downloaded and offers to restart into it.
 *
 * The app never restarts on its own: the person may be halfway through a ticket. Until they
 * press Restart to update, the version waits (and is installed when they quit). Nothing shows
 * when no update is ready, which is always the case in development and e2e runs.
 */
export function UpdateBanner() {
  const queryClient = useQueryClient()
  const state = useQuery(updateStateOptions)
  useCatalogEvent('onUpdateReady', ({ version }) =>
    queryClient.setQueryData<UpdateState>(appKeys.update, { readyVersion: version }),
  )
  const restart = useMutation({ mutationFn: () => callCatalog((api) => api.restartToUpdate()) })
  const version = state.data?.readyVersion ?? null
  if (version === null) return null
  return (
    <div className="notice notice--info" role="status">
      <InfoIcon />
      <p className="notice__text">
        Version {version} is ready —{' '}
        <button
          type="button"
          className="button button--primary"
          disabled={restart.isPending || restart.isSuccess}
          onClick={() => restart.mutate()}
        >
          Restart to update
        </button>{' '}
        <span>(or it is installed when you quit)</span>
      </p>
      {restart.isError ? (
        <ErrorMessage error={toCatalogError(restart.error).appError} title="Could not restart to update" />
      ) : null}
    </div>
  )
}
