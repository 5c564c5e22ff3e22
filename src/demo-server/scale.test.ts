import { describe, expect, it } from 'vitest'
import { nextPageOf } from './testing/contract-client.test-support'
import { useDemoServer } from './testing/demo-fixture.test-support'

/**
 * A million items work. Tests never assert speed; this checks that big catalogs answer
 * correctly and stay small in memory.
 */
describe('a catalog of 1,000,000 items', () => {
  const rssBefore = process.memoryUsage().rss
  const demo = useDemoServer({ items: 1_000_000 })

  it('serves the first and the last unfiltered page', async () => {
    const first = await demo.client.list('?limit=250')
    expect(first.pagination).toMatchObject({ total: 1_000_000, pages: 4000 })
    expect(first.data.map((item) => item.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1))
    const last = await demo.client.list('?limit=250&page=4000')
    expect(last.data.at(-1)?.id).toBe(1_000_000)
  })

  it('serves an appid-filtered page deep in the result', async () => {
    const page = await demo.client.list('?filter[appid]=440&limit=100&page=1000')
    expect(page.pagination.total).toBeGreaterThan(100_000)
    expect(page.data).toHaveLength(100)
    expect(page.data.every((item) => item.appid === 440)).toBe(true)
  })

  it('serves name-filtered pages, consistent from one page to the next', async () => {
    const first = await demo.client.list('?filter[name]=AK-47,Dragon&limit=250')
    const second = await demo.client.listUrl(nextPageOf(first))
    expect(first.pagination.total).toBeGreaterThan(10_000)
    expect(second.pagination.total).toBe(first.pagination.total)
    const ids = [...first.data, ...second.data].map((item) => item.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(500)
    expect([...first.data, ...second.data].every((item) => /ak-47|dragon/i.test(item.name))).toBe(true)
  })

  it('reads the last item, and the one after is a 404', async () => {
    expect((await demo.client.item(1_000_000)).data.id).toBe(1_000_000)
    await demo.client.error('/v1/items/1000001', 404)
  })

  it('keeps the process well under 1 GB', () => {
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(512 * 1024 * 1024)
  })
})
