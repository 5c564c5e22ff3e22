import { FILTERS, isSet, type FilterKey, type ListFilters } from '../../shared/catalog/filters'
import type { CatalogIndex } from './catalog-index'
import {
  FILTER_MATCHERS,
  type FilterMatcher,
  type FilterMatchers,
  type Listing,
  type SetValue,
} from './filter-matchers'
import { arrayIdSet, rangeIdSet, type IdSet } from './id-set'
import type { Product } from './products'

/**
 * A validated list query, text values already trimmed and lower-cased: the app's own filters
 * (shared/catalog/filters.ts), matched as `FILTER_MATCHERS` says.
 *
 * Values of one filter are alternatives (OR); the filters present must all hold (AND).
 */
export type CatalogFilters = Readonly<ListFilters>

/** Recently used filtered id lists; page turns then cost only the page. */
const CACHE_ENTRIES = 16

/** The tests a query makes, split by what they read. */
interface Tests {
  readonly product: ((product: Product) => boolean)[]
  readonly listing: ((listing: Listing) => boolean)[]
}

/** Adds one filter's test when its value restricts; generic so the value and matcher stay paired. */
function addTest<K extends FilterKey>(
  tests: Tests,
  key: K,
  filters: CatalogFilters,
  matchers: FilterMatchers,
): void {
  const value = filters[key]
  if (!isSet(value)) return
  const set = value as SetValue<K>
  const matcher: FilterMatcher<SetValue<K>> = matchers[key]
  if (matcher.per === 'product') tests.product.push((product) => matcher.matches(product, set))
  else tests.listing.push((listing) => matcher.matches(listing, set))
}

/**
 * Answers list queries from the product index.
 *
 * Most filters read a property of the product, so a query first picks products (a few
 * hundred checks), then gathers their ids: the whole range, one product's or one
 * application's list directly, otherwise by one pass over the compact `productOf` array (or
 * a sort of the gathered ids when they are few). Filters on a listing's own values then
 * check each gathered listing. Results are cached by what they were computed from.
 */
export class CatalogSearch {
  private readonly cache = new Map<string, Uint32Array>()
  /** How many products each application has, to recognise "all of one application's". */
  private readonly productsPerApp = new Map<number, number>()

  /**
   * @param listingAt the listing at a position (1-based), for the listing filters
   * @param matchers how each filter matches; tests pass their own to check the listing path
   */
  constructor(
    private readonly products: readonly Product[],
    private readonly index: CatalogIndex,
    private readonly listingAt: (position: number) => Listing,
    private readonly matchers: FilterMatchers = FILTER_MATCHERS,
  ) {
    for (const product of products) {
      this.productsPerApp.set(product.appid, (this.productsPerApp.get(product.appid) ?? 0) + 1)
    }
  }

  find(filters: CatalogFilters): IdSet {
    const tests: Tests = { product: [], listing: [] }
    for (const { key } of FILTERS) addTest(tests, key, filters, this.matchers)
    const base = this.byProduct(tests.product)
    if (tests.listing.length === 0) return base === 'all' ? rangeIdSet(this.index.size) : arrayIdSet(base)
    const key = `listing:${JSON.stringify(filters)}`
    return arrayIdSet(this.remember(key, () => this.byListing(base, tests.listing)))
  }

  /** The positions of the listings whose product passes every test, or 'all' of them. */
  private byProduct(tests: Tests['product']): Uint32Array | 'all' {
    if (tests.length === 0) return 'all'
    const matching = this.products.filter((product) => tests.every((test) => test(product)))
    if (matching.length === this.products.length) return 'all'
    if (matching.length === 0) return new Uint32Array(0)
    if (matching.length === 1) return this.idsOfProduct(matching[0]!.index)
    const appid = matching[0]!.appid
    if (
      matching.every((product) => product.appid === appid) &&
      matching.length === this.productsPerApp.get(appid)
    ) {
      return this.index.appIds.get(appid) ?? new Uint32Array(0)
    }
    const indexes = matching.map((product) => product.index)
    return this.remember(indexes.join(','), () => this.gather(indexes))
  }

  private byListing(base: Uint32Array | 'all', tests: Tests['listing']): Uint32Array {
    const passes = (position: number) => {
      const listing = this.listingAt(position)
      return tests.every((test) => test(listing))
    }
    if (base !== 'all') return base.filter(passes)
    const found: number[] = []
    for (let position = 1; position <= this.index.size; position += 1)
      if (passes(position)) found.push(position)
    return Uint32Array.from(found)
  }

  private idsOfProduct(product: number): Uint32Array {
    const { productIds, productStart } = this.index
    return productIds.subarray(productStart[product]!, productStart[product + 1]!)
  }

  private remember(key: string, compute: () => Uint32Array): Uint32Array {
    const hit = this.cache.get(key)
    if (hit) {
      // Re-insert to mark it most recently used (Map keeps insertion order).
      this.cache.delete(key)
      this.cache.set(key, hit)
      return hit
    }
    const ids = compute()
    this.cache.set(key, ids)
    if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!)
    return ids
  }

  private gather(productIndexes: readonly number[]): Uint32Array {
    const total = productIndexes.reduce((sum, p) => sum + this.idsOfProduct(p).length, 0)
    const ids = new Uint32Array(total)
    if (total * 8 < this.index.size) {
      // Few hits: concatenating the per-product lists and sorting beats a full pass.
      let cursor = 0
      for (const p of productIndexes) {
        const own = this.idsOfProduct(p)
        ids.set(own, cursor)
        cursor += own.length
      }
      return ids.sort()
    }
    const wanted = new Uint8Array(this.products.length)
    for (const p of productIndexes) wanted[p] = 1
    const { productOf } = this.index
    let cursor = 0
    for (let i = 0; i < productOf.length; i += 1) {
      if (wanted[productOf[i]!] === 1) {
        ids[cursor] = i + 1
        cursor += 1
      }
    }
    return ids
  }
}
