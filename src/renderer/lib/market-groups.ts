import type { ListItem } from '../../shared/catalog'
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
  const groups = new Map<string, ListItem[]>()
  for (const item of items) {
    const group = groups.get(item.market_hash_name)
    if (group) group.push(item)
    else groups.set(item.market_hash_name, [item])
  }
  const marks = new Map<number, MarketMark>()
  for (const group of groups.values()) {
    if (group.length < 2) continue
    let lowest = group[0]!.price
    for (const item of group) if (comparePrice(item.price, lowest) < 0) lowest = item.price
    for (const item of group) {
      marks.set(item.id, { count: group.length, cheapest: comparePrice(item.price, lowest) === 0 })
    }
  }
  return marks
}
