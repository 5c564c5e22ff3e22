import { describe, expect, it } from 'vitest'
import { errorEnvelopeSchema, itemResponseSchema, listResponseSchema } from './envelope'

const entry = (id: number) => ({
  id,
  appid: 570,
  image: `http://127.0.0.1:4010/images/${id}.svg`,
  price: '1.00',
  name: 'Dragonclaw Hook (Used)',
  market_hash_name: 'Dragonclaw Hook (Used)',
  platform_price: '1.10',
})

const LIST = {
  success: true,
  type: 'pagination',
  data: [entry(1), entry(2), entry(3), entry(4)],
  pagination: {
    total: 4,
    per_page: 25,
    current_page: 1,
    pages: 1,
    links: {
      next_page: 'http://127.0.0.1:4010/v1/items?page=2',
      previous_page: null,
      first_page: 'http://127.0.0.1:4010/v1/items?page=1',
    },
  },
}

describe('listResponseSchema', () => {
  it('tolerates next_page null on the last page (frameworks send it; the client never follows links)', () => {
    const last = {
      ...LIST,
      pagination: { ...LIST.pagination, links: { ...LIST.pagination.links, next_page: null } },
    }
    expect(listResponseSchema.safeParse(last).success).toBe(true)
  })

  it('parses a list page, previous_page null', () => {
    expect(listResponseSchema.parse(LIST).data).toHaveLength(4)
  })

  it('tolerates extra fields at every level', () => {
    const extended = {
      ...LIST,
      meta: { took: 3 },
      pagination: { ...LIST.pagination, from: 1, links: { ...LIST.pagination.links, last_page: 'x' } },
    }
    expect(listResponseSchema.safeParse(extended).success).toBe(true)
  })

  it('gives the path of the first mismatch, e.g. data.3.price', () => {
    const bad = { ...LIST, data: [entry(1), entry(2), entry(3), { ...entry(4), price: '1.5' }] }
    const result = listResponseSchema.safeParse(bad)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['data', 3, 'price'])
  })

  it.each([
    ['type', { ...LIST, type: 'response' }, ['type']],
    ['success', { ...LIST, success: false }, ['success']],
    ['missing pagination', { ...LIST, pagination: undefined }, ['pagination']],
    ['per_page 0', { ...LIST, pagination: { ...LIST.pagination, per_page: 0 } }, ['pagination', 'per_page']],
    [
      'next_page missing',
      { ...LIST, pagination: { ...LIST.pagination, links: { first_page: 'x', previous_page: null } } },
      ['pagination', 'links', 'next_page'],
    ],
  ])('refuses a bad %s', (_label, value, path) => {
    expect(listResponseSchema.safeParse(value).error?.issues[0]?.path).toEqual(path)
  })
})

describe('itemResponseSchema', () => {
  it('refuses a list body', () => {
    expect(itemResponseSchema.safeParse(LIST).success).toBe(false)
  })
})

describe('errorEnvelopeSchema', () => {
  it('parses the 422 body of spec 4.1', () => {
    const body = {
      success: false,
      type: 'error',
      message: 'validation error',
      data: { 'filter[x]': ['The filter "filter[x]" is not allowed.'] },
    }
    expect(errorEnvelopeSchema.parse(body).data).toEqual(body.data)
  })

  it('parses a bare error without data (401, 404…)', () => {
    expect(
      errorEnvelopeSchema.parse({ success: false, type: 'error', message: 'Unauthenticated.' }).data,
    ).toBeUndefined()
  })

  it.each([[[]], [null]])('reads data %j (common for "no details") as absent', (data) => {
    expect(
      errorEnvelopeSchema.parse({ success: false, type: 'error', message: 'x', data }).data,
    ).toBeUndefined()
  })

  it.each([
    ['success true', { success: true, type: 'error', message: 'x' }],
    ['no message', { success: false, type: 'error' }],
    ['data values not arrays', { success: false, type: 'error', message: 'x', data: { limit: 'bad' } }],
  ])('refuses %s', (_label, value) => {
    expect(errorEnvelopeSchema.safeParse(value).success).toBe(false)
  })
})
