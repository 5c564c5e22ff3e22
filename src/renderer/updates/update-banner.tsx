import { memo, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { toCatalogError } from '../api/catalog-error'
import { useRestartToUpdate, useUpdateState } from './api/update-queries'
import { ErrorMessage } from '../ui/error-message'
import { InfoIcon } from '../ui/icons'

/**
 * Says that a new version has been downloaded and offers to restart into it.
 *
 * The app never restarts on its own: the person may be halfway through a ticket. Until they
 * press Restart to update, the version waits: it is not installed when they quit either, since
 * updates are not yet signed (docs/admin/updates-and-signing.md). Nothing shows
 * when no update is ready, which is always the case in development and e2e runs.
 */
export const UpdateBanner = memo(function UpdateBanner() {
  const state = useUpdateState()
  const intl = useIntl()
  const restart = useRestartToUpdate()
  const version = state.data?.readyVersion ?? null
  if (version === null) return null
  return (
    <div className="notice notice--info" role="status">
      <InfoIcon />
      <p className="notice__text">
        <FormattedMessage
          id="update.ready"
          defaultMessage={
            'Version {version} is ready — <restart>Restart to update</restart> (it waits until you do)'
          }
          values={{
            version,
            restart: (words: ReactNode) => (
              <button
                type="button"
                className="button button--primary"
                disabled={restart.isPending || restart.isSuccess}
                onClick={() => restart.mutate()}
              >
                {words}
              </button>
            ),
          }}
        />
      </p>
      {restart.isError ? (
        <ErrorMessage
          error={toCatalogError(restart.error).appError}
          title={intl.formatMessage({
            id: 'update.restartFailed',
            defaultMessage: 'Could not restart to update',
          })}
        />
      ) : null}
    </div>
  )
})
