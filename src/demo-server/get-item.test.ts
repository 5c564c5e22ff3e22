import { beforeAll, describe, expect, it } from 'vitest'
import { KNOWN_STATUSES, type ItemResponse } from '../shared/catalog'
import { startDemoServer } from './index'
import { ContractClient } from './testing/contract-client.test-support'
import { useDemoServer } from './testing/demo-fixture.test-support'

type Item = ItemResponse['data']

/** The 15 fields of spec 2.4, in its order. */
const SPEC_FIELDS = [
  'id',
  'hash',
  'status',
  'bought_at',
  'trade_offer_id',
  'error_message',
  'error_date',
  'last_send',
  'next_try',
  'send_date',
  'image',
  'price',
  'name',
  'market_hash_name',
  'trade_url',
]

describe('GET /v1/items/{item_id}', () => {
  // A fixed moment: the 300 items read below tell their stories from one and the same "now".
  const demo = useDemoServer({ items: 2000, now: Date.UTC(2026, 10, 23, 12, 0) })
  let sample: Item[] = []

  beforeAll(async () => {
    // 300 items, fetched in parallel batches: enough to see every status and error shape.
    for (let start = 1; start <= 300; start += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, (_, i) => demo.client.item(start + i)))
      sample.push(...batch.map((body) => body.data))
    }
    sample = sample.sort((a, b) => a.id - b.id)
  })

  it('answers with type "response" and exactly the fields of spec 2.4', async () => {
    const raw = await fetch(demo.client.url('/v1/items/42'), {
      headers: { Authorization: `Bearer ${demo.server.token}` },
    })
    const json = (await raw.json()) as { success: boolean; type: string; data: Record<string, unknown> }
    expect(json.success).toBe(true)
    expect(json.type).toBe('response')
    expect(Object.keys(json.data)).toEqual(SPEC_FIELDS)
    expect((await demo.client.item(42)).data.id).toBe(42)
  })

  it('writes every field in its exact format', () => {
    for (const item of sample) {
      expect(item.bought_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
      for (const stamp of [item.last_send, item.send_date, item.next_try, item.error_date]) {
        if (stamp !== null) expect(stamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      }
      expect(item.price).toMatch(/^\d+\.\d{2}$/)
      expect(item.hash).toMatch(/^[A-Za-z0-9]+$/)
      expect(Number.isSafeInteger(item.trade_offer_id)).toBe(true)
      expect(item.trade_url).toMatch(
        /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d+&token=[A-Za-z0-9]{8}$/,
      )
      expect(item.image).toBe(`${demo.server.url}/images/${item.id}.png`)
    }
  })

  it('tells a consistent delivery story: bought <= sent <= last send <= next try', () => {
    const seconds = (stamp: string) => Date.parse(`${stamp.replace(' ', 'T')}Z`)
    for (const item of sample) {
      const bought = Date.parse(item.bought_at)
      expect(seconds(item.send_date)).toBeGreaterThanOrEqual(bought - 1000)
      expect(seconds(item.last_send)).toBeGreaterThanOrEqual(seconds(item.send_date))
      if (item.next_try !== null) expect(seconds(item.next_try)).toBeGreaterThan(seconds(item.last_send))
      expect(item.error_message === null).toBe(item.error_date === null)
    }
  })

  it('covers all five statuses, errors and scheduled retries', () => {
    const statuses = new Set(sample.map((item) => item.status.value))
    expect([...statuses].sort()).toEqual([...KNOWN_STATUSES].sort())
    expect(sample.every((item) => item.status.known)).toBe(true)
    expect(sample.some((item) => item.error_message !== null && item.next_try !== null)).toBe(true)
    expect(sample.some((item) => item.error_message !== null && item.next_try === null)).toBe(true)
    expect(sample.some((item) => item.error_message === null && item.next_try === null)).toBe(true)
  })

  it('agrees with the list entry of the same id', async () => {
    const list = await demo.client.list('?limit=30')
    for (const entry of list.data) {
      const item = sample.find((candidate) => candidate.id === entry.id)
      expect(item).toMatchObject({
        name: entry.name,
        market_hash_name: entry.market_hash_name,
        price: entry.price,
        image: entry.image,
      })
    }
  })

  it('the last item exists and the one after it is a 404 envelope', async () => {
    expect((await demo.client.item(2000)).data.id).toBe(2000)
    const { body } = await demo.client.error('/v1/items/2001', 404)
    expect(body.message).toBe('No item with id 2001 in this catalog.')
  })

  it.each([
    'abc',
    '0',
    '-1',
    '1.5',
    '007',
    '1e3',
    '%31',
    '9007199254740993',
    '123456789012345678901234567890',
    ' 1',
  ])('a malformed id %j is a 404 envelope saying it is not an id', async (segment) => {
    const { body } = await demo.client.error(`/v1/items/${encodeURI(segment)}`, 404)
    expect(body.message).toContain('is not an item id')
  })

  it('an empty id segment (/v1/items/) is a 404 envelope too', async () => {
    const { body } = await demo.client.error('/v1/items/', 404)
    expect(body.success).toBe(false)
  })

  it('HEAD answers the headers without a body', async () => {
    const head = await demo.client.call('/v1/items/5', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(100)
  })
})

describe('generated data is deterministic', () => {
  it('the same seed gives the same items; another seed gives others', async () => {
    const servers = await Promise.all([1, 1, 2].map((seed) => startDemoServer({ port: 0, seed, items: 100 })))
    try {
      const clients = servers.map((server) => new ContractClient(server.url, server.token))
      const [a, b, c] = await Promise.all(clients.map((client) => client.item(17)))
      const strip = (item: Item) => ({ ...item, image: new URL(item.image).pathname })
      expect(strip(a!.data)).toEqual(strip(b!.data))
      expect(strip(c!.data)).not.toEqual(strip(a!.data))
      const [listA, listB] = await Promise.all(clients.slice(0, 2).map((client) => client.list('?limit=100')))
      expect(listA!.data.map((item) => [item.name, item.price])).toEqual(
        listB!.data.map((item) => [item.name, item.price]),
      )
    } finally {
      await Promise.all(servers.map((server) => server.close()))
    }
  })
})
