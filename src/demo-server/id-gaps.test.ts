import { describe, expect, it } from 'vitest'
import { EMPTY_FILTERS } from '../shared/catalog/empty-filters'
import { createCatalog, idGaps } from './data/catalog-data'
import { useDemoServer } from './testing/demo-fixture.test-support'

describe('ID gaps (--missing-every)', () => {
  it('maps positions to IDs and back, skipping every Nth ID', () => {
    const gaps = idGaps(50)
    const ids = Array.from({ length: 500 }, (_, i) => gaps.toId(i + 1))
    expect(ids.filter((id) => id % 50 === 0)).toEqual([])
    expect(new Set(ids).size).toBe(500)
    expect(ids.slice(47, 51)).toEqual([48, 49, 51, 52])
    for (const [position, id] of ids.entries()) expect(gaps.toPosition(id)).toBe(position + 1)
    expect(gaps.toPosition(100)).toBeNull()
    expect(idGaps(0).toId(50)).toBe(50)
  })

  it('keeps the count and lists only IDs that exist, in order', () => {
    const catalog = createCatalog({ items: 200, seed: 3, missingEvery: 50 })
    const all = catalog.find(EMPTY_FILTERS)
    expect(all.total).toBe(200)
    const ids = all.slice(0, 200)
    expect(ids).toHaveLength(200)
    expect(ids.every((id) => catalog.has(id) && id % 50 !== 0)).toBe(true)
    expect(ids.at(-1)).toBe(204)
    expect(catalog.has(50)).toBe(false)
    expect(catalog.has(205)).toBe(false)
    const filtered = catalog.find({ ...EMPTY_FILTERS, appid: 730 })
    expect(filtered.slice(0, filtered.total).every((id) => catalog.has(id))).toBe(true)
  })

  it('gives the same ID the same status whether or not there are gaps', () => {
    const plain = createCatalog({ items: 300, seed: 9 })
    const gapped = createCatalog({ items: 300, seed: 9, missingEvery: 7 })
    for (const id of [1, 6, 8, 99, 150]) {
      expect(gapped.singleItem(id, 'http://x').status).toBe(plain.singleItem(id, 'http://x').status)
    }
  })

  describe('over HTTP', () => {
    const demo = useDemoServer({ items: 120, missingEvery: 10 })
    it('answers 404 for an ID in a gap and 200 around it; the list total stays the item count', async () => {
      expect((await demo.client.item(11)).data.id).toBe(11)
      const missing = await fetch(`${demo.server.url}/v1/items/10`, {
        headers: { authorization: `Bearer ${demo.server.token}` },
      })
      expect(missing.status).toBe(404)
      const page = await demo.client.list('?limit=250')
      expect(page.pagination.total).toBe(120)
      expect(page.data.map((item) => item.id)).not.toContain(10)
    })
  })
})

describe('long IDs (--first-id)', () => {
  it('shifts every ID, gaps included, and knows nothing below the first', () => {
    const catalog = createCatalog({ items: 30, seed: 3, missingEvery: 10, firstId: 99_999_999_990 })
    const ids = catalog.find(EMPTY_FILTERS).slice(0, 30)
    expect(ids[0]).toBe(99_999_999_990)
    expect(ids).toHaveLength(30)
    expect(ids.every((id) => catalog.has(id) && (id - 99_999_999_989) % 10 !== 0)).toBe(true)
    expect(ids.some((id) => String(id).length === 12)).toBe(true)
    expect(catalog.has(99_999_999_989)).toBe(false)
    expect(catalog.has(1)).toBe(false)
  })

  describe('over HTTP', () => {
    const demo = useDemoServer({ items: 20, firstId: 10_000_000 })
    it('lists and serves 8-digit IDs and answers 404 below them', async () => {
      const page = await demo.client.list('?limit=250')
      expect(page.data.map((item) => item.id)).toEqual(Array.from({ length: 20 }, (_, i) => 10_000_000 + i))
      expect((await demo.client.item(10_000_019)).data.id).toBe(10_000_019)
      const below = await fetch(`${demo.server.url}/v1/items/9999999`, {
        headers: { authorization: `Bearer ${demo.server.token}` },
      })
      expect(below.status).toBe(404)
    })
  })
})
