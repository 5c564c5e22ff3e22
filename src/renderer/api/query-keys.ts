import type { ListView } from '../../shared/catalog/view-query'

/** What the visible list shows: everything the server needs to produce one page. */
export type ListParams = ListView

/**
 * Query-key factory: all -> lists() -> list(params), all -> details() -> detail(id).
 *
 * Every key starts with the catalog's base URL, so two catalogs never share cached pages,
 * even when a late answer from the previous catalog arrives after switching.
 */
/** The first part of every key that belongs to one catalog. */
const CATALOG = 'catalog'

export const itemKeys = {
  all: (catalog: string) => [CATALOG, catalog, 'items'] as const,
  lists: (catalog: string) => [...itemKeys.all(catalog), 'list'] as const,
  list: (catalog: string, params: ListParams) => [...itemKeys.lists(catalog), params] as const,
  details: (catalog: string) => [...itemKeys.all(catalog), 'detail'] as const,
  detail: (catalog: string, id: number) => [...itemKeys.details(catalog), id] as const,
}

const MESSAGES = 'messages'

/** Whether a query holds the window's own words: loaded from its files, it proves nothing about any catalog. */
export const isMessagesKey = (key: readonly unknown[]): boolean => key[0] === MESSAGES

/** Keys of everything that is not item data. */
export const appKeys = {
  session: ['session'] as const,
  knownCatalogs: ['known-catalogs'] as const,
  notices: ['notices'] as const,
  policy: ['policy'] as const,
  appInfo: ['app-info'] as const,
  startup: ['startup'] as const,
  /** The language of the app's own words, as main says (menu choice, else the OS's). */
  appLanguage: ['app-language'] as const,
  /** One language's message catalog, loaded once from the window's own files. */
  messages: (language: string) => [MESSAGES, language] as const,
  /** The downloaded update waiting for Restart to update, if any. */
  update: ['update'] as const,
  /** Everything cached for every catalog. */
  allCatalogs: [CATALOG] as const,
  /** Everything cached for one catalog (items and prefs): dropped when its session ends. */
  catalog: (catalog: string) => [CATALOG, catalog] as const,
  prefs: (catalog: string) => [CATALOG, catalog, 'prefs'] as const,
  watch: (catalog: string) => [CATALOG, catalog, 'watch'] as const,
  recent: (catalog: string) => [CATALOG, catalog, 'recent'] as const,
  /** The bulk lookups kept in Recent lookups, under the items opened. */
  recentBulk: (catalog: string) => [CATALOG, catalog, 'recent', 'bulk'] as const,
}

/** A key factory for one kind of per-catalog data, e.g. `itemKeys.lists`. */
export type CatalogScope = (catalog: string) => readonly unknown[]

/** The catalog a key belongs to when the key lies strictly under `scope(catalog)`, else null. */
export function catalogUnder(key: readonly unknown[], scope: CatalogScope): string | null {
  const catalog = key[1]
  if (key[0] !== CATALOG || typeof catalog !== 'string') return null
  const prefix = scope(catalog)
  return key.length > prefix.length && prefix.every((part, index) => key[index] === part) ? catalog : null
}
