import { beforeAll, describe, expect, it } from 'vitest'
import { listQuerySchema, toSearchParams, type ListResponse } from '../shared/catalog'
import { useDemoServer } from './testing/demo-fixture.test-support'

type ListItem = ListResponse['data'][number]

/**
 * Spec 4.1 filters. The oracle is the unfiltered catalog read page by page: every filtered
 * answer must equal the client-side filter of it (substring, case-insensitive, values OR,
 * filters AND), in id order.
 */
describe('GET /v1/items filters', () => {
  const demo = useDemoServer({ items: 3000, seed: 7 })
  let everything: ListItem[] = []

  beforeAll(async () => {
    everything = await demo.client.all()
  })

  const has = (text: string, needle: string) => text.toLowerCase().includes(needle.toLowerCase())
  const idsOf = (items: readonly ListItem[]) => items.map((item) => item.id)

  async function filtered(query: string): Promise<ListItem[]> {
    return demo.client.all(query)
  }

  it('the oracle holds the whole catalog in ascending id order', () => {
    expect(idsOf(everything)).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1))
  })

  it('filter[name] matches a substring of the display name', async () => {
    const result = await filtered('?filter[name]=Redline')
    const expected = everything.filter((item) => has(item.name, 'Redline'))
    expect(expected.length).toBeGreaterThan(10)
    expect(idsOf(result)).toEqual(idsOf(expected))
  })

  it('matching is case-insensitive, for non-ASCII letters too', async () => {
    const ascii = await filtered('?filter[name]=rEdLiNe')
    expect(idsOf(ascii)).toEqual(idsOf(everything.filter((item) => has(item.name, 'redline'))))
    const cyrillic = await filtered(`?filter[name]=${encodeURIComponent('КРАСНАЯ')}`)
    const expected = everything.filter((item) => item.name.includes('Красная'))
    expect(expected.length).toBeGreaterThan(0)
    expect(idsOf(cyrillic)).toEqual(idsOf(expected))
  })

  it('several comma-separated values are alternatives (OR)', async () => {
    const result = await filtered('?filter[name]=Redline,Asiimov,Dragonclaw')
    const expected = everything.filter((item) =>
      ['Redline', 'Asiimov', 'Dragonclaw'].some((v) => has(item.name, v)),
    )
    expect(idsOf(result)).toEqual(idsOf(expected))
    const redline = everything.filter((item) => has(item.name, 'Redline')).length
    expect(result.length).toBeGreaterThan(redline)
  })

  it('values are trimmed and empty values ignored', async () => {
    const spaced = await filtered(`?filter[name]=${encodeURIComponent(' Redline , ,Asiimov ')}`)
    const plain = await filtered('?filter[name]=Redline,Asiimov')
    expect(idsOf(spaced)).toEqual(idsOf(plain))
  })

  it('a repeated text filter adds values, like a comma', async () => {
    const repeated = await filtered('?filter[name]=Redline&filter[name]=Asiimov')
    const joined = await filtered('?filter[name]=Redline,Asiimov')
    expect(idsOf(repeated)).toEqual(idsOf(joined))
  })

  it('filter[market_hash_name] matches the market name, which stays English for localized items', async () => {
    const result = await filtered('?filter[market_hash_name]=Redline')
    const expected = everything.filter((item) => has(item.market_hash_name, 'Redline'))
    expect(idsOf(result)).toEqual(idsOf(expected))
    expect(result.some((item) => !has(item.name, 'Redline'))).toBe(true)
  })

  it('filters combine with AND', async () => {
    const result = await filtered('?filter[name]=AK-47&filter[market_hash_name]=Field-Tested,Minimal Wear')
    const expected = everything.filter(
      (item) =>
        has(item.name, 'AK-47') &&
        (has(item.market_hash_name, 'Field-Tested') || has(item.market_hash_name, 'Minimal Wear')),
    )
    expect(expected.length).toBeGreaterThan(0)
    expect(idsOf(result)).toEqual(idsOf(expected))
  })

  it.each([730, 570, 440, 252490])('filter[appid]=%i returns exactly that application', async (appid) => {
    const result = await filtered(`?filter[appid]=${appid}`)
    const expected = everything.filter((item) => item.appid === appid)
    expect(expected.length).toBeGreaterThan(0)
    expect(idsOf(result)).toEqual(idsOf(expected))
  })

  it('filter[appid] combines with the text filters', async () => {
    const result = await filtered('?filter[appid]=730&filter[market_hash_name]=Worn')
    const expected = everything.filter((item) => item.appid === 730 && has(item.market_hash_name, 'Worn'))
    expect(idsOf(result)).toEqual(idsOf(expected))
    const everywhere = everything.filter((item) => has(item.market_hash_name, 'Worn'))
    expect(everywhere.length).toBeGreaterThan(expected.length)
  })

  it('an application with no items, or a value nobody has, is an empty first page', async () => {
    for (const query of ['?filter[appid]=999', '?filter[name]=no-such-item-anywhere']) {
      const body = await demo.client.list(query)
      expect(body.data).toEqual([])
      expect(body.pagination).toMatchObject({ total: 0, current_page: 1, pages: 1 })
      expect(body.pagination.links.previous_page).toBeNull()
    }
  })

  it('an empty filter value means no filter', async () => {
    const body = await demo.client.list('?filter[name]=&filter[appid]=&filter[market_hash_name]=,')
    expect(body.pagination.total).toBe(3000)
  })

  it('percent-encoded brackets name the same filter', async () => {
    const encoded = await filtered('?filter%5Bname%5D=Redline')
    const literal = await filtered('?filter[name]=Redline')
    expect(idsOf(encoded)).toEqual(idsOf(literal))
  })

  it('several listings share name and market name at different prices', () => {
    const byName = new Map<string, ListItem[]>()
    for (const item of everything)
      byName.set(`${item.name}\u0000${item.market_hash_name}`, [
        ...(byName.get(`${item.name}\u0000${item.market_hash_name}`) ?? []),
        item,
      ])
    const shared = [...byName.values()].filter(
      (group) => group.length > 1 && new Set(group.map((item) => item.price)).size > 1,
    )
    expect(shared.length).toBeGreaterThan(50)
  })

  it("understands the app's own query builder (toSearchParams)", async () => {
    const query = listQuerySchema.parse({
      filters: { name: ['AK-47', 'Нож'], market_hash_name: ['Field-Tested', 'Minimal Wear'], appid: 730 },
      limit: 40,
      page: 2,
    })
    const body = await demo.client.list(`?${toSearchParams(query).toString()}`)
    const expected = everything.filter(
      (item) =>
        item.appid === 730 &&
        (has(item.name, 'AK-47') || has(item.name, 'Нож')) &&
        (has(item.market_hash_name, 'Field-Tested') || has(item.market_hash_name, 'Minimal Wear')),
    )
    expect(expected.length).toBeGreaterThan(80)
    expect(body.pagination).toMatchObject({ total: expected.length, per_page: 40, current_page: 2 })
    expect(idsOf(body.data)).toEqual(idsOf(expected.slice(40, 80)))
  })
})
