import { fail, ok } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import type { ServiceImplementation } from '../../../shared/ipc'
import type { UpdateControl } from './update-control'

/** The window's `updates` service: the version waiting, and the restart that installs it. */
export function createUpdatesService(updates: UpdateControl): ServiceImplementation<'updates'> {
  return {
    updateState: async () => ok({ readyVersion: updates.readyVersion() }),
    restartToUpdate: async () =>
      updates.restartToUpdate()
        ? ok({ restarting: true } as const)
        : fail({
            kind: 'refused',
            message: words({
              id: 'error.update.notReady',
              defaultMessage:
                'No update is ready to install yet. The window says so when one has been downloaded.',
            }),
          }),
  }
}
