import { words, type Words } from '../../../shared/i18n/words'
import { isFeedRefused } from './fetch-feed-file'

/**
 * Why an update check or download failed, in words a support agent can act on.
 *
 * electron-updater reports Chromium's net errors (`net::ERR_INTERNET_DISCONNECTED`), Node's
 * (`ENOTFOUND`), its own `HttpError: 404 …` and file errors as raw messages; each family gets
 * one sentence here. Anything else is shown by its first line, so nothing is hidden either.
 */
const OFFLINE =
  /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_(?:CHANGED|ACCESS_DENIED)|ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED|ERR_ADDRESS_UNREACHABLE|ERR_CONNECTION_\w+|ERR_PROXY_CONNECTION_FAILED|ERR_TUNNEL_CONNECTION_FAILED|ERR_TIMED_OUT|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH/

const MAX_SHOWN_CHARS = 200

export function describeUpdateError(error: unknown): Words {
  // The feed reader's own refusals (fetch-feed-file.ts) already carry their words.
  if (isFeedRefused(error)) return error.words
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
  if (/app-update\.yml/.test(text) && /ENOENT|no such file/i.test(text))
    return words({
      id: 'updates.error.noAddress',
      defaultMessage:
        'This copy of Catalog Browser was built without an update address, so it cannot update itself. Install the latest version by hand.',
    })
  if (/sha512 checksum mismatch|checksum/i.test(text))
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
  const firstLine = text.split('\n')[0]?.trim()
  if (!firstLine)
    return words(
      { id: 'updates.error.other', defaultMessage: 'Something went wrong: {detail}' },
      { detail: words({ id: 'updates.error.unknown', defaultMessage: 'an unknown error' }) },
    )
  const shown = firstLine.length > MAX_SHOWN_CHARS ? `${firstLine.slice(0, MAX_SHOWN_CHARS)}…` : firstLine
  return words(
    { id: 'updates.error.other', defaultMessage: 'Something went wrong: {detail}' },
    { detail: shown },
  )
}
