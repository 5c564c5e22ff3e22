import type { ListItemWire, SingleItemWire } from '../../shared/catalog'
import { buildCatalogIndex, type CatalogIndex } from './catalog-index'
import { CatalogSearch, type CatalogFilters } from './catalog-search'
import type { FilterMatchers } from './filter-matchers'
import type { IdSet } from './id-set'
import { deriveItemDetails } from './item-details'
import { STREAM, unitHash } from './prng'
import { buildProductLookup, buildProducts, type Product } from './products'
import { centsToDecimal } from './wire-format'
import { listItemWire } from '../../shared/catalog/list-item-wire'

/** What the image route needs to draw an item. */
export interface ItemLook {
  readonly id: number
  readonly appid: number
  readonly marketHashName: string
  readonly conditionIndex: number
}

/**
 * The demo catalog: items `1..size`, each derived on demand from `(seed, id)`.
 *
 * `origin` (e.g. `http://127.0.0.1:4010`) is passed per call because image URLs point back
 * at the server under the address the client used to reach it.
 */
export interface Catalog {
  readonly size: number
  readonly seed: number
  has(id: number): boolean
  find(filters: CatalogFilters): IdSet
  listItem(id: number, origin: string): ListItemWire
  singleItem(id: number, origin: string): SingleItemWire
  look(id: number): ItemLook
}

export function imageUrl(origin: string, id: number): string {
  return `${origin}/images/${id}.png`
}

/**
 * Item IDs with gaps: every `every`-th ID does not exist. The catalog is built over positions
 * 1..size (the index, products and prices), and IDs are what the outside sees; with no gaps
 * the two are the same number.
 */
export interface IdGaps {
  toId(position: number): number
  /** null for an ID that falls in a gap. */
  toPosition(id: number): number | null
}

export function idGaps(every: number): IdGaps {
  if (every < 2) return { toId: (position) => position, toPosition: (id) => id }
  return {
    toId: (position) => position + Math.floor((position - 1) / (every - 1)),
    toPosition: (id) => (id % every === 0 ? null : id - Math.floor(id / every)),
  }
}

/** The same gaps with every ID `by` higher; positions stay 1..size. */
export function shiftedIds(gaps: IdGaps, by: number): IdGaps {
  if (by === 0) return gaps
  return {
    toId: (position) => gaps.toId(position) + by,
    toPosition: (id) => (id > by ? gaps.toPosition(id - by) : null),
  }
}

export function createCatalog(options: {
  readonly items: number
  readonly seed: number
  readonly missingEvery?: number
  /** The first item ID (default 1): every ID is shifted by firstId - 1. */
  readonly firstId?: number
  /**
   * The time the delivery stories are told from (ms since epoch). Read per request, so a
   * waiting item's next try stays minutes ahead however long the demo runs; tests pass a
   * fixed clock to get the same catalog every time.
   */
  readonly clock?: () => number
  /** How each filter matches (FILTER_MATCHERS); tests swap one to check the per-listing path. */
  readonly matchers?: FilterMatchers
}): Catalog {
  const { items: size, seed, clock = Date.now } = options
  const gaps = shiftedIds(idGaps(options.missingEvery ?? 0), (options.firstId ?? 1) - 1)
  /** The position of an existing ID (callers check `has` first). */
  const at = (id: number): number => gaps.toPosition(id) ?? 0
  const products = buildProducts(seed)
  const index: CatalogIndex = buildCatalogIndex(seed, size, products, buildProductLookup(products))
  const productAt = (position: number): Product => products[index.productOf[position - 1]!]!
  const productOf = (id: number): Product => productAt(at(id))

  /** A listing's own price: 78 % to 118 % of the platform price, never below 0.03. */
  const priceCents = (id: number, product: Product): number =>
    Math.max(
      3,
      Math.round(product.platformPriceCents * (0.78 + 0.4 * unitHash(seed, id, STREAM.listingPrice))),
    )
  const search = new CatalogSearch(
    products,
    index,
    (position) => {
      const product = productAt(position)
      return { product, priceCents: priceCents(gaps.toId(position), product) }
    },
    options.matchers,
  )

  function singleItem(id: number, origin: string): SingleItemWire {
    const product = productOf(id)
    // Whole minutes: two requests within a minute tell the same story.
    const now = Math.floor(clock() / 60_000) * 60
    const details = deriveItemDetails(seed, id, now)
    // Field order of spec 2.4.
    return {
      id,
      hash: details.hash,
      status: details.status,
      bought_at: details.bought_at,
      trade_offer_id: details.trade_offer_id,
      error_message: details.error_message,
      error_date: details.error_date,
      last_send: details.last_send,
      next_try: details.next_try,
      send_date: details.send_date,
      image: imageUrl(origin, id),
      price: centsToDecimal(priceCents(id, product)),
      name: product.name,
      market_hash_name: product.marketHashName,
      trade_url: details.trade_url,
    }
  }

  return {
    size,
    seed,
    has: (id) => {
      if (!Number.isSafeInteger(id) || id < 1) return false
      const position = gaps.toPosition(id)
      return position !== null && position <= size
    },
    find: (filters) => {
      const positions = search.find(filters)
      return {
        total: positions.total,
        slice: (offset, count) => positions.slice(offset, count).map(gaps.toId),
      }
    },
    listItem(id, origin) {
      const product = productOf(id)
      // What the table lists besides these comes from the item's detail, derived only then.
      return listItemWire(
        {
          id,
          appid: product.appid,
          image: imageUrl(origin, id),
          price: centsToDecimal(priceCents(id, product)),
          name: product.name,
          market_hash_name: product.marketHashName,
          platform_price: centsToDecimal(product.platformPriceCents),
        },
        () => singleItem(id, origin),
      )
    },
    singleItem,
    look(id) {
      const product = productOf(id)
      return {
        id,
        appid: product.appid,
        marketHashName: product.marketHashName,
        conditionIndex: product.conditionIndex,
      }
    },
  }
}
