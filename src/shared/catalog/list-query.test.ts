import { describe, expect, it } from 'vitest'
import { EMPTY_FILTERS } from './empty-filters'
import { filterValueSchema, listQuerySchema, toSearchParams } from './list-query'

describe('listQuerySchema', () => {
  it('fills empty filters by default', () => {
    expect(listQuerySchema.parse({ limit: 25, page: 1 })).toEqual({
      filters: EMPTY_FILTERS,
      limit: 25,
      page: 1,
    })
  })

  it.each([0, 251, 1.5, -1])('refuses limit %j', (limit) => {
    expect(listQuerySchema.safeParse({ limit, page: 1 }).error?.issues[0]?.path).toEqual(['limit'])
  })

  it.each([0, -1, 2.5, 2 ** 53])('refuses page %j', (page) => {
    expect(listQuerySchema.safeParse({ limit: 10, page }).error?.issues[0]?.path).toEqual(['page'])
  })

  it('trims filter values and refuses empty, comma-containing or overlong ones', () => {
    expect(filterValueSchema.parse('  Redline ')).toBe('Redline')
    expect(filterValueSchema.safeParse('   ').success).toBe(false)
    expect(filterValueSchema.safeParse('a,b').success).toBe(false)
    expect(filterValueSchema.safeParse('x'.repeat(201)).success).toBe(false)
  })
})

describe('toSearchParams', () => {
  it('joins multi-value filters with commas and always sends limit and page', () => {
    const params = toSearchParams(
      listQuerySchema.parse({
        filters: { name: ['AK-47', 'AWP'], market_hash_name: ['Field-Tested'], appid: 730 },
        limit: 50,
        page: 3,
      }),
    )
    expect([...params]).toEqual([
      ['filter[name]', 'AK-47,AWP'],
      ['filter[market_hash_name]', 'Field-Tested'],
      ['filter[appid]', '730'],
      ['limit', '50'],
      ['page', '3'],
    ])
    expect(params.toString()).toContain('filter%5Bname%5D=AK-47%2CAWP')
  })

  it('leaves empty filters out', () => {
    expect([...toSearchParams({ filters: EMPTY_FILTERS, limit: 25, page: 1 })]).toEqual([
      ['limit', '25'],
      ['page', '1'],
    ])
  })
})
