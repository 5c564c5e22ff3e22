import { describe, expect, it } from 'vitest'
import { listItemSchema, singleItemSchema, type SingleItemWire } from './item'

const ITEM: SingleItemWire = {
  id: 17,
  hash: 'a1b2c3d4e5f6',
  status: 'WAITING_FOR_SEND',
  bought_at: '2024-05-01T12:30:00.123456Z',
  trade_offer_id: 6123456789,
  error_message: 'Steam is temporarily unavailable',
  error_date: '2024-05-01 12:35:00',
  last_send: '2024-05-01 12:35:00',
  next_try: '2024-05-01 12:50:00',
  send_date: '2024-05-01 12:31:00',
  image: 'https://cdn.example/17.png',
  price: '12.50',
  name: 'AK-47 | Красная линия (После полевых испытаний)',
  market_hash_name: 'AK-47 | Redline (Field-Tested)',
  trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=123&token=AbCd1234',
}

describe('singleItemSchema', () => {
  it('parses a complete item and classifies its status', () => {
    const item = singleItemSchema.parse(ITEM)
    expect(item.status).toEqual({ known: true, value: 'WAITING_FOR_SEND' })
    expect(item.name).toBe(ITEM.name)
  })

  it('accepts null for error_message, error_date and next_try', () => {
    expect(
      singleItemSchema.safeParse({ ...ITEM, error_message: null, error_date: null, next_try: null }).success,
    ).toBe(true)
  })

  it('keeps an unknown status as {known: false} instead of failing the item', () => {
    expect(singleItemSchema.parse({ ...ITEM, status: 'ON_HOLD' }).status).toEqual({
      known: false,
      value: 'ON_HOLD',
    })
  })

  it('tolerates and keeps fields the spec does not list', () => {
    const parsed = singleItemSchema.parse({ ...ITEM, float_value: 0.123, appid: 730 })
    expect(parsed).toMatchObject({ float_value: 0.123, appid: 730 })
  })

  it.each([
    ['bought_at', '2024-02-30T00:00:00.000000Z'],
    ['last_send', '2024-05-01T12:35:00'],
    ['send_date', null],
    ['next_try', '2024-05-01'],
    ['price', '12.5'],
    ['trade_url', 'https://steamcommunity.com/tradeoffer/new/?partner=123'],
    ['trade_offer_id', '6123456789'],
    ['id', 0],
    ['error_message', 42],
  ] as const)('reports the field of a bad %s in the error path', (field, value) => {
    const result = singleItemSchema.safeParse({ ...ITEM, [field]: value })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([field])
  })

  it('a missing field fails with its name in the path', () => {
    const { trade_url: _omitted, ...rest } = ITEM
    const result = singleItemSchema.safeParse(rest)
    expect(result.error?.issues[0]?.path).toEqual(['trade_url'])
  })
})

describe('listItemSchema', () => {
  const ENTRY = {
    id: 1,
    appid: 730,
    image: 'http://127.0.0.1:4010/images/1.svg',
    price: '20.10',
    name: 'AK-47 | Redline (Field-Tested)',
    market_hash_name: 'AK-47 | Redline (Field-Tested)',
    platform_price: '21.00',
  }

  it('parses an entry and tolerates extra fields', () => {
    expect(listItemSchema.parse({ ...ENTRY, rarity: 'Classified' })).toMatchObject({
      ...ENTRY,
      rarity: 'Classified',
    })
  })

  it.each([
    ['platform_price', '21'],
    ['appid', '730'],
    ['name', null],
  ] as const)('refuses a bad %s', (field, value) => {
    const result = listItemSchema.safeParse({ ...ENTRY, [field]: value })
    expect(result.error?.issues[0]?.path).toEqual([field])
  })
})
