import type { ListItem } from '../../shared/catalog/list-field'
import { comparePrice } from './compare-price'

/** How one listing relates to the others on the page with the same market name. */
export interface MarketMark {
  /** Listings on this page sharing the market name (2 or more). */
  readonly count: number
  /** Whether this listing has the lowest price among them (ties are all cheapest). */
  readonly cheapest: boolean
}

/**
 * Marks for listings whose `market_hash_name` appears more than once on the page.
 *
 * The spec says several listings may share a market name with different prices; support
 * staff want to see at a glance that there are several and which is cheapest. Only the
 * loaded page is known, so counts are per page, and the UI says so.
 */
export function marketMarks(items: readonly ListItem[]): ReadonlyMap<number, MarketMark> {
  const groups = new Map<string, Priced[]>()
  for (const item of items) {
    // A listing whose market name could not be read belongs to no group: it is not "the same".
    if (item.market_hash_name === null) continue
    const priced = { id: item.id, price: item.price }
    const group = groups.get(item.market_hash_name)
    if (group) group.push(priced)
    else groups.set(item.market_hash_name, [priced])
  }
  const marks = new Map<number, MarketMark>()
  for (const group of groups.values()) {
    if (group.length < 2) continue
    // Only readable prices compete for "cheapest"; an unreadable one is counted, never cheapest.
    let lowest: string | null = null
    for (const { price } of group)
      if (price !== null && (lowest === null || comparePrice(price, lowest) < 0)) lowest = price
    for (const { id, price } of group) {
      marks.set(id, {
        count: group.length,
        cheapest: price !== null && lowest !== null && comparePrice(price, lowest) === 0,
      })
    }
  }
  return marks
}

interface Priced {
  readonly id: number
  readonly price: string | null
}
