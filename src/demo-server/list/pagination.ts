import type { Pagination } from '../../shared/catalog'
import type { QueryParam } from '../http/query'

/**
 * `pages` for `total` items: `ceil(total / per_page)`, but at least 1, so an empty result is
 * "page 1 of 1" (page 1 always exists, as in Laravel's paginator) and `current_page <= pages`
 * holds for every in-range page.
 */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/**
 * The link to `page` of the same path, keeping every other query parameter (repeats
 * included, in their original order) and replacing `page` in place, or appending it.
 */
export function pageLink(origin: string, path: string, params: readonly QueryParam[], page: number): string {
  const search = new URLSearchParams()
  let placed = false
  for (const { key, value } of params) {
    if (key !== 'page') search.append(key, value)
    else if (!placed) {
      search.append('page', String(page))
      placed = true
    }
  }
  if (!placed) search.append('page', String(page))
  return `${origin}${path}?${search.toString()}`
}

/**
 * The pagination object of spec 2.3.
 *
 * `next_page` is a string on every page, as the spec types it: it always names the page
 * after the current one, so on the last page it points at the (empty) page past the end,
 * and a client that follows `next_page` until `data` is empty terminates. Use
 * `current_page < pages` to decide whether there is a next page. `previous_page` is null on
 * page 1 and otherwise names page - 1 (even when the current page is past the end).
 */
export function buildPagination(options: {
  readonly total: number
  readonly perPage: number
  readonly page: number
  readonly origin: string
  readonly path: string
  readonly params: readonly QueryParam[]
}): Pagination {
  const { total, perPage, page, origin, path, params } = options
  const link = (target: number) => pageLink(origin, path, params, target)
  return {
    total,
    per_page: perPage,
    current_page: page,
    pages: pageCount(total, perPage),
    links: {
      next_page: link(Math.min(page + 1, Number.MAX_SAFE_INTEGER)),
      previous_page: page === 1 ? null : link(page - 1),
      first_page: link(1),
    },
  }
}
