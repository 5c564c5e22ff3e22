import type { MessageBoxOptions } from 'electron'
import { words, type Words } from '../../../shared/i18n/words'
import { inEnglish } from '../../core/app-language/app-messages'

/** The feed file was not read, for a reason worded for the person (the message is the log's). */
export class FeedRefusedError extends Error {
  constructor(readonly words: Words) {
    super(inEnglish(words))
  }
}

/**
 * Why an update check or download failed, in words a support agent can act on: one sentence
 * per family of electron-updater's raw messages (Chromium's and Node's network errors, its
 * `HttpError: 404 …`, a file error), anything else by its first line, so nothing is hidden.
 */
const OFFLINE =
  /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_(?:CHANGED|ACCESS_DENIED)|ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED|ERR_ADDRESS_UNREACHABLE|ERR_CONNECTION_\w+|ERR_PROXY_CONNECTION_FAILED|ERR_TUNNEL_CONNECTION_FAILED|ERR_TIMED_OUT|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH/

export function describeUpdateError(error: unknown): Words {
  if (error instanceof FeedRefusedError) return error.words
  const text = error instanceof Error ? error.message : String(error)
  if (OFFLINE.test(text)) return words('updates.error.offline')
  const status = /HttpError:?\s*(\d{3})/.exec(text)?.[1]
  if (status === '404') return words('updates.error.noRelease')
  if (status !== undefined) return words('updates.error.status', { status })
  if (/app-update\.yml/.test(text) && /ENOENT|no such file/i.test(text))
    return words('updates.error.noAddress')
  if (/sha512 checksum mismatch|checksum/i.test(text)) return words('updates.error.checksum')
  if (/not signed|signature/i.test(text)) return words('updates.error.signature')
  const line = text.split('\n')[0]?.trim()
  if (!line) return words('updates.error.other', { detail: words('updates.error.unknown') })
  return words('updates.error.other', { detail: line.length > 200 ? `${line.slice(0, 200)}…` : line })
}

/** What a check the person asked for (Check for Updates…) found, or why updates are off. */
export type UpdateAnswer =
  | { readonly kind: 'up-to-date'; readonly currentVersion: string }
  | { readonly kind: 'downloading' | 'ready'; readonly version: string }
  | { readonly kind: 'failed' | 'off'; readonly reason: Words }

/** Words as text in the app language (`textIn` of the language in use). */
export type Say = (w: Words) => string

/** The `ready` dialog's buttons, in order: the restart first, so its index says it was pressed. */
export const RESTART_BUTTON_INDEX = 0

/** A dialog of the updater: informs, with OK, unless `buttons` say otherwise. */
function box(say: Say, type: 'info' | 'warning', message: Words, detail: Words): MessageBoxOptions {
  const title = say(words('updateDialog.title'))
  return { type, title, message: say(message), detail: say(detail), buttons: [say(words('dialog.ok'))] }
}

/** The answer to Check for Updates…: only `ready` offers a restart, as a button the person presses. */
export function updateAnswerDialog(answer: UpdateAnswer, appName: string, say: Say): MessageBoxOptions {
  switch (answer.kind) {
    case 'up-to-date':
      return box(
        say,
        'info',
        words('updateDialog.upToDate', { app: appName }),
        words('updateDialog.upToDateDetail', { version: answer.currentVersion }),
      )
    case 'downloading':
      return box(
        say,
        'info',
        words('updateDialog.available', { version: answer.version }),
        words('updateDialog.availableDetail'),
      )
    case 'ready':
      return {
        ...box(
          say,
          'info',
          words('updateDialog.ready', { version: answer.version }),
          words('updateDialog.readyDetail', { app: appName }),
        ),
        buttons: [say(words('updateDialog.restart')), say(words('updateDialog.later'))],
        defaultId: 1,
        cancelId: 1,
      }
    case 'failed':
      return box(say, 'warning', words('updateDialog.failed'), answer.reason)
    case 'off':
      return box(say, 'info', words('updateDialog.off'), answer.reason)
  }
}

/** After "Version X is available": its download failed. */
export function downloadFailedDialog(version: string, reason: Words, say: Say): MessageBoxOptions {
  return box(
    say,
    'warning',
    words('updateDialog.downloadFailed', { version }),
    words('updateDialog.downloadFailedDetail', { reason }),
  )
}
