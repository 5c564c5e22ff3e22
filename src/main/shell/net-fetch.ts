/**
 * Electron's `net.fetch` as the core's catalog client expects a fetch to behave.
 *
 * Why `net.fetch` at all: it goes through Chromium's network stack, so it honours the
 * system proxy and the OS trust store (Node's fetch does neither, and the fuse that disables
 * NODE_OPTIONS also disables NODE_EXTRA_CA_CERTS): behind a corporate proxy or an internal CA
 * the agent would otherwise see thumbnails but no data.
 *
 * What must not change: the client asks for `redirect: 'manual'` and reports a redirect
 * instead of following it (it could carry the Authorization header to another host).
 * Depending on the Electron version, `net.fetch` answers a manual redirect by rejecting with
 * "Redirect was cancelled" (electron/electron#43715), by an opaque-redirect response (status
 * 0, no headers), or with the real 3xx response. The first two become a 302 marked with
 * REDIRECT_STATUS_UNKNOWN, so the client reports a redirect (without a status it cannot know)
 * and nothing is ever followed.
 */
export const REDIRECT_STATUS_UNKNOWN = 'x-catalog-browser-redirect-status-unknown'

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>

function unknownRedirect(): Response {
  return new Response(null, { status: 302, headers: { [REDIRECT_STATUS_UNKNOWN]: '1' } })
}

function isCancelledRedirect(error: unknown): boolean {
  return error instanceof Error && /redirect was cancelled/i.test(error.message)
}

export function adaptNetFetch(netFetch: Fetch): typeof fetch {
  const adapted = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const manual = init?.redirect === 'manual'
    let response: Response
    try {
      response = await netFetch(input, init)
    } catch (error) {
      if (manual && isCancelledRedirect(error)) return unknownRedirect()
      throw error
    }
    if (
      manual &&
      (response.type === 'opaqueredirect' || (response.status === 0 && response.redirected !== true))
    ) {
      return unknownRedirect()
    }
    return response
  }
  return adapted as typeof fetch
}
