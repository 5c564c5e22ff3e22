import { z } from 'zod'
import {
  filterValueSchema,
  listFiltersSchema,
  listQuerySchema,
  MAX_LIMIT,
  MIN_LIMIT,
  positiveId,
  type SingleItem,
} from '../catalog'
import type { EncodedItemsPage } from '../catalog/packed-items'
import type { NameSearchAnswer } from '../lookup/name-search'
import type { NameStyle } from '../ticket/item-names-in-ticket'
import { DENSITIES, DETAIL_WIDTH } from '../layout'
import { channel, empty, returns } from './contract-entries'

/** The item list, one item, and the connected catalog's saved filters, page and layout. */

/** Requests that share a slot supersede each other: a newer one cancels the older one in main. */
const slot = z.enum(['list', 'detail']).optional()
export const catalogPrefsSchema = z.strictObject({
  pageSize: z.number().int().min(MIN_LIMIT).max(MAX_LIMIT),
  page: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  filters: listFiltersSchema,
  /** Optional so settings files written before it existed still load. */
  layout: z
    .strictObject({
      detailWidth: z.number().int().min(DETAIL_WIDTH.min).max(DETAIL_WIDTH.max),
      density: z.enum(DENSITIES),
    })
    .optional(),
})
export type CatalogPrefs = z.output<typeof catalogPrefsSchema>

export const ITEMS_CHANNELS = {
  'items:list': channel({
    method: 'listItems',
    request: z.strictObject({ query: listQuerySchema, slot }),
    // JSON text of the page packed column-wise: the cheapest way into the window (packed-items.ts).
    response: returns<EncodedItemsPage>(),
    // Masked as values by the items service before it is encoded.
    pass: 'encoded',
  }),
  'items:get': channel({
    method: 'getItem',
    request: z.strictObject({ id: positiveId, slot }),
    response: returns<SingleItem>(),
  }),
  /**
   * Every item of a name a customer wrote (`Find items named <name>`): all pages of the list
   * filtered by it, or `too_many` past MAX_NAME_MATCHES. A newer search cancels an older one.
   */
  'items:findByName': channel({
    method: 'findItemsByName',
    request: z.strictObject({
      name: filterValueSchema,
      style: z.enum(['market-hash', 'display'] as const satisfies readonly NameStyle[]),
    }),
    response: returns<NameSearchAnswer>(),
  }),
  /** `Cancel lookup` while a search by name runs: its answer is then `cancelled`. */
  'items:cancelFindByName': channel({
    method: 'cancelFindItemsByName',
    request: empty,
    response: returns<{ readonly cancelled: boolean }>(),
  }),
  'prefs:get': channel({ method: 'getPrefs', request: empty, response: returns<CatalogPrefs>() }),
  'prefs:set': channel({
    method: 'setPrefs',
    request: catalogPrefsSchema,
    response: returns<CatalogPrefs>(),
  }),
} as const
