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

export function describeUpdateError(error: unknown): string {
  // The feed reader's own refusals (fetch-feed-file.ts) are already worded for the person.
  if (isFeedRefused(error)) return error.message
  const text = error instanceof Error ? error.message : String(error)
  if (OFFLINE.test(text)) {
    return (
      'The update server could not be reached: this computer seems to be offline, or a proxy or ' +
      'firewall blocks it. Check the connection; Catalog Browser tries again later.'
    )
  }
  const status = /HttpError:?\s*(\d{3})/.exec(text)?.[1]
  if (status === '404') {
    return 'The update server has no release of Catalog Browser yet (its latest.yml is missing).'
  }
  if (status !== undefined) {
    return `The update server answered with an error (HTTP ${status}). Catalog Browser tries again later.`
  }
  if (/app-update\.yml/.test(text) && /ENOENT|no such file/i.test(text)) {
    return 'This copy of Catalog Browser was built without an update address, so it cannot update itself. Install the latest version by hand.'
  }
  if (/sha512 checksum mismatch|checksum/i.test(text)) {
    return 'The downloaded update did not match its checksum, so it was thrown away. It is downloaded again at the next check.'
  }
  if (/not signed|signature/i.test(text)) {
    return 'The downloaded update is not signed by the same publisher as this copy, so it was refused.'
  }
  const firstLine = text.split('\n')[0]?.trim() || 'an unknown error'
  const shown = firstLine.length > MAX_SHOWN_CHARS ? `${firstLine.slice(0, MAX_SHOWN_CHARS)}…` : firstLine
  return `Something went wrong: ${shown}`
}
