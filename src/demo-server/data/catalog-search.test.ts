import { describe, expect, it } from 'vitest'
import { createCatalog } from './catalog-data'
import type { CatalogFilters } from './catalog-search'

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
          matches(item.name, filters.names) &&
          matches(item.market_hash_name, filters.marketHashNames),
      )
      .map((item) => item.id)
  }

  const cases: [string, CatalogFilters][] = [
    ['no filter', { names: [], marketHashNames: [], appid: null }],
    ['one appid', { names: [], marketHashNames: [], appid: 252490 }],
    ['unknown appid', { names: [], marketHashNames: [], appid: 1 }],
    [
      'one product (sorted path)',
      { names: ['awp | dragon lore (factory new)'], marketHashNames: [], appid: null },
    ],
    ['few products (sorted path)', { names: ['howl', 'dragonclaw'], marketHashNames: [], appid: null }],
    ['most products (full pass)', { names: ['e'], marketHashNames: [], appid: null }],
    ['AND with appid', { names: ['a'], marketHashNames: ['worn'], appid: 730 }],
    ['no match', { names: ['zzz'], marketHashNames: [], appid: null }],
    ['localized', { names: ['красная'], marketHashNames: [], appid: null }],
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
    const found = catalog.find({ names: ['howl'], marketHashNames: [], appid: null })
    expect(found.slice(found.total, 10)).toEqual([])
    expect(found.slice(found.total - 3, 10)).toHaveLength(3)
  })
})
