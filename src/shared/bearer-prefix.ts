/**
 * `Bearer ` in front of a pasted token: the header's scheme, copied with the token from an API
 * tool, a curl line or the service's docs. A token cannot hold a space, so taking the scheme
 * off never changes a real token; both the connect form (to say so) and main (to send the
 * token alone) read it here.
 */
const BEARER_PREFIX = /^\s*bearer\s+/i

export interface TokenReading {
  readonly token: string
  /** True when a `Bearer ` scheme was taken off the front. */
  readonly removedPrefix: boolean
}

export function withoutBearerPrefix(raw: string): TokenReading {
  const match = BEARER_PREFIX.exec(raw)
  return match
    ? { token: raw.slice(match[0].length), removedPrefix: true }
    : { token: raw, removedPrefix: false }
}
