import type { ListFilters } from './filters'
import type { ListQuery } from './list-query'

/** What a list view holds: its filters, its page and its page size. */
export interface ListView {
  readonly filters: ListFilters
  readonly page: number
  readonly pageSize: number
}

/**
 * The list request a view sends. One home for both senders: the window's list query, and
 * main's first page sent before the window asks, which is used only when the two are equal.
 * zod-free, so the renderer may call it.
 */
export function listQueryOf(view: ListView): ListQuery {
  return { filters: view.filters, limit: view.pageSize, page: view.page }
}
