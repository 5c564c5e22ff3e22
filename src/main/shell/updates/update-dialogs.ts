import type { MessageBoxOptions } from 'electron'

/** What a check the person asked for (Check for Updates…) found. */
export type UpdateAnswer =
  | { readonly kind: 'up-to-date'; readonly currentVersion: string }
  | { readonly kind: 'downloading'; readonly version: string }
  | { readonly kind: 'ready'; readonly version: string }
  | { readonly kind: 'failed'; readonly reason: string }

/** Updates do not run in this copy (development, e2e): said instead of an answer. */
export type UpdatesOff = { readonly kind: 'off'; readonly reason: string }

export const RESTART_BUTTON = 'Restart to Update'

/**
 * The dialog that answers Check for Updates…, one for each outcome: what was found, and what
 * happens next. Only the `ready` answer offers a restart, and only as a button the person
 * presses; otherwise the dialog just informs.
 */
export function updateAnswerDialog(answer: UpdateAnswer | UpdatesOff, appName: string): MessageBoxOptions {
  const base = { title: 'Check for Updates', buttons: ['OK'] }
  switch (answer.kind) {
    case 'up-to-date':
      return {
        ...base,
        type: 'info',
        message: `${appName} is up to date`,
        detail: `Version ${answer.currentVersion} is the latest.`,
      }
    case 'downloading':
      return {
        ...base,
        type: 'info',
        message: `Version ${answer.version} is available`,
        detail:
          'It is downloading in the background; you can keep working. When it is ready, the window ' +
          'offers Restart to update. Nothing restarts on its own.',
      }
    case 'ready':
      return {
        ...base,
        type: 'info',
        message: `Version ${answer.version} is ready`,
        detail: `Restart ${appName} now to install it, or later: it is installed only when you choose ${RESTART_BUTTON}.`,
        buttons: [RESTART_BUTTON, 'Later'],
        defaultId: 1,
        cancelId: 1,
      }
    case 'failed':
      return { ...base, type: 'warning', message: 'Could not check for updates', detail: answer.reason }
    case 'off':
      return { ...base, type: 'info', message: 'Updates are off', detail: answer.reason }
  }
}

/** After "Version X is available": its download failed. */
export function downloadFailedDialog(version: string, reason: string): MessageBoxOptions {
  return {
    type: 'warning',
    title: 'Check for Updates',
    message: `Version ${version} could not be downloaded`,
    detail: `${reason}\n\nThe app keeps working as it is; choose Check for Updates… to try again.`,
    buttons: ['OK'],
  }
}
