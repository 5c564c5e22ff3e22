import type { ListFilters } from '../../shared/catalog/filters'
import type { CatalogIndex } from './catalog-index'
import { EMPTY_ID_SET, arrayIdSet, rangeIdSet, type IdSet } from './id-set'
import type { Product } from './products'

/**
 * A validated list query, text values already trimmed and lower-cased: the app's own filters
 * (shared/catalog/filters.ts), so a new filter only needs its matching here.
 *
 * Values of one filter are alternatives (OR); the filters present must all hold (AND).
 */
export type CatalogFilters = Readonly<ListFilters>

/** Recently used filtered id lists; page turns then cost only the page. */
const CACHE_ENTRIES = 16

function matchesAny(haystack: string, needles: readonly string[]): boolean {
  return needles.length === 0 || needles.some((needle) => haystack.includes(needle))
}

/**
 * Answers list queries from the product index.
 *
 * Every filter is a property of the product, so a query first picks products (a few hundred
 * substring checks), then gathers their ids: directly when no text filter or one product
 * matches, otherwise by one pass over the compact `productOf` array (or a sort of the
 * gathered ids when they are few). The result is cached by the set of matching products.
 */
export class CatalogSearch {
  private readonly cache = new Map<string, Uint32Array>()

  constructor(
    private readonly products: readonly Product[],
    private readonly index: CatalogIndex,
  ) {}

  find(filters: CatalogFilters): IdSet {
    const textFiltered = filters.name.length > 0 || filters.market_hash_name.length > 0
    if (!textFiltered) {
      if (filters.appid === null) return rangeIdSet(this.index.size)
      const ids = this.index.appIds.get(filters.appid)
      return ids ? arrayIdSet(ids) : EMPTY_ID_SET
    }
    const matching = this.products.filter(
      (product) =>
        (filters.appid === null || product.appid === filters.appid) &&
        matchesAny(product.nameLower, filters.name) &&
        matchesAny(product.marketHashNameLower, filters.market_hash_name),
    )
    if (matching.length === 0) return EMPTY_ID_SET
    if (matching.length === 1) return arrayIdSet(this.idsOfProduct(matching[0]!.index))
    return arrayIdSet(this.cached(matching.map((product) => product.index)))
  }

  private idsOfProduct(product: number): Uint32Array {
    const { productIds, productStart } = this.index
    return productIds.subarray(productStart[product]!, productStart[product + 1]!)
  }

  private cached(productIndexes: readonly number[]): Uint32Array {
    const key = productIndexes.join(',')
    const hit = this.cache.get(key)
    if (hit) {
      // Re-insert to mark it most recently used (Map keeps insertion order).
      this.cache.delete(key)
      this.cache.set(key, hit)
      return hit
    }
    const ids = this.gather(productIndexes)
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
