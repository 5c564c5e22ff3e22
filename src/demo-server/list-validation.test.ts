import { describe, expect, it } from 'vitest'
import { DEFAULT_LIMIT } from './index'
import { useDemoServer } from './testing/demo-fixture.test-support'

/** Spec 4.1 and 8: limit 1..250, page from 1, unknown filters -> 422 `validation error` keyed by parameter. */
describe('GET /v1/items validation', () => {
  const demo = useDemoServer({ items: 600 })

  async function validation(query: string): Promise<Record<string, string[]>> {
    const { body } = await demo.client.error(`/v1/items${query}`, 422)
    expect(body.message).toBe('validation error')
    expect(body.data).toBeDefined()
    return body.data ?? {}
  }

  it('Spec finding (demo server): page=0 and limit=0 are one 422 keyed page and limit, the choice docs/dev/demo-server.md documents', async () => {
    const data = await validation('?page=0&limit=0')
    expect(Object.keys(data).sort()).toEqual(['limit', 'page'])
    // The spec keys only filters; docs/dev/demo-server.md states this choice for limit and page.
    const { readFile } = await import('node:fs/promises')
    const page = await readFile(new URL('../../docs/dev/demo-server.md', import.meta.url), 'utf8')
    expect(page).toContain('keyed `limit` / `page` by the same')
  })

  describe('limit', () => {
    it(`defaults to ${DEFAULT_LIMIT}`, async () => {
      const body = await demo.client.list()
      expect(DEFAULT_LIMIT).toBe(25)
      expect(body.data).toHaveLength(25)
      expect(body.pagination.per_page).toBe(25)
    })

    it.each([1, 2, 250])('accepts %i', async (limit) => {
      const body = await demo.client.list(`?limit=${limit}`)
      expect(body.data).toHaveLength(limit)
      expect(body.pagination.per_page).toBe(limit)
      expect(body.pagination.pages).toBe(Math.ceil(600 / limit))
    })

    it.each(['0', '251', '-1', 'abc', '1.5', '1e2', '', '0x10', '99999999999999999999'])(
      'refuses %j',
      async (limit) => {
        const data = await validation(`?limit=${encodeURIComponent(limit)}`)
        expect(Object.keys(data)).toEqual(['limit'])
        expect(data.limit?.[0]).toMatch(/limit must be a whole number from 1 to 250/)
      },
    )
  })

  describe('page', () => {
    it.each(['0', '-1', 'x', '1.5', ''])('refuses %j', async (page) => {
      const data = await validation(`?page=${encodeURIComponent(page)}`)
      expect(Object.keys(data)).toEqual(['page'])
      expect(data.page?.[0]).toMatch(/page must be a whole number of at least 1/)
    })

    it('a page past the end is an empty page with the usual pagination', async () => {
      const body = await demo.client.list('?limit=100&page=9')
      expect(body.data).toEqual([])
      expect(body.pagination).toMatchObject({ total: 600, per_page: 100, current_page: 9, pages: 6 })
      expect(new URL(body.pagination.links.previous_page ?? '').searchParams.get('page')).toBe('8')
    })

    it('a huge page number is still just an empty page', async () => {
      const body = await demo.client.list('?page=9007199254740991')
      expect(body.data).toEqual([])
      expect(body.pagination.current_page).toBe(9007199254740991)
    })
  })

  describe('unknown filters', () => {
    it.each([
      ['filter[x]=1', 'filter[x]'],
      ['filter%5Bx%5D=1', 'filter[x]'],
      ['filter%5bstatus%5d=AVAILABLE', 'filter[status]'],
      ['filter[Name]=a', 'filter[Name]'],
      ['filter[name][]=a', 'filter[name][]'],
      ['filter[]=a', 'filter[]'],
    ])('%s is refused under the key %s', async (query, key) => {
      const data = await validation(`?${query}`)
      expect(Object.keys(data)).toEqual([key])
      expect(data[key]).toHaveLength(1)
      expect(data[key]?.[0]).toContain('is not allowed')
      expect(data[key]?.[0]).toContain(key)
    })

    it('is refused even beside valid filters, each unknown filter under its own key', async () => {
      const data = await validation('?filter[name]=AK&filter[foo]=1&filter%5Bbar%5D=2&limit=10')
      expect(Object.keys(data).sort()).toEqual(['filter[bar]', 'filter[foo]'])
    })

    it('other non-filter parameters are ignored', async () => {
      const body = await demo.client.list('?limit=5&sort=price&utm_source=x')
      expect(body.data).toHaveLength(5)
    })
  })

  describe('filter[appid]', () => {
    it.each(['abc', '-730', '7.3', '1e3'])('refuses %j', async (appid) => {
      const data = await validation(`?filter[appid]=${encodeURIComponent(appid)}`)
      expect(Object.keys(data)).toEqual(['filter[appid]'])
      expect(data['filter[appid]']?.[0]).toMatch(/whole number/)
    })
  })

  describe('repeated single-valued parameters are refused, not guessed', () => {
    it.each(['limit=5&limit=10', 'page=1&page=2', 'filter[appid]=730&filter[appid]=570', 'limit=5&limit=5'])(
      '%s',
      async (query) => {
        const data = await validation(`?${query}`)
        const [key] = Object.keys(data)
        expect(data[key!]?.[0]).toMatch(/given 2 times; give it once/)
      },
    )
  })

  it('reports every problem at once', async () => {
    const data = await validation('?limit=0&page=x&filter[appid]=y&filter[z]=1')
    expect(Object.keys(data).sort()).toEqual(['filter[appid]', 'filter[z]', 'limit', 'page'])
  })

  it('invalid percent-encoding never breaks the request', async () => {
    const body = await demo.client.list('?filter[name]=%zz%E0%A4%A&foo=%')
    expect(body.pagination.total).toBe(0)
    const data = await validation('?filter[%zz]=1')
    expect(Object.keys(data)).toEqual(['filter[%zz]'])
  })
})
