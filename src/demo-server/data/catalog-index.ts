import { STREAM, hash32 } from './prng'
import type { Product } from './products'

/**
 * Which product each item is, and the ids of each product and each application.
 *
 * Items themselves are never stored: an item is `(seed, id)` plus its product. The index
 * is three typed arrays (about 10 bytes per item: 10 MB at a million items) built in one pass,
 * and every id list is in ascending id order, the catalog's sort order.
 */
export interface CatalogIndex {
  readonly size: number
  /** `productOf[id - 1]` is the product index of item `id`. */
  readonly productOf: Uint16Array
  /** Ids grouped by product; product `p` owns `productIds[productStart[p] .. productStart[p + 1])`. */
  readonly productIds: Uint32Array
  readonly productStart: Uint32Array
  /** Ids of each application, ascending. */
  readonly appIds: ReadonlyMap<number, Uint32Array>
}

/** Largest catalog the index supports: ids must fit the typed arrays, and 10 M is plenty. */
export const MAX_ITEMS = 10_000_000

export function buildCatalogIndex(
  seed: number,
  size: number,
  products: readonly Product[],
  lookup: Uint16Array,
): CatalogIndex {
  const productOf = new Uint16Array(size)
  const counts = new Uint32Array(products.length)
  for (let i = 0; i < size; i += 1) {
    const product = lookup[hash32(seed, i + 1, STREAM.product) >>> 16]!
    productOf[i] = product
    counts[product]! += 1
  }

  const productStart = new Uint32Array(products.length + 1)
  for (let p = 0; p < products.length; p += 1) productStart[p + 1] = productStart[p]! + counts[p]!
  const productCursor = productStart.slice(0, products.length)
  const productIds = new Uint32Array(size)

  // Applications get small slot numbers so the per-item loop below touches only arrays.
  const appids = [...new Set(products.map((product) => product.appid))]
  const slotOfProduct = Uint8Array.from(products, (product) => appids.indexOf(product.appid))
  const appCounts = new Uint32Array(appids.length)
  for (const product of products) appCounts[slotOfProduct[product.index]!]! += counts[product.index]!
  const appLists = appids.map((_, slot) => new Uint32Array(appCounts[slot]!))
  const appCursor = new Uint32Array(appids.length)

  for (let i = 0; i < size; i += 1) {
    const product = productOf[i]!
    productIds[productCursor[product]!] = i + 1
    productCursor[product]! += 1
    const slot = slotOfProduct[product]!
    appLists[slot]![appCursor[slot]!] = i + 1
    appCursor[slot]! += 1
  }
  const appIds = new Map(appids.map((appid, slot) => [appid, appLists[slot]!] as const))
  return { size, productOf, productIds, productStart, appIds }
}
