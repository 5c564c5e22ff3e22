/** `host[:port]`: a DNS name or IPv4 address, or a bracketed IPv6 address. */
const HOST_HEADER = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/**
 * The origin to put in absolute links (pagination, images): the `Host` the client used.
 *
 * A client that reached the server as `localhost:4010` gets `localhost` links back, so its
 * same-origin check on pagination links holds. A missing or malformed `Host` falls back to
 * the server's own address rather than echoing junk into URLs.
 */
export function requestOrigin(hostHeader: string | undefined, fallbackOrigin: string): string {
  if (hostHeader && hostHeader.length <= 260 && HOST_HEADER.test(hostHeader)) {
    return `http://${hostHeader.toLowerCase()}`
  }
  return fallbackOrigin
}
