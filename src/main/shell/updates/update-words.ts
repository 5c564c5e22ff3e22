import type { MessageBoxOptions } from 'electron'
import { words, type Words } from '../../../shared/i18n/words'
import { inEnglish } from '../../../shared/i18n/english'

/** The feed file was not read, for a reason worded for the person (the message is the log's). */
export class FeedRefusedError extends Error {
  constructor(readonly words: Words) {
    super(inEnglish(words))
  }
}

/**
 * Why an update check or download failed, in words a support agent can act on: one sentence
 * per family of electron-updater's raw messages (Chromium's and Node's network errors, its
 * `HttpError: 404 …`, its checksum and signature checks), anything else by its first line.
 */
const OFFLINE =
  /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_(?:CHANGED|ACCESS_DENIED)|ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED|ERR_ADDRESS_UNREACHABLE|ERR_CONNECTION_\w+|ERR_PROXY_CONNECTION_FAILED|ERR_TUNNEL_CONNECTION_FAILED|ERR_TIMED_OUT|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH/

export function describeUpdateError(error: unknown): Words {
  if (error instanceof FeedRefusedError) return error.words
  const text = error instanceof Error ? error.message : String(error)
  if (OFFLINE.test(text))
    return words({
      id: 'updates.error.offline',
      defaultMessage:
        'The update server could not be reached: this computer seems to be offline, or a proxy or firewall blocks it. Check the connection; Catalog Browser tries again later.',
    })
  const status = /HttpError:?\s*(\d{3})/.exec(text)?.[1]
  if (status === '404')
    return words({
      id: 'updates.error.noRelease',
      defaultMessage: 'The update server has no release of Catalog Browser yet (its latest.yml is missing).',
    })
  if (status !== undefined)
    return words(
      {
        id: 'updates.error.status',
        defaultMessage:
          'The update server answered with an error (HTTP {status}). Catalog Browser tries again later.',
      },
      { status },
    )
  if (/checksum/i.test(text))
    return words({
      id: 'updates.error.checksum',
      defaultMessage:
        'The downloaded update did not match its checksum, so it was thrown away. It is downloaded again at the next check.',
    })
  if (/not signed|signature/i.test(text))
    return words({
      id: 'updates.error.signature',
      defaultMessage:
        'The downloaded update is not signed by the same publisher as this copy, so it was refused.',
    })
  const line = text.split('\n')[0]?.trim() || String(error)
  return words(
    { id: 'updates.error.other', defaultMessage: 'Something went wrong: {detail}' },
    { detail: line.length > 200 ? `${line.slice(0, 200)}…` : line },
  )
}

/** Words as text in the app language (`textIn` of the language in use). */
export type Say = (w: Words) => string

/** One of the updater's dialogs: what was found and what happens next; only `restart` offers it. */
export interface UpdateDialog {
  readonly message: Words
  readonly detail: Words
  readonly warning?: true
  /** Restart to Update (button 0, so its index says it was pressed) and Later, the default. */
  readonly restart?: true
}

export function messageBox(dialog: UpdateDialog, say: Say): MessageBoxOptions {
  const ok = [words({ id: 'dialog.ok', defaultMessage: 'OK' })]
  return {
    type: dialog.warning ? 'warning' : 'info',
    title: say(words({ id: 'updateDialog.title', defaultMessage: 'Check for Updates' })),
    message: say(dialog.message),
    detail: say(dialog.detail),
    buttons: (dialog.restart
      ? [
          words({ id: 'updateDialog.restart', defaultMessage: 'Restart to Update' }),
          words({ id: 'updateDialog.later', defaultMessage: 'Later' }),
        ]
      : ok
    ).map(say),
    ...(dialog.restart && { defaultId: 1, cancelId: 1 }),
  }
}
