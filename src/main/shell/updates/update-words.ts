import { inEnglish } from '../../../shared/i18n/english'
import { defineMessages, words, type WordValue, type Words } from '../../../shared/i18n/words'

const MESSAGES = defineMessages({
  refused: {
    id: 'updates.feedRefused',
    defaultMessage:
      '{bound, select, slow {The update server did not finish answering within {seconds, number} seconds, so the check was stopped. Catalog Browser tries again later.} redirects {The update server redirected more than {max, number} times in a row, so the check was stopped. Catalog Browser tries again later; if this keeps happening, tell IT.} tooLarge {The update information from the update server is larger than {megabytes, number} MB (it is normally under 1 KB), so it was refused. Catalog Browser tries again later.} other {The update server redirected from https to an unencrypted address ({origin}), which Catalog Browser refuses: updates come over https only. Tell IT; the app keeps working as it is.}}',
  },
  problem: {
    id: 'updates.problem',
    defaultMessage:
      '{kind, select, offline {The update server could not be reached: this computer seems to be offline, or a proxy or firewall blocks it. Check the connection; Catalog Browser tries again later.} noRelease {The update server has no release of Catalog Browser yet (its latest.yml is missing).} status {The update server answered with an error (HTTP {status}). Catalog Browser tries again later.} checksum {The downloaded update did not match its checksum, so it was thrown away. It is downloaded again at the next check.} signature {The downloaded update is not signed by the same publisher as this copy, so it was refused.} other {Something went wrong: {detail}}}',
  },
})

/** The feed file was not read, for a reason worded for the person (the message is the log's). */
export class FeedRefusedError extends Error {
  constructor(readonly words: Words) {
    super(inEnglish(words))
  }
}

/** Past a bound of FEED_LIMITS, or a redirect off https (`other`), with the values its sentence names. */
export const feedRefused = (
  bound: 'slow' | 'redirects' | 'tooLarge' | 'unencrypted',
  values: Readonly<Record<string, WordValue>>,
) => new FeedRefusedError(words(MESSAGES.refused, { bound, ...values }))

/** electron-updater's raw messages by family: Chromium's and Node's network errors, its own. */
const FAMILIES = [
  [
    'offline',
    /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_(?:CHANGED|ACCESS_DENIED)|ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED|ERR_ADDRESS_UNREACHABLE|ERR_CONNECTION_\w+|ERR_PROXY_CONNECTION_FAILED|ERR_TUNNEL_CONNECTION_FAILED|ERR_TIMED_OUT|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH/,
  ],
  ['noRelease', /HttpError:?\s*404/],
  ['status', /HttpError:?\s*\d{3}/],
  ['checksum', /checksum/i],
  ['signature', /not signed|signature/i],
] as const

/** Why an update check or download failed, in words a support agent can act on. */
export function describeUpdateError(error: unknown): Words {
  if (error instanceof FeedRefusedError) return error.words
  const text = error instanceof Error ? error.message : String(error)
  const line = text.split('\n')[0]?.trim() || String(error)
  return words(MESSAGES.problem, {
    kind: FAMILIES.find(([, family]) => family.test(text))?.[0] ?? 'other',
    status: /HttpError:?\s*(\d{3})/.exec(text)?.[1] ?? '',
    detail: line.length > 200 ? `${line.slice(0, 200)}…` : line,
  })
}
