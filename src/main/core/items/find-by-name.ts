import { EMPTY_FILTERS, type ListQuery } from '../../../shared/catalog'
import { ok, type Result } from '../../../shared/errors'
import type { ItemsPage } from '../../../shared/ipc'
import {
  MAX_NAME_MATCHES,
  NAME_SEARCH_PAGE_SIZE,
  nameSearchFilter,
  type NameSearchAnswer,
} from '../../../shared/lookup/name-search'
import type { NameStyle } from '../../../shared/ticket/item-names-in-ticket'

export interface NameSearchClient {
  listItems(query: ListQuery, signal?: AbortSignal): Promise<Result<ItemsPage>>
}

/**
 * Every item of one name: the list endpoint filtered by it, page after page at the largest
 * page size, until the catalog's total is read. The first page says how many match; more than
 * `maxMatches` asks no further page. A failed page is the answer (a half list would hide the
 * customer's item among the missing ones); its words are the catalog client's.
 */
export async function findItemsByName(
  client: NameSearchClient,
  name: { readonly filter: string; readonly style: NameStyle },
  signal?: AbortSignal,
  maxMatches = MAX_NAME_MATCHES,
): Promise<Result<NameSearchAnswer>> {
  const filters = { ...EMPTY_FILTERS, [nameSearchFilter(name.style)]: [name.filter] }
  const ids: number[] = []
  const seen = new Set<number>()
  for (let page = 1; ; page += 1) {
    const answer = await client.listItems({ filters, limit: NAME_SEARCH_PAGE_SIZE, page }, signal)
    if (!answer.ok) return answer
    const { total, items } = answer.data
    if (total > maxMatches) return ok({ kind: 'too_many', total })
    // A listing that moved between pages shows twice: it is looked up once.
    for (const item of items) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      ids.push(item.id)
    }
    if (items.length === 0 || page * NAME_SEARCH_PAGE_SIZE >= total) return ok({ kind: 'found', ids })
  }
}
