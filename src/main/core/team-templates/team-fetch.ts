import { words, type Words } from '../../../shared/i18n/words'
/**
 * Reads a team file from a URL: conditional (ETag, Last-Modified), bounded in time and size,
 * with no credentials and no redirect to another origin.
 *
 * A 304 is "unchanged" only when the request said what it had; to a first read it is a failure.
 *
 * Redirects are followed by hand (`redirect: 'manual'`), at most MAX_REDIRECTS, and only
 * within the source's origin: a team file that moved to another site would be another
 * publisher's wording. Nothing but the conditional headers is sent: no Authorization, no
 * cookie, never a catalog token (this code never sees one). The body is read chunk by chunk
 * and the read is cancelled once it passes the bound, so a huge answer costs at most the bound.
 */

export const MAX_REDIRECTS = 3

export interface Validators {
  readonly etag: string | null
  readonly lastModified: string | null
}

export type UrlReading =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'read'; readonly text: string; readonly validators: Validators }
  /** `reason` completes "Team templates were not updated because …". */
  | {
      readonly kind: 'failed'
      readonly reason: Words
      readonly advice: 'address' | 'file'
      /** For the log only (a system error code): not words for the agent. */
      readonly detail?: string
    }

export interface UrlReadOptions {
  readonly fetch: typeof fetch
  readonly timeoutMs: number
  readonly maxBytes: number
}

/** A read that failed at the address rather than in the file: the advice is to check it. */
function atAddress(reason: Words): UrlReading {
  return { kind: 'failed', reason, advice: 'address' }
}

export async function readTeamUrl(url: URL, last: Validators, options: UrlReadOptions): Promise<UrlReading> {
  const signal = AbortSignal.timeout(options.timeoutMs)
  let target = url
  try {
    for (let hop = 0; ; hop++) {
      const headers: Record<string, string> = { accept: 'application/json' }
      if (last.etag !== null) headers['if-none-match'] = last.etag
      if (last.lastModified !== null) headers['if-modified-since'] = last.lastModified
      const response = await options.fetch(target, {
        headers,
        redirect: 'manual',
        credentials: 'omit',
        signal,
      })
      if (response.status === 304) {
        await response.body?.cancel()
        // "Not modified" since nothing: there is no copy to keep, and asking again without
        // validators would be the same request. Said, so a set never silently fails to arrive.
        if (last.etag === null && last.lastModified === null)
          return atAddress(
            words({
              id: 'team.read.notModifiedUnasked',
              defaultMessage:
                'the server answered “not modified” (304) though the app has no copy to compare',
            }),
          )
        return { kind: 'unchanged' }
      }
      if (response.status >= 300 && response.status < 400) {
        // Stryker disable next-line OptionalChaining: equivalent: fetch gives a null body only to 101, 204, 205 and 304, none of which is here
        await response.body?.cancel()
        const next = redirectTarget(target, response.headers.get('location'))
        if (next === null)
          return atAddress(
            words(
              {
                id: 'team.read.redirectNowhere',
                defaultMessage: 'the server answered {status} without saying where to',
              },
              { status: response.status },
            ),
          )
        if (next.origin !== url.origin)
          return atAddress(
            words(
              {
                id: 'team.read.otherSite',
                defaultMessage: 'the server sent it on to another site ({origin}), which is not followed',
              },
              { origin: next.origin },
            ),
          )
        if (hop >= MAX_REDIRECTS)
          return atAddress(
            words(
              {
                id: 'team.read.tooManyRedirects',
                defaultMessage: 'the server sent it on more than {max, number} times',
              },
              { max: MAX_REDIRECTS },
            ),
          )
        target = next
        continue
      }
      if (!response.ok) {
        // Stryker disable next-line OptionalChaining: equivalent: fetch gives a null body only to 101, 204, 205 and 304, none of which is here
        await response.body?.cancel()
        return atAddress(
          words(
            { id: 'team.read.status', defaultMessage: 'the server answered {status}' },
            { status: response.status },
          ),
        )
      }
      const text = await boundedText(response, options.maxBytes)
      if (text === null) return { kind: 'failed', reason: tooBig(options.maxBytes), advice: 'file' }
      return {
        kind: 'read',
        text,
        validators: {
          etag: response.headers.get('etag'),
          lastModified: response.headers.get('last-modified'),
        },
      }
    }
  } catch (error) {
    if (signal.aborted)
      return atAddress(
        words(
          {
            id: 'team.read.timeout',
            defaultMessage:
              'the address did not answer within {seconds, plural, one {# second} other {# seconds}}',
          },
          { seconds: Math.round(options.timeoutMs / 1000) },
        ),
      )
    return {
      kind: 'failed',
      reason: words({ id: 'team.read.unreachable', defaultMessage: 'the address could not be reached' }),
      advice: 'address',
      detail: networkCode(error),
    }
  }
}

export function tooBig(maxBytes: number): Words {
  return words(
    {
      id: 'team.read.tooBig',
      defaultMessage: 'the file is larger than {kilobytes, number} KB, the most a team file may be',
    },
    { kilobytes: Math.round(maxBytes / 1000) },
  )
}

function redirectTarget(from: URL, location: string | null): URL | null {
  if (location === null) return null
  try {
    return new URL(location, from)
  } catch {
    return null
  }
}

/** The body as text, or null once it passes maxBytes (the rest is never read). */
async function boundedText(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    // Stryker disable next-line OptionalChaining: equivalent: a 204 or 205 declares no length, and fetch gives every other status here a body
    await response.body?.cancel()
    return null
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  // Not fatal: a bad byte reads as U+FFFD, and the file's own check then says what is wrong.
  return new TextDecoder().decode(Buffer.concat(chunks))
}

function networkCode(error: unknown): string {
  // Stryker disable next-line OptionalChaining: equivalent: fetch rejects with a TypeError, never null; the guard is for the type
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause
  // Stryker disable next-line OptionalChaining: equivalent: fetch's TypeError always has a cause; the guard is for the type
  if (typeof cause?.code === 'string') return cause.code
  // Stryker disable next-line MethodExpression,StringLiteral: equivalent: fetch's own messages are short and it throws only Errors; both bound what an injected fetch could log
  return error instanceof Error ? error.message.slice(0, 120) : 'unknown error'
}
