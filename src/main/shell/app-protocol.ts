import { readFile, realpath } from 'node:fs/promises'
import { extname, isAbsolute, join, relative, sep } from 'node:path'
import { PRODUCTION_CSP } from './content-security-policy'

/**
 * The renderer is served from `app://catalog-browser/…`, not `file://` (Electron's security
 * checklist, items 18 and 19): a file:// page may read other local files, and with the
 * grantFileProtocolExtraPrivileges fuse off (electron-builder.cjs) it gets no extra powers.
 * The scheme is registered as standard and secure before the app is ready, so the page is a
 * secure context with a real origin ('self' in the CSP means exactly the renderer's files).
 */
export const APP_SCHEME = 'app'
export const APP_HOST = 'catalog-browser'
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`

/** The content type of each kind of file the built renderer has (also the e2e static server's). */
export const RENDERER_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}

export type Resolution =
  { readonly ok: true; readonly path: string } | { readonly ok: false; readonly status: 400 | 403 | 404 }

/**
 * The file an app:// URL names inside the renderer folder, or why not.
 *
 * Refused: another host, anything but a plain relative path (`..` segments, also when
 * percent-encoded; backslashes; NUL; encoded slashes), and any type the renderer never has.
 * The path is decoded once and resolved under the folder; `serveAppRequest` then checks the
 * real path too, so a symlink cannot lead out of it.
 */
export function resolveAppPath(rendererDir: string, rawUrl: string): Resolution {
  let url: URL
  try {
    url = new URL(rawUrl)
  } catch {
    return { ok: false, status: 400 }
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return { ok: false, status: 403 }
  // An encoded slash would make one segment two once decoded. An encoded backslash or NUL is
  // refused below, decoded, with the literal ones.
  if (/%2f/i.test(url.pathname)) return { ok: false, status: 403 }
  let pathname: string
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    return { ok: false, status: 400 }
  }
  if (pathname === '/' || pathname === '') pathname = '/index.html'
  if (pathname.includes('\\') || pathname.includes('\0')) return { ok: false, status: 403 }
  // Empty segments (`//`) need no filtering: join() drops them.
  const segments = pathname.split('/')
  // Defence in depth, unreachable today: the URL parser removes `.` and `..` segments, also
  // percent-encoded, and an encoded slash is refused above, so no decoded segment is a dot
  // segment and the joined path never leaves the folder. Kept so that a change to either
  // still cannot lead out of it.
  // Stryker disable next-line all: unreachable, see above
  if (segments.some((segment) => segment === '..' || segment === '.')) return { ok: false, status: 403 }
  const path = join(rendererDir, ...segments)
  const inside = relative(rendererDir, path)
  // `inside === ''` is reachable (`app://catalog-browser//` names the folder itself); the rest as above.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral,MethodExpression: the `..` and absolute cases are unreachable, see above
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return { ok: false, status: 403 }
  if (!(extname(path).toLowerCase() in RENDERER_CONTENT_TYPES)) return { ok: false, status: 404 }
  return { ok: true, path }
}

/** Answers one app:// request: the file with its type and the production CSP, or a bare error status. */
export async function serveAppRequest(rendererDir: string, rawUrl: string): Promise<Response> {
  const resolved = resolveAppPath(rendererDir, rawUrl)
  if (!resolved.ok) return new Response(null, { status: resolved.status })
  try {
    const [root, real] = await Promise.all([realpath(rendererDir), realpath(resolved.path)])
    if (!real.startsWith(root + sep)) return new Response(null, { status: 403 })
    const body = await readFile(real)
    return new Response(body, {
      status: 200,
      headers: {
        // Stryker disable next-line StringLiteral,LogicalOperator: resolveAppPath lets only listed types through, so the fallback is for the type checker
        'Content-Type': RENDERER_CONTENT_TYPES[extname(real).toLowerCase()] ?? 'application/octet-stream',
        'Content-Security-Policy': PRODUCTION_CSP,
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch {
    return new Response(null, { status: 404 })
  }
}
