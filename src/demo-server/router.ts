import type { IncomingMessage } from 'node:http'
import { KNOWN_STATUSES, isKnownStatus } from '../shared/catalog/status'
import type { Catalog } from './data/catalog-data'
import { checkBearer } from './http/auth'
import { errorReply, quote } from './http/envelope'
import { parseTarget } from './http/query'
import type { Reply } from './http/reply'
import { getItem } from './routes/get-item'
import { itemImage } from './routes/item-image'
import { listItems } from './routes/list-items'
import type { RequestContext } from './routes/request-context'

export interface RouterSettings {
  readonly catalog: Catalog
  readonly token: string
  /**
   * The server's own origin: every absolute link (pagination, images) is built on it, never
   * on the request's Host header, which a client (or anyone in between) can set to any host.
   */
  readonly origin: string
  readonly latencyMs: number
  /** Waits `ms`; the server cancels pending waits when it closes. */
  readonly delay: (ms: number) => Promise<void>
  /** Present only with `--scriptable`: statuses set through `POST /__demo/items/{id}/status`. */
  readonly statusOverrides: Map<number, string> | null
}

type Route =
  | { readonly kind: 'list' }
  | { readonly kind: 'item'; readonly segment: string }
  | { readonly kind: 'image'; readonly segment: string }
  | { readonly kind: 'unknown' }

const ALLOW = 'GET, HEAD, OPTIONS'
const API_HINT = 'The catalog serves GET /v1/items and GET /v1/items/{item_id}.'

function matchRoute(path: string): Route {
  if (path === '/v1/items') return { kind: 'list' }
  const item = /^\/v1\/items\/([^/]*)$/.exec(path)
  if (item) return { kind: 'item', segment: item[1]! }
  const image = /^\/images\/([^/]*)\.png$/.exec(path)
  if (image) return { kind: 'image', segment: image[1]! }
  return { kind: 'unknown' }
}

const NO_OVERRIDES: ReadonlyMap<number, string> = new Map()
const SCRIPT_PATH = /^\/__demo\/items\/(\d{1,15})\/status$/

/**
 * `POST /__demo/items/{id}/status?value=TRADE_ACCEPTED` (with the token): the status that
 * item reports from now on. Only with `--scriptable`; null for any other path.
 */
function scriptStatus(
  req: IncomingMessage,
  target: NonNullable<ReturnType<typeof parseTarget>>,
  settings: RouterSettings,
  overrides: Map<number, string>,
): Reply | null {
  const match = SCRIPT_PATH.exec(target.path)
  if (!match) return null
  if (req.method !== 'POST')
    return errorReply(405, 'Use POST to change an item status.', { headers: { Allow: 'POST' } })
  const auth = checkBearer(req.headers.authorization, settings.token)
  if (!auth.ok) return errorReply(401, auth.message, { headers: { 'WWW-Authenticate': auth.challenge } })
  const id = Number(match[1])
  const value = target.params.find((param) => param.key === 'value')?.value ?? ''
  if (!settings.catalog.has(id)) return errorReply(404, `No item with id ${id} in this catalog.`)
  if (!isKnownStatus(value)) {
    return errorReply(422, `value must be one of ${KNOWN_STATUSES.join(', ')} (got ${quote(value)}).`)
  }
  overrides.set(id, value)
  return { status: 204, headers: {} }
}

/** Paths under the versioned API: these need the token and get the configured latency. */
function isApiPath(path: string): boolean {
  return path === '/v1' || path.startsWith('/v1/')
}

/**
 * Routes one request to a reply, in this order: parse the target, latency (`/v1` only),
 * route (unknown -> 404), method (OPTIONS -> 204, other than GET/HEAD -> 405), bearer token
 * (`/v1` only -> 401), then the handler.
 *
 * Routing and method come before authentication, as in most frameworks: an unknown path is
 * 404 and a POST is 405 with or without a token. They reveal nothing the spec does not.
 */
export async function route(req: IncomingMessage, settings: RouterSettings): Promise<Reply> {
  const target = parseTarget(req.url ?? '/')
  if (!target)
    return errorReply(400, `The request target ${quote(req.url ?? '')} is not a path or an http URL.`)
  const api = isApiPath(target.path)
  if (api && settings.latencyMs > 0) await settings.delay(settings.latencyMs)

  const scripted = settings.statusOverrides
    ? scriptStatus(req, target, settings, settings.statusOverrides)
    : null
  if (scripted) return scripted

  const matched = matchRoute(target.path)
  if (matched.kind === 'unknown') {
    return errorReply(404, `No route ${quote(target.path)}. ${API_HINT}`)
  }
  const method = req.method ?? 'GET'
  if (method === 'OPTIONS') return { status: 204, headers: { Allow: ALLOW } }
  if (method !== 'GET' && method !== 'HEAD') {
    return errorReply(405, `Method ${method} is not allowed on ${quote(target.path)}; use GET.`, {
      headers: { Allow: ALLOW },
    })
  }
  if (api) {
    const auth = checkBearer(req.headers.authorization, settings.token)
    if (!auth.ok) return errorReply(401, auth.message, { headers: { 'WWW-Authenticate': auth.challenge } })
  }

  const context: RequestContext = {
    catalog: settings.catalog,
    origin: settings.origin,
    path: target.path,
    params: target.params,
    headers: req.headers,
    statusOverrides: settings.statusOverrides ?? NO_OVERRIDES,
  }
  switch (matched.kind) {
    case 'list':
      return listItems(context)
    case 'item':
      return getItem(context, matched.segment)
    case 'image':
      return itemImage(context, matched.segment)
  }
}
