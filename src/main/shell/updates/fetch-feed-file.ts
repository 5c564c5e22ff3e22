import { words, type Words } from '../../../shared/i18n/words'
import { inEnglish } from '../../core/app-language/app-messages'

/**
 * How far one update check may go when it reads the feed file (latest*.yml), each bound written
 * once here. The file is a few hundred bytes and GitHub answers it with one or two redirects
 * (releases/latest/download → the asset → its storage host), so these are generous; a feed that
 * exceeds them is broken or hostile, and the check fails in words instead of running on
 * (R4-6: 9,982 requests in 8 s for a self-redirecting feed, a trickling feed holding every
 * later check, a 600 MB file crashing the app).
 */
export interface FeedLimits {
  /** The whole read, every redirect included: after it the check fails and the next can run. */
  readonly deadlineMs: number
  /** Redirects followed before the check gives up. */
  readonly maxRedirects: number
  /** The largest feed file read; a larger one is refused without being kept. */
  readonly maxBytes: number
}

export const FEED_LIMITS: FeedLimits = {
  deadlineMs: 30_000,
  maxRedirects: 5,
  maxBytes: 1024 * 1024,
}

/** electron-updater passes our errors on unchanged; this code marks one that already speaks. */
export const FEED_REFUSED_CODE = 'ERR_CATALOG_BROWSER_FEED_REFUSED'

/** The feed file was not read, for a reason in words for the person who checked. */
export class FeedRefusedError extends Error {
  readonly code = FEED_REFUSED_CODE
  readonly words: Words

  constructor(reason: Words) {
    // Error's own message is the log's, in English; the person reads `words` in the app language.
    super(inEnglish(reason))
    this.name = 'FeedRefusedError'
    this.words = reason
  }
}

export function isFeedRefused(error: unknown): error is FeedRefusedError {
  return error instanceof Error && (error as { code?: unknown }).code === FEED_REFUSED_CODE
}

/** The part of Electron's `net.request` answer (ClientRequest, redirect 'manual') this reader uses. */
export interface FeedRequest {
  on(event: 'redirect', listener: (statusCode: number, method: string, redirectUrl: string) => void): this
  on(event: 'response', listener: (response: FeedResponse) => void): this
  on(event: 'error', listener: (error: Error) => void): this
  setHeader(name: string, value: string): void
  end(): void
  abort(): void
}

/** The part of Electron's IncomingMessage this reader uses. */
export interface FeedResponse {
  readonly statusCode: number
  readonly statusMessage?: string
  on(event: 'data', listener: (chunk: Buffer) => void): this
  on(event: 'end', listener: () => void): this
  on(event: 'error', listener: (error: Error) => void): this
}

export interface FeedFileOptions {
  /** Starts one GET that does not follow redirects by itself (Electron: `redirect: 'manual'`). */
  readonly open: (url: string) => FeedRequest
  readonly headers: Readonly<Record<string, string>>
  readonly limits: FeedLimits
}

/**
 * Reads the feed file (latest*.yml) within `limits`, following redirects one by one so that
 * each is counted and none leaves https. builder-util-runtime follows API redirects without
 * counting them and reads any size with no overall deadline, so electron-updater's own reader
 * is not used for the feed. Rejects with a FeedRefusedError, worded for the person, when a
 * bound is crossed; with an `HttpError: <status>` error for an error status (as
 * electron-updater words it); otherwise with the network's own error. Resolves the text, or
 * null for an empty file (electron-updater then says it cannot parse it).
 */
export function fetchFeedFile(url: URL, options: FeedFileOptions): Promise<string | null> {
  const { open, headers, limits } = options
  return new Promise((resolve, reject) => {
    let current: FeedRequest | null = null
    let settled = false
    const fail = (error: Error) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      current?.abort()
      reject(error)
    }
    const deadline = setTimeout(
      () =>
        fail(
          new FeedRefusedError(
            words(
              {
                id: 'updates.feed.slow',
                defaultMessage:
                  'The update server did not finish answering within {seconds, number} seconds, so the check was stopped. Catalog Browser tries again later.',
              },
              { seconds: Math.round(limits.deadlineMs / 100) / 10 },
            ),
          ),
        ),
      limits.deadlineMs,
    )

    const ask = (target: URL, redirectsSoFar: number) => {
      const request = open(target.href)
      current = request
      for (const [name, value] of Object.entries(headers)) request.setHeader(name, value)
      request.on('redirect', (_status, _method, location) => {
        // Abort before anything else: Electron would otherwise cancel it with its own error.
        request.abort()
        if (settled) return
        const next = URL.canParse(location, target.href) ? new URL(location, target) : null
        if (next === null || (next.protocol !== 'https:' && next.protocol !== 'http:')) {
          fail(
            new FeedRefusedError(
              words(
                {
                  id: 'updates.feed.notWeb',
                  defaultMessage:
                    'The update server redirected to an address that is not a web address ({location}), so the check was stopped. Catalog Browser tries again later; if this keeps happening, tell IT.',
                },
                { location: location.slice(0, 100) },
              ),
            ),
          )
          return
        }
        if (target.protocol === 'https:' && next.protocol !== 'https:') {
          fail(
            new FeedRefusedError(
              words(
                {
                  id: 'updates.feed.unencrypted',
                  defaultMessage:
                    'The update server redirected from https to an unencrypted address ({origin}), which Catalog Browser refuses: updates come over https only. Tell IT; the app keeps working as it is.',
                },
                { origin: next.origin },
              ),
            ),
          )
          return
        }
        if (redirectsSoFar >= limits.maxRedirects) {
          fail(
            new FeedRefusedError(
              words(
                {
                  id: 'updates.feed.redirects',
                  defaultMessage:
                    'The update server redirected more than {max, number} times in a row, so the check was stopped. Catalog Browser tries again later; if this keeps happening, tell IT.',
                },
                { max: limits.maxRedirects },
              ),
            ),
          )
          return
        }
        askSafely(next, redirectsSoFar + 1)
      })
      request.on('response', (response) => {
        if (settled) return
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk) => {
          if (settled) return
          size += chunk.length
          if (size > limits.maxBytes) {
            fail(
              new FeedRefusedError(
                words(
                  {
                    id: 'updates.feed.tooLarge',
                    defaultMessage:
                      'The update information from the update server is larger than {megabytes, number} MB (it is normally under 1 KB), so it was refused. Catalog Browser tries again later.',
                  },
                  {
                    megabytes: Math.round((limits.maxBytes / (1024 * 1024)) * 10) / 10,
                  },
                ),
              ),
            )
            return
          }
          chunks.push(chunk)
        })
        response.on('error', fail)
        response.on('end', () => {
          if (settled) return
          const status = response.statusCode
          if (status < 200 || status >= 300) {
            fail(new Error(`HttpError: ${status} ${response.statusMessage ?? ''} (${target.href})`))
            return
          }
          settled = true
          clearTimeout(deadline)
          const text = Buffer.concat(chunks).toString('utf8')
          resolve(text.length === 0 ? null : text)
        })
      })
      // An aborted request (after a redirect) may still report; only the current one counts.
      request.on('error', (error) => {
        if (current === request) fail(error)
      })
      request.end()
    }

    // Called from network events too, where a throw (Electron refusing an address or a header)
    // would escape to the app's fatal-error handler: it fails the check instead.
    const askSafely = (target: URL, redirectsSoFar: number) => {
      try {
        ask(target, redirectsSoFar)
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)))
      }
    }
    askSafely(url, 0)
  })
}
