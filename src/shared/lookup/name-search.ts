import { MAX_LIMIT } from '../catalog/limits'
import type { TextFilterKey } from '../catalog/filters'
import type { NameStyle } from '../ticket/item-names-in-ticket'

/**
 * Finding every item of a name a customer wrote (`Find items named <name>`), without zod so
 * the window reads it too: main lists the matches page by page, the bulk lookup then looks
 * each one up.
 */

/**
 * Most items one name search looks up. A name that matches more is too loose to tell the
 * customer's item among them; the agent is asked for a narrower one (with the wear) and none
 * is looked up, rather than a silent first few hundred.
 */
export const MAX_NAME_MATCHES = 500

/** Rows per page of a name search: the catalog's largest page, so 500 matches are two requests. */
export const NAME_SEARCH_PAGE_SIZE = MAX_LIMIT

/**
 * The filter a name is sent as: a market name's shape fits `market_hash_name`; a display
 * name (another script, no `|`) is only ever a `name`.
 */
export function nameSearchFilter(style: NameStyle): TextFilterKey {
  return style === 'market-hash' ? 'market_hash_name' : 'name'
}

/** What a name search found: the matches' IDs in the catalog's order, or that there are too many. */
export type NameSearchAnswer =
  | { readonly kind: 'found'; readonly ids: readonly number[] }
  | { readonly kind: 'too_many'; readonly total: number }
