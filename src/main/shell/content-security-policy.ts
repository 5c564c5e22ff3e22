/**
 * The renderer's Content Security Policy, in one place.
 *
 * The production policy is the one in the meta tag of each page of src/renderer (index.html,
 * quick-answer.html: a test keeps them equal) and is also sent as a response header for anything loaded over http. The renderer
 * never talks to the network itself (every request goes through main), so `connect-src` is
 * `'none'`; images may come from the catalog (https, or a loopback demo/test server).
 */
export const PRODUCTION_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https: http://127.0.0.1:* http://localhost:*",
  "font-src 'self'",
  "connect-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ')

/**
 * The policy while `electron-vite dev` serves the renderer.
 *
 * Vite's dev server injects the React refresh preamble as an inline script, adds styles as
 * inline `<style>` elements and talks to its own websocket for hot reload. None of this
 * exists in a build, and this policy is never used by a packaged app (see app-url.ts).
 */
export const DEV_SERVER_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https: http://127.0.0.1:* http://localhost:*",
  "font-src 'self'",
  "connect-src 'self' ws://localhost:* ws://127.0.0.1:*",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ')

/** The meta tag index.html carries (a formatter may wrap its attributes over several lines). */
export const CSP_META_TAG = `<meta http-equiv="Content-Security-Policy" content="${PRODUCTION_CSP}" />`

const CSP_META = /(<meta\s+http-equiv=["']Content-Security-Policy["']\s+content=")([^"]*)("\s*\/?>)/i

/** The policy in a page's CSP meta tag, or null when it has none. */
export function cspMetaContent(html: string): string | null {
  return CSP_META.exec(html)?.[2] ?? null
}

const CSP_HEADER = 'Content-Security-Policy'

/**
 * Response headers with our policy added.
 *
 * A policy the server already sent is kept: when two policies apply, the browser enforces
 * both, so adding ours can only make the page stricter, never looser.
 */
export function withCspHeader(
  headers: Readonly<Record<string, readonly string[]>> | undefined,
  policy: string,
): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const [name, values] of Object.entries(headers ?? {})) result[name] = [...values]
  const existingName = Object.keys(result).find((name) => name.toLowerCase() === CSP_HEADER.toLowerCase())
  const name = existingName ?? CSP_HEADER
  result[name] = [...(result[name] ?? []), policy]
  return result
}

/** The part of `session.webRequest` this module uses. */
export interface HeadersReceivedHook {
  onHeadersReceived(
    listener: (
      details: { readonly responseHeaders?: Record<string, string[]> },
      callback: (response: { responseHeaders?: Record<string, string | string[]> }) => void,
    ) => void,
  ): void
}

/**
 * Adds the policy to every http response the session receives.
 *
 * The app:// handler adds the policy to the page itself (app-protocol.ts); this covers the dev
 * server and, as a second wall, anything served over http that should never have loaded.
 */
export function installCspHeader(webRequest: HeadersReceivedHook, policy: string): void {
  webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withCspHeader(details.responseHeaders, policy) })
  })
}

/**
 * index.html as the dev server should serve it: the same page with the dev policy.
 *
 * Meant for a `transformIndexHtml` hook that only applies while serving (`apply: 'serve'`),
 * so the built index.html keeps the strict policy. Throws when the page does not carry the
 * production policy, because a silently unprotected page is worse than a failed dev start.
 */
export function applyDevServerCsp(html: string): string {
  if (cspMetaContent(html) !== PRODUCTION_CSP) {
    throw new Error('index.html does not carry the expected Content-Security-Policy meta tag')
  }
  return html.replace(
    CSP_META,
    (_tag, start: string, _policy: string, end: string) => `${start}${DEV_SERVER_CSP}${end}`,
  )
}
