import type { ListResponseWire } from '../../shared/catalog'
import { errorReply, jsonReply } from '../http/envelope'
import type { Reply } from '../http/reply'
import { parseListRequest } from '../list/list-request'
import { buildPagination, pageCount } from '../list/pagination'
import type { RequestContext } from './request-context'

/**
 * `GET /v1/items` (spec 4.1): filters, page size and page, sorted by id ascending.
 *
 * Sort order is not shown in the spec; id order is stable across requests, so consecutive
 * pages never overlap or skip. A page past the end is an empty page with the usual
 * pagination object.
 */
export function listItems(context: RequestContext): Reply {
  const parsed = parseListRequest(context.params)
  if (!parsed.ok) return errorReply(422, 'validation error', { data: parsed.errors })
  const { filters, limit, page } = parsed.request
  const ids = context.catalog.find(filters)
  const pastEnd = page > pageCount(ids.total, limit)
  const pageIds = pastEnd ? [] : ids.slice((page - 1) * limit, limit)
  const body: ListResponseWire = {
    success: true,
    type: 'pagination',
    data: pageIds.map((id) => context.catalog.listItem(id, context.origin)),
    pagination: buildPagination({
      total: ids.total,
      perPage: limit,
      page,
      origin: context.origin,
      path: context.path,
      params: context.params,
    }),
  }
  return jsonReply(200, body)
}
