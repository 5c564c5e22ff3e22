import { describe, expect, it } from 'vitest'
import type { FilterDescriptor } from '../../shared/catalog'
import { FIELD_NAMES } from '../../shared/catalog/list-columns'
import { FILTER_READERS, type FilterQuery } from './filter-readers'

/** A filter of the demo's reading, as FILTERS would hold it (no decimal filter ships yet). */
const PRICE: FilterDescriptor = {
  key: 'price',
  param: 'filter[price]',
  kind: 'decimal',
  label: FIELD_NAMES.price,
  placeholder: FIELD_NAMES.price,
}
const APP: FilterDescriptor = { ...PRICE, key: 'appid', param: 'filter[appid]', kind: 'integer' }

/** A query holding `sent` under every parameter, recording what was refused. */
function queryOf(...sent: string[]) {
  const refused: string[] = []
  const query: FilterQuery = {
    all: () => sent,
    single: (param) => {
      if (sent.length > 1) {
        refused.push(`${param} repeated`)
        return undefined
      }
      return sent[0]
    },
    fail: (_param, message) => refused.push(message),
  }
  return { query, refused }
}

describe('FILTER_READERS.decimal', () => {
  it.each([
    ['12.50', '12.50'],
    ['12.5', '12.50'],
    [' 12 ', '12.00'],
    ['0.05', '0.05'],
  ])('reads %j as %j', (sent, value) => {
    const { query, refused } = queryOf(sent)
    expect(FILTER_READERS.decimal(PRICE, query)).toBe(value)
    expect(refused).toEqual([])
  })

  it('reads a missing or blank value as no filter', () => {
    expect(FILTER_READERS.decimal(PRICE, queryOf().query)).toBeNull()
    expect(FILTER_READERS.decimal(PRICE, queryOf('  ').query)).toBeNull()
  })

  it.each(['12.505', '-1', '1e3', '12,50', 'cheap'])(
    'refuses %j under its parameter, with an example',
    (sent) => {
      const { query, refused } = queryOf(sent)
      expect(FILTER_READERS.decimal(PRICE, query)).toBeNull()
      expect(refused).toEqual([
        `filter[price] must be a decimal number with at most two fraction digits, such as 12.50 (got "${sent}").`,
      ])
    },
  )

  it('refuses a repeated value rather than choosing one', () => {
    const { query, refused } = queryOf('1.00', '2.00')
    expect(FILTER_READERS.decimal(PRICE, query)).toBeNull()
    expect(refused).toEqual(['filter[price] repeated'])
  })
})

describe('FILTER_READERS.integer', () => {
  it('never takes a decimal for a whole number', () => {
    const { query, refused } = queryOf('12.5')
    expect(FILTER_READERS.integer(APP, query)).toBeNull()
    expect(refused).toEqual(['filter[appid] must be a whole number such as 730 (got "12.5").'])
    expect(FILTER_READERS.integer(APP, queryOf('730').query)).toBe(730)
  })
})

describe('FILTER_READERS.text', () => {
  it('splits, trims, lower-cases and de-duplicates every occurrence', () => {
    expect(FILTER_READERS.text(PRICE, queryOf(' AK-47 ,awp', 'ak-47,', 'Ä').query)).toEqual([
      'ak-47',
      'awp',
      'ä',
    ])
  })
})
