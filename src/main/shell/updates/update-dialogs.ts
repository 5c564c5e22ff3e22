import type { MessageBoxOptions } from 'electron'
import { words, type Words } from '../../../shared/i18n/words'

/** What a check the person asked for (Check for Updates…) found. */
export type UpdateAnswer =
  | { readonly kind: 'up-to-date'; readonly currentVersion: string }
  | { readonly kind: 'downloading'; readonly version: string }
  | { readonly kind: 'ready'; readonly version: string }
  | { readonly kind: 'failed'; readonly reason: Words }

/** Updates do not run in this copy (development, e2e): said instead of an answer. */
export type UpdatesOff = { readonly kind: 'off'; readonly reason: Words }

/** Words as text in the app language (`textIn` of the language in use). */
export type Say = (w: Words) => string

/** The `ready` dialog's buttons, in order: the restart first, so its index says it was pressed. */
export const RESTART_BUTTON_INDEX = 0

/**
 * The dialog that answers Check for Updates…, one for each outcome: what was found, and what
 * happens next. Only the `ready` answer offers a restart, and only as a button the person
 * presses; otherwise the dialog just informs.
 */
export function updateAnswerDialog(
  answer: UpdateAnswer | UpdatesOff,
  appName: string,
  say: Say,
): MessageBoxOptions {
  const base = {
    title: say(words({ id: 'updateDialog.title', defaultMessage: 'Check for Updates' })),
    buttons: [say(words({ id: 'dialog.ok', defaultMessage: 'OK' }))],
  }
  switch (answer.kind) {
    case 'up-to-date':
      return {
        ...base,
        type: 'info',
        message: say(
          words({ id: 'updateDialog.upToDate', defaultMessage: '{app} is up to date' }, { app: appName }),
        ),
        detail: say(
          words(
            { id: 'updateDialog.upToDateDetail', defaultMessage: 'Version {version} is the latest.' },
            { version: answer.currentVersion },
          ),
        ),
      }
    case 'downloading':
      return {
        ...base,
        type: 'info',
        message: say(
          words(
            { id: 'updateDialog.available', defaultMessage: 'Version {version} is available' },
            { version: answer.version },
          ),
        ),
        detail: say(
          words({
            id: 'updateDialog.availableDetail',
            defaultMessage:
              'It is downloading in the background; you can keep working. When it is ready, the window offers Restart to update. Nothing restarts on its own.',
          }),
        ),
      }
    case 'ready':
      return {
        ...base,
        type: 'info',
        message: say(
          words(
            { id: 'updateDialog.ready', defaultMessage: 'Version {version} is ready' },
            { version: answer.version },
          ),
        ),
        detail: say(
          words(
            {
              id: 'updateDialog.readyDetail',
              defaultMessage:
                'Restart {app} now to install it, or later: it is installed only when you choose Restart to Update.',
            },
            { app: appName },
          ),
        ),
        buttons: [
          say(words({ id: 'updateDialog.restart', defaultMessage: 'Restart to Update' })),
          say(words({ id: 'updateDialog.later', defaultMessage: 'Later' })),
        ],
        defaultId: 1,
        cancelId: 1,
      }
    case 'failed':
      return {
        ...base,
        type: 'warning',
        message: say(words({ id: 'updateDialog.failed', defaultMessage: 'Could not check for updates' })),
        detail: say(answer.reason),
      }
    case 'off':
      return {
        ...base,
        type: 'info',
        message: say(words({ id: 'updateDialog.off', defaultMessage: 'Updates are off' })),
        detail: say(answer.reason),
      }
  }
}

/** After "Version X is available": its download failed. */
export function downloadFailedDialog(version: string, reason: Words, say: Say): MessageBoxOptions {
  return {
    type: 'warning',
    title: say(words({ id: 'updateDialog.title', defaultMessage: 'Check for Updates' })),
    message: say(
      words(
        { id: 'updateDialog.downloadFailed', defaultMessage: 'Version {version} could not be downloaded' },
        { version },
      ),
    ),
    detail: say(
      words(
        {
          id: 'updateDialog.downloadFailedDetail',
          defaultMessage:
            '{reason}\n\nThe app keeps working as it is; choose Check for Updates… to try again.',
        },
        { reason },
      ),
    ),
    buttons: [say(words({ id: 'dialog.ok', defaultMessage: 'OK' }))],
  }
}
