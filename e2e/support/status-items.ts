import { KNOWN_STATUSES, type KnownStatus, type DocumentedSingleItem } from '../../src/shared/catalog'
import type { TestCatalog } from './test-catalog'

/**
 * One item of each of the five statuses, found by asking the server item by item.
 *
 * Bounded: a catalog that lacks a status after `maxId` items fails loudly instead of
 * looping, since the story then cannot be told.
 */
export async function itemsByStatus(
  catalog: TestCatalog,
  maxId = 500,
): Promise<Record<KnownStatus, DocumentedSingleItem>> {
  const found = new Map<KnownStatus, DocumentedSingleItem>()
  for (let id = 1; id <= maxId && found.size < KNOWN_STATUSES.length; id++) {
    const item = await catalog.item(id)
    const { status } = item
    if (status.known && !found.has(status.value)) found.set(status.value, item)
  }
  const missing = KNOWN_STATUSES.filter((status) => !found.has(status))
  if (missing.length > 0) throw new Error(`No item with status ${missing.join(', ')} among ids 1..${maxId}`)
  return Object.fromEntries(found) as Record<KnownStatus, DocumentedSingleItem>
}

/** The first item whose trade URL is https, the only kind the app may open in a browser. */
export async function firstItemWithHttpsTradeUrl(
  catalog: TestCatalog,
  maxId = 100,
): Promise<DocumentedSingleItem> {
  for (let id = 1; id <= maxId; id++) {
    const item = await catalog.item(id)
    if (item.trade_url.startsWith('https://')) return item
  }
  throw new Error(`No item with an https trade URL among ids 1..${maxId}`)
}
