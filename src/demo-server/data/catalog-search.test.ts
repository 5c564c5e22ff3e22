import { describe, expect, it } from 'vitest'
import { createCatalog } from './catalog-data'
import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import type { CatalogFilters } from './catalog-search'
import { FILTER_MATCHERS } from './filter-matchers'
import { decimalToCents } from '../../shared/catalog/decimal'

/**
 * The indexed search against a brute-force scan of the same catalog, across both ways of
 * gathering ids (sorting a few product lists, or one pass over the whole index).
 */
describe('catalog search', () => {
  const catalog = createCatalog({ items: 20_000, seed: 5 })
  const everything = Array.from({ length: catalog.size }, (_, i) => catalog.listItem(i + 1, 'http://x'))

  function bruteForce(filters: CatalogFilters): number[] {
    const matches = (text: string, values: readonly string[]) =>
      values.length === 0 || values.some((value) => text.toLowerCase().includes(value))
    return everything
      .filter(
        (item) =>
          (filters.appid === null || item.appid === filters.appid) &&
          matches(item.name, filters.name) &&
          matches(item.market_hash_name, filters.market_hash_name),
      )
      .map((item) => item.id)
  }

  const cases: [string, CatalogFilters][] = [
    ['no filter', { ...EMPTY_FILTERS }],
    ['one appid', { ...EMPTY_FILTERS, appid: 252490 }],
    ['unknown appid', { ...EMPTY_FILTERS, appid: 1 }],
    ['one product (sorted path)', { ...EMPTY_FILTERS, name: ['awp | dragon lore (factory new)'] }],
    ['few products (sorted path)', { ...EMPTY_FILTERS, name: ['howl', 'dragonclaw'] }],
    ['most products (full pass)', { ...EMPTY_FILTERS, name: ['e'] }],
    ['AND with appid', { ...EMPTY_FILTERS, name: ['a'], market_hash_name: ['worn'], appid: 730 }],
    ['no match', { ...EMPTY_FILTERS, name: ['zzz'] }],
    ['localized', { ...EMPTY_FILTERS, name: ['красная'] }],
  ]

  it.each(cases)('%s: same ids, same order as a brute-force scan', (_label, filters) => {
    const expected = bruteForce(filters)
    const found = catalog.find(filters)
    expect(found.total).toBe(expected.length)
    expect(found.slice(0, found.total)).toEqual(expected)
    // A repeated query (served from the cache) answers the same.
    expect(catalog.find(filters).slice(0, found.total)).toEqual(expected)
  })

  it('slices past the end are empty and partial slices are cut', () => {
    const found = catalog.find({ ...EMPTY_FILTERS, name: ['howl'] })
    expect(found.slice(found.total, 10)).toEqual([])
    expect(found.slice(found.total - 3, 10)).toHaveLength(3)
  })

  describe('filters on a listing’s own values', () => {
    // No filter of the app reads a listing's own value yet: App ID is made one here, matching
    // listings whose price in cents has the same remainder by 7 as the asked number, on a
    // catalog with ID gaps (a listing's price comes from its ID, not its position).
    const byPrice = createCatalog({
      items: 5_000,
      seed: 9,
      missingEvery: 10,
      matchers: {
        ...FILTER_MATCHERS,
        appid: { per: 'listing', matches: (listing, appid) => listing.priceCents % 7 === appid % 7 },
      },
    })
    const ids = Array.from({ length: 5_600 }, (_, i) => i + 1).filter((id) => byPrice.has(id))
    const listings = ids.map((id) => byPrice.listItem(id, 'http://x'))

    const cases: [string, CatalogFilters & { appid: number }][] = [
      ['alone', { ...EMPTY_FILTERS, appid: 3 }],
      ['after a product filter', { ...EMPTY_FILTERS, name: ['a'], appid: 5 }],
    ]
    it.each(cases)('%s: same ids as a brute-force scan', (_label, filters) => {
      const expected = listings
        .filter(
          (item) =>
            decimalToCents(item.price) % 7 === filters.appid % 7 &&
            filters.name.every((value) => item.name.toLowerCase().includes(value)),
        )
        .map((item) => item.id)
      expect(expected.length).toBeGreaterThan(100)
      const found = byPrice.find(filters)
      expect(found.slice(0, found.total)).toEqual(expected)
    })
  })
})
