import type { ListFilters } from './filters'
import type { ListQuery } from './list-query'

/** What a list view holds: its filters, its page and its page size. */
export interface ListView {
  readonly filters: ListFilters
  readonly page: number
  readonly pageSize: number
}

/**
 * The view saved prefs describe, and nothing else: a query key holds it, so the window's
 * first list query and the one asked for at start must build it alike to be the same query.
 */
export function listViewOf(saved: ListView): ListView {
  return { filters: saved.filters, page: saved.page, pageSize: saved.pageSize }
}

/**
 * The list request a view sends. One home for both senders: the window's list query, and
 * main's first page sent before the window asks, which is used only when the two are equal.
 * zod-free, so the renderer may call it.
 */
export function listQueryOf(view: ListView): ListQuery {
  return { filters: view.filters, limit: view.pageSize, page: view.page }
}
