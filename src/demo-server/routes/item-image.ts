import { errorReply, quote } from '../http/envelope'
import type { Reply } from '../http/reply'
import { renderItemPng } from '../images'
import { parseItemId } from './item-id'
import type { RequestContext } from './request-context'

/**
 * `GET /images/{id}.png`: the picture of one item, outside `/v1`.
 *
 * No token is needed: an `<img>` cannot send an Authorization header, and a generated
 * picture reveals nothing. The image of an id depends only on the seed, so the ETag lets
 * the app revalidate cheaply (`no-cache`) while a restart with another seed is never stale.
 */
export function itemImage(context: RequestContext, segment: string): Reply {
  const id = parseItemId(segment)
  if (id === null || !context.catalog.has(id)) {
    return errorReply(404, `No image ${quote(`${segment}.png`)} in this catalog.`)
  }
  const etag = `"${context.catalog.seed.toString(36)}-${id.toString(36)}-2"`
  const headers = {
    ETag: etag,
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': "default-src 'none'",
    // The app's renderer runs on another origin; it must still be allowed to embed the picture.
    'Cross-Origin-Resource-Policy': 'cross-origin',
  }
  const ifNoneMatch = context.headers['if-none-match']
  if (typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return { status: 304, headers }
  }
  return {
    status: 200,
    headers,
    body: { contentType: 'image/png', bytes: renderItemPng(context.catalog.look(id)) },
  }
}
