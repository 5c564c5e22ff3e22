import { describe, expect, it } from 'vitest'
import { EMPTY_FILTERS } from './empty-filters'
import {
  FILTER_LIMITS,
  FILTERS,
  emptyValue,
  hasFilters,
  isSet,
  paramValue,
  type FilterKind,
  type FilterValue,
  type ListFilters,
} from './filters'
import { FILTER_SCHEMA_OF_KIND, listFiltersSchema, listQuerySchema, toSearchParams } from './list-query'

/** A value that restricts, per kind. */
const SET_VALUE: { readonly [K in FilterKind]: FilterValue<K> } = { text: ['x'], integer: 7, decimal: '7.50' }

/** A filters object where only `key` is set, to a value of its kind. */
function only(key: string, kind: FilterKind): ListFilters {
  return { ...EMPTY_FILTERS, [key]: SET_VALUE[kind] } as ListFilters
}

describe('FILTERS', () => {
  it('names every filter once, each with its own query parameter', () => {
    expect(new Set(FILTERS.map((filter) => filter.key)).size).toBe(FILTERS.length)
    expect(new Set(FILTERS.map((filter) => filter.param)).size).toBe(FILTERS.length)
    for (const filter of FILTERS) expect(filter.param).toBe(`filter[${filter.key}]`)
  })

  it('gives the empty filters one empty value per entry', () => {
    expect(Object.keys(EMPTY_FILTERS).sort()).toEqual(FILTERS.map((filter) => filter.key).sort())
    expect(hasFilters(EMPTY_FILTERS)).toBe(false)
    expect(listFiltersSchema.parse({})).toEqual(EMPTY_FILTERS)
  })

  it.each(FILTERS.map((filter) => [filter.key, filter.kind] as const))(
    '%s: counts as a filter, is sent under its parameter, and is kept by the schema',
    (key, kind) => {
      const filters = only(key, kind)
      expect(hasFilters(filters)).toBe(true)
      const param = FILTERS.find((filter) => filter.key === key)!.param
      const params = toSearchParams({ filters, limit: 10, page: 1 })
      expect([...params.keys()]).toEqual([param, 'limit', 'page'])
      expect(listQuerySchema.parse({ filters, limit: 10, page: 1 }).filters).toEqual(filters)
    },
  )

  it('holds the limits the schema enforces', () => {
    const text = FILTERS.find((filter) => filter.kind === 'text')!.key
    const many = Array.from({ length: FILTER_LIMITS.values + 1 }, (_, index) => `v${index}`)
    expect(listFiltersSchema.safeParse({ [text]: many.slice(1) }).success).toBe(true)
    expect(listFiltersSchema.safeParse({ [text]: many }).success).toBe(false)
    expect(listFiltersSchema.safeParse({ [text]: ['x'.repeat(FILTER_LIMITS.characters)] }).success).toBe(true)
    expect(listFiltersSchema.safeParse({ [text]: ['x'.repeat(FILTER_LIMITS.characters + 1)] }).success).toBe(
      false,
    )
  })
})

describe('paramValue', () => {
  it.each([
    [[], null],
    [null, null],
    [['a', 'b'], 'a,b'],
    [0, '0'],
    [730, '730'],
    ['12.50', '12.50'],
    ['0.00', '0.00'],
  ] as const)('%j -> %j', (value, expected) => {
    expect(paramValue(value as readonly string[] | number | string | null)).toBe(expected)
  })
})

describe('filter kinds', () => {
  it.each(Object.keys(SET_VALUE) as FilterKind[])(
    '%s: the empty value is no filter, a set one is',
    (kind) => {
      expect(isSet(emptyValue(kind))).toBe(false)
      expect(isSet(SET_VALUE[kind])).toBe(true)
    },
  )

  it('a decimal filter takes canonical text only: never a float, never uncanonical text', () => {
    const decimal = FILTER_SCHEMA_OF_KIND.decimal
    expect(decimal.parse('12.50')).toBe('12.50')
    expect(decimal.parse(null)).toBeNull()
    expect(decimal.parse(undefined)).toBeNull()
    for (const refused of [12.5, '12.5', '12', '-1.00', '1e3', '']) {
      expect(decimal.safeParse(refused).success).toBe(false)
    }
  })
})
