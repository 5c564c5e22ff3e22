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
  const base = { title: say(words('updateDialog.title')), buttons: [say(words('dialog.ok'))] }
  switch (answer.kind) {
    case 'up-to-date':
      return {
        ...base,
        type: 'info',
        message: say(words('updateDialog.upToDate', { app: appName })),
        detail: say(words('updateDialog.upToDateDetail', { version: answer.currentVersion })),
      }
    case 'downloading':
      return {
        ...base,
        type: 'info',
        message: say(words('updateDialog.available', { version: answer.version })),
        detail: say(words('updateDialog.availableDetail')),
      }
    case 'ready':
      return {
        ...base,
        type: 'info',
        message: say(words('updateDialog.ready', { version: answer.version })),
        detail: say(words('updateDialog.readyDetail', { app: appName })),
        buttons: [say(words('updateDialog.restart')), say(words('updateDialog.later'))],
        defaultId: 1,
        cancelId: 1,
      }
    case 'failed':
      return {
        ...base,
        type: 'warning',
        message: say(words('updateDialog.failed')),
        detail: say(answer.reason),
      }
    case 'off':
      return { ...base, type: 'info', message: say(words('updateDialog.off')), detail: say(answer.reason) }
  }
}

/** After "Version X is available": its download failed. */
export function downloadFailedDialog(version: string, reason: Words, say: Say): MessageBoxOptions {
  return {
    type: 'warning',
    title: say(words('updateDialog.title')),
    message: say(words('updateDialog.downloadFailed', { version })),
    detail: say(words('updateDialog.downloadFailedDetail', { reason })),
    buttons: [say(words('dialog.ok'))],
  }
}
