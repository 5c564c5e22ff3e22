import { describe, expect, it } from 'vitest'
import type { LookupOutcome } from '../ipc'
import { lookupRecord, lookupTextHeaders, lookupTextRows, type LookupTextRow } from './lookup-columns'
import { inEnglish, saying } from '../i18n/english.test-support'

type HeldItem = Extract<LookupOutcome, { kind: 'item' }>['item']
const valid = <T>(value: T) => ({ ok: true as const, value })

function held(id: number, overrides: Partial<HeldItem> = {}): HeldItem {
  return {
    id,
    status: { known: true, value: 'WAITING_FOR_TRADE_ACCEPT' },
    hash: valid('a1B2'),
    bought_at: valid('2026-11-21T18:55:44.801518Z'),
    trade_offer_id: valid(987654),
    error_message: valid(null),
    error_date: valid(null),
    last_send: valid('2026-11-21 19:00:00'),
    next_try: valid(null),
    send_date: valid('2026-11-21 18:56:00'),
    image: valid('https://images.example.test/1.png'),
    price: valid('15.50'),
    name: valid('AK-47 | Redline'),
    market_hash_name: valid('AK-47 | Redline (Field-Tested)'),
    trade_url: valid('https://steamcommunity.com/tradeoffer/new/?partner=1&token=x'),
    ...overrides,
  }
}

const CATALOG = 'https://catalog.example.com/api'
const rows: LookupTextRow[] = [
  { id: 1042, outcome: { kind: 'item', item: held(1042) } },
  { id: 2291, outcome: { kind: 'not_found' } },
  {
    id: 3310,
    outcome: { kind: 'error', error: { kind: 'timeout', message: saying('did not answer') } },
  },
  { id: 4410, outcome: null },
]

describe('lookup text columns', () => {
  it('name the zone in the header and add send date, trade offer ID and link', () => {
    expect(lookupTextHeaders()).toEqual([
      'ID',
      'Status',
      'Name',
      'Bought at (UTC)',
      'Send date (server time)',
      'Last send (server time)',
      'Next try (server time)',
      'Trade offer ID',
      'Error',
      'Link',
    ])
  })

  it('write times as YYYY-MM-DD HH:MM:SS, never the raw ISO microseconds', () => {
    const [found] = lookupTextRows(rows, CATALOG, inEnglish)
    expect(found).toEqual([
      '1042',
      'Waiting for trade accept',
      'AK-47 | Redline',
      '2026-11-21 18:55:44',
      '2026-11-21 18:56:00',
      '2026-11-21 19:00:00',
      '',
      '987654',
      '',
      `catalog-browser://item/1042?catalog=${encodeURIComponent(CATALOG)}`,
    ])
  })

  it('say what happened to rows without an item, and link without a catalog when none is named', () => {
    const [, missing, failed, pending] = lookupTextRows(rows, null, inEnglish)
    expect(missing?.slice(0, 2)).toEqual(['2291', 'Not found'])
    expect(missing?.at(-1)).toBe('catalog-browser://item/2291')
    expect(failed?.[1]).toBe('Failed')
    expect(failed?.[8]).toBe(inEnglish(saying('did not answer')))
    expect(pending?.[1]).toBe('Not looked up yet')
  })

  it('mark a malformed field as unexpected instead of passing it off as a value', () => {
    const item = held(7, { bought_at: { ok: false, raw: 'yesterday', reason: 'not a timestamp' } })
    const [row] = lookupTextRows([{ id: 7, outcome: { kind: 'item', item } }], null, inEnglish)
    expect(row?.[3]).toBe('unexpected value: yesterday')
    expect(lookupRecord({ id: 7, outcome: { kind: 'item', item } }, null, inEnglish)).toMatchObject({
      bought_at: { unexpected: 'yesterday' },
    })
  })
})

describe('lookup JSON records', () => {
  it("use the catalog's field names, numbers for IDs, and say what the lookup found", () => {
    expect(lookupRecord(rows[0]!, CATALOG, inEnglish)).toMatchObject({
      id: 1042,
      lookup: 'found',
      status: 'WAITING_FOR_TRADE_ACCEPT',
      name: 'AK-47 | Redline',
      bought_at: '2026-11-21T18:55:44.801518Z',
      send_date: '2026-11-21 18:56:00',
      trade_offer_id: 987654,
      error_message: null,
      link: `catalog-browser://item/1042?catalog=${encodeURIComponent(CATALOG)}`,
    })
    expect(lookupRecord(rows[1]!, null, inEnglish)).toEqual({
      id: 2291,
      lookup: 'not_found',
      link: 'catalog-browser://item/2291',
    })
    expect(lookupRecord(rows[2]!, null, inEnglish)).toMatchObject({
      lookup: 'failed',
      error: inEnglish(saying('did not answer')),
    })
    expect(lookupRecord(rows[3]!, null, inEnglish)).toMatchObject({ id: 4410, lookup: 'pending' })
  })
})
