import type { ListFilters } from '../../shared/catalog'

/** What the visible list shows: everything the server needs to produce one page. */
export interface ListParams {
  readonly filters: ListFilters
  readonly page: number
  readonly pageSize: number
}

/**
 * Query-key factory: all -> lists() -> list(params), all -> details() -> detail(id).
 *
 * Every key starts with the catalog's base URL, so two catalogs never share cached pages,
 * even when a late answer from the previous catalog arrives after switching.
 */
export const itemKeys = {
  all: (catalog: string) => ['catalog', catalog, 'items'] as const,
  lists: (catalog: string) => [...itemKeys.all(catalog), 'list'] as const,
  list: (catalog: string, params: ListParams) => [...itemKeys.lists(catalog), params] as const,
  details: (catalog: string) => [...itemKeys.all(catalog), 'detail'] as const,
  detail: (catalog: string, id: number) => [...itemKeys.details(catalog), id] as const,
}

/** Keys of everything that is not item data. */
export const appKeys = {
  session: ['session'] as const,
  knownCatalogs: ['known-catalogs'] as const,
  notices: ['notices'] as const,
  appInfo: ['app-info'] as const,
  /** Everything cached for one catalog (items and prefs): dropped when its session ends. */
  catalog: (catalog: string) => ['catalog', catalog] as const,
  prefs: (catalog: string) => ['catalog', catalog, 'prefs'] as const,
}
