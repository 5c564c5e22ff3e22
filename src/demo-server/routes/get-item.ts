import type { ItemResponseWire } from '../../shared/catalog'
import { errorReply, jsonReply, quote } from '../http/envelope'
import type { Reply } from '../http/reply'
import { parseItemId } from './item-id'
import type { RequestContext } from './request-context'

/**
 * `GET /v1/items/{item_id}` (spec 4.2).
 *
 * Error answers are not shown in the spec: an unknown id and a malformed id are both 404
 * error envelopes (neither names an item), with messages that tell them apart.
 */
export function getItem(context: RequestContext, segment: string): Reply {
  const id = parseItemId(segment)
  if (id === null) {
    return errorReply(404, `${quote(segment)} is not an item id: item ids are whole numbers from 1 up.`)
  }
  if (!context.catalog.has(id)) {
    return errorReply(404, `No item with id ${id} in this catalog.`)
  }
  const item = context.catalog.singleItem(id, context.origin)
  const status = context.statusOverrides.get(id)
  const body: ItemResponseWire = {
    success: true,
    type: 'response',
    data: status === undefined ? item : { ...item, status },
  }
  return jsonReply(200, body)
}
