import { fail, ok } from '../../../shared/errors'
import { words } from '../../../shared/i18n/words'
import type { ServiceImplementation } from '../../../shared/ipc'

/**
 * The shell's updater as the core sees it (the core never imports Electron): the version
 * downloaded and waiting, and the install-and-restart, false when none is ready.
 */
export interface UpdateControl {
  readyVersion(): string | null
  restartToUpdate(): boolean
}

/** Without an updater (unit tests, the chromium e2e host, a development run) none is ever ready. */
export const NO_UPDATES: UpdateControl = { readyVersion: () => null, restartToUpdate: () => false }

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
