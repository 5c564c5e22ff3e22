import { describe, expect, it } from 'vitest'
import { MAX_RAW_FIELD_CHARS } from './field'
import { parseListItems } from './list-items'
import { listField } from './list-field'
import { tolerantSingleItemSchema } from './item'
import { rawText } from './shown-field'

const documented = {
  id: 5,
  hash: 'abc123',
  status: 'AVAILABLE',
  bought_at: '2024-05-01T12:30:00.123456Z',
  trade_offer_id: 9,
  error_message: null,
  error_date: null,
  last_send: '2024-05-01 12:31:00',
  next_try: null,
  send_date: '2024-05-01 12:31:00',
  image: 'https://img.example/5.png',
  price: '1.00',
  name: 'Knife',
  market_hash_name: 'Knife (FT)',
  trade_url: 'https://trade.example/new/?partner=1&token=abc',
}
const listed = (id: unknown) => ({
  id,
  appid: 730,
  image: 'https://img.example/x.png',
  price: '1.00',
  name: 'A',
  market_hash_name: 'A (FT)',
  platform_price: '2.00',
})

describe('single item: each display-only field on its own', () => {
  it('reads a documented item with every field valid', () => {
    const item = tolerantSingleItemSchema.parse(documented)
    expect(item.name).toEqual({ ok: true, value: 'Knife' })
    expect(item.error_message).toEqual({ ok: true, value: null })
  })

  it.each([
    ['bought_at', '2024-02-31T00:00:00.000000Z'],
    ['last_send', 'yesterday'],
    ['send_date', 20240501],
    ['trade_url', 'http://trade.example/new/?partner=1'],
    ['trade_url', 'javascript:alert(1)'],
    ['price', 12.5],
    ['name', { html: '<b>x</b>' }],
    ['trade_offer_id', -1],
  ])('a malformed %s costs only that field (%j)', (key, value) => {
    const item = tolerantSingleItemSchema.parse({ ...documented, [key]: value })
    const field = item[key as keyof typeof item] as { ok: boolean; raw?: string; reason?: string }
    expect(field.ok).toBe(false)
    expect(field.raw).toBe(typeof value === 'string' ? value : JSON.stringify(value))
    expect(field.reason).toBeTruthy()
    expect(item.hash).toEqual({ ok: true, value: 'abc123' })
  })

  it('reads a missing field as "(missing)", not as a valid empty value', () => {
    const { send_date: _dropped, ...rest } = documented
    expect(tolerantSingleItemSchema.parse(rest).send_date).toMatchObject({ ok: false, raw: '(missing)' })
  })

  it('cuts a huge raw value to a bounded text', () => {
    const item = tolerantSingleItemSchema.parse({ ...documented, name: 'x'.repeat(1_000_000) })
    expect(item.name.ok).toBe(false)
    if (!item.name.ok) expect(item.name.raw.length).toBe(MAX_RAW_FIELD_CHARS + 1)
  })

  it('stays strict on the id the client checks against the request', () => {
    expect(tolerantSingleItemSchema.safeParse({ ...documented, id: '5' }).success).toBe(false)
  })

  it('keeps an unknown status as {known: false}', () => {
    expect(tolerantSingleItemSchema.parse({ ...documented, status: 'LOST' }).status).toEqual({
      known: false,
      value: 'LOST',
    })
  })
})

describe('list: each element on its own', () => {
  it('keeps a malformed field to its cell: the item stays, the field says what arrived', () => {
    const parsed = parseListItems([
      { ...listed(1), added_by_service: 'x' },
      { ...listed(2), price: 'free', name: 42 },
      listed(3),
    ])
    expect(parsed.items.map((item) => item.id)).toEqual([1, 2, 3])
    expect(parsed.unreadable).toEqual([])
    const second = parsed.items[1]!
    expect(second.price).toBeNull()
    expect(listField(second, 'price')).toMatchObject({ ok: false, raw: 'free' })
    expect(listField(second, 'name')).toMatchObject({ ok: false, raw: '42' })
    expect(second.market_hash_name).toBe(listed(2).market_hash_name)
    expect(Object.keys(second.unreadable ?? {}).sort()).toEqual(['name', 'price'])
    expect(parsed.items[0]?.price).toBe(listed(1).price)
    // A readable item carries no `unreadable` at all, and no key the service added.
    expect(parsed.items[0]).toEqual({ ...listed(1) })
  })

  it('marks as unreadable only what has no usable ID or is not an item at all', () => {
    const parsed = parseListItems([
      listed(1),
      { name: 'no id' },
      null,
      'text',
      { ...listed(4), id: -4 },
      listed(5),
    ])
    expect(parsed.items.map((item) => item.id)).toEqual([1, 5])
    expect(parsed.unreadable.map(({ index, id }) => ({ index, id }))).toEqual([
      { index: 1, id: null },
      { index: 2, id: null },
      { index: 3, id: null },
      { index: 4, id: null },
    ])
    expect(parsed.unreadable[0]?.reason).toContain('id')
  })

  it('reports a missing field as malformed, not as an empty value', () => {
    const { name: _dropped, ...withoutName } = listed(9)
    const [item] = parseListItems([withoutName]).items
    expect(item && listField(item, 'name')).toMatchObject({ ok: false, raw: '(missing)' })
  })

  it('does not take a wrongly typed id as the row ID', () => {
    expect(parseListItems([listed('7')]).unreadable[0]?.id).toBeNull()
  })
})

describe('rawText', () => {
  it('shows strings verbatim and other values as JSON', () => {
    expect(rawText('<script>')).toBe('<script>')
    expect(rawText(12.5)).toBe('12.5')
    expect(rawText(null)).toBe('null')
  })
})
