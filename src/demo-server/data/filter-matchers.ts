import type { FilterKey, ListFilters } from '../../shared/catalog/filters'
import type { Product } from './products'

/** One listing as matching sees it: its product, and what is its own (its price). */
export interface Listing {
  readonly product: Product
  readonly priceCents: number
}

/**
 * How the demo matches one filter, given a value that restricts (text values already trimmed
 * and lower-cased, never empty; never null). `product`: the filter reads a property of the
 * product, so it is checked on a few hundred products however large the catalog. `listing`:
 * it reads something each listing has on its own (a price), checked per listing after the
 * product filters.
 */
export type FilterMatcher<V> =
  | { readonly per: 'product'; readonly matches: (product: Product, value: V) => boolean }
  | { readonly per: 'listing'; readonly matches: (listing: Listing, value: V) => boolean }

/** A filter's value when it restricts: no `null` (an empty text list never reaches a matcher). */
export type SetValue<K extends FilterKey> = Exclude<ListFilters[K], null>

/** One matcher per filter of shared/catalog/filters.ts: a new filter does not build without one. */
export type FilterMatchers = { readonly [K in FilterKey]: FilterMatcher<SetValue<K>> }

/** Values of one filter are alternatives (OR): a case-insensitive substring, like the service. */
const containsAny = (haystack: string, needles: readonly string[]): boolean =>
  needles.some((needle) => haystack.includes(needle))

/** What the real service is taken to do with each filter (spec 4.1; matching is not shown). */
export const FILTER_MATCHERS: FilterMatchers = {
  name: { per: 'product', matches: (product, values) => containsAny(product.nameLower, values) },
  market_hash_name: {
    per: 'product',
    matches: (product, values) => containsAny(product.marketHashNameLower, values),
  },
  appid: { per: 'product', matches: (product, appid) => product.appid === appid },
}
