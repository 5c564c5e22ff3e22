import { describe, expect, it } from 'vitest'
import { listResponseSchema } from '../shared/catalog'
import { nextPageOf } from './testing/contract-client.test-support'
import { useDemoServer } from './testing/demo-fixture.test-support'
import { rawRequest } from './testing/raw-http.test-support'

/** Spec 2.3 and 4.1 rule 2: pagination object and links. */
describe('GET /v1/items pagination', () => {
  const demo = useDemoServer({ items: 1234 })

  const pageOf = (link: string | null) => (link === null ? null : new URL(link).searchParams.get('page'))

  it('reports total, per_page, current_page and pages = ceil(total / per_page)', async () => {
    const body = await demo.client.list('?limit=100&page=3')
    expect(body.pagination).toMatchObject({ total: 1234, per_page: 100, current_page: 3, pages: 13 })
    expect(body.data.map((item) => item.id)).toEqual(Array.from({ length: 100 }, (_, i) => 201 + i))
  })

  it('links are absolute URLs to the same path on the address the client used', async () => {
    const body = await demo.client.list('?limit=10&page=2')
    for (const link of [
      body.pagination.links.first_page,
      nextPageOf(body),
      body.pagination.links.previous_page,
    ]) {
      const url = new URL(link ?? '')
      expect(url.origin).toBe(demo.server.url)
      expect(url.pathname).toBe('/v1/items')
    }
    expect(pageOf(body.pagination.links.first_page)).toBe('1')
    expect(pageOf(body.pagination.links.previous_page)).toBe('1')
    expect(pageOf(nextPageOf(body))).toBe('3')
  })

  it('previous_page is null on page 1, whether page is sent or not', async () => {
    expect((await demo.client.list('?limit=10')).pagination.links.previous_page).toBeNull()
    expect((await demo.client.list('?limit=10&page=1')).pagination.links.previous_page).toBeNull()
  })

  it('links keep every query parameter, repeats and unknown ones included, and replace page', async () => {
    const query =
      '?filter[name]=AK&filter[name]=AWP&filter%5Bmarket_hash_name%5D=Field&limit=5&page=2&extra=%C3%A9+x'
    const body = await demo.client.list(query)
    const sent = new URL(demo.client.url(`/v1/items${query}`)).searchParams
    for (const [link, page] of [
      [nextPageOf(body), '3'],
      [body.pagination.links.previous_page, '1'],
      [body.pagination.links.first_page, '1'],
    ] as const) {
      const params = new URL(link ?? '').searchParams
      expect(params.getAll('page')).toEqual([page])
      const withoutPage = (search: URLSearchParams) => [...search].filter(([key]) => key !== 'page')
      expect(withoutPage(params)).toEqual(withoutPage(sent))
      expect(params.getAll('filter[name]')).toEqual(['AK', 'AWP'])
      expect(params.get('extra')).toBe('é x')
    }
  })

  it('adds page to the links when the request had none', async () => {
    const body = await demo.client.list('?filter[appid]=730')
    expect(pageOf(nextPageOf(body))).toBe('2')
    expect(new URL(nextPageOf(body)).searchParams.get('filter[appid]')).toBe('730')
  })

  it('following next_page walks the whole result once, in stable id order, without gaps or overlaps', async () => {
    const first = await demo.client.list('?filter[market_hash_name]=Field-Tested,Used&limit=7')
    const seen: number[] = [...first.data.map((item) => item.id)]
    let body = first
    while (body.pagination.current_page < body.pagination.pages) {
      body = await demo.client.listUrl(nextPageOf(body))
      expect(body.data.length).toBeGreaterThan(0)
      seen.push(...body.data.map((item) => item.id))
    }
    expect(seen).toHaveLength(first.pagination.total)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    // The same query again yields the same order: pages are stable across requests.
    const again = await demo.client.all('?filter[market_hash_name]=Field-Tested,Used')
    expect(again.map((item) => item.id)).toEqual(seen)
  })

  it('next_page on the last page names the empty page after it', async () => {
    const last = await demo.client.list('?limit=100&page=13')
    expect(last.data).toHaveLength(34)
    expect(pageOf(nextPageOf(last))).toBe('14')
    const after = await demo.client.listUrl(nextPageOf(last))
    expect(after.data).toEqual([])
    expect(after.pagination).toMatchObject({ total: 1234, current_page: 14, pages: 13 })
  })

  it('previous_page from page 2 leads back to page 1 content', async () => {
    const second = await demo.client.list('?limit=50&page=2')
    const back = await demo.client.listUrl(second.pagination.links.previous_page ?? '')
    expect(back.data.map((item) => item.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
  })

  /** fetch may not set Host, so these two requests are written by hand. */
  async function listWithHost(host: string | null) {
    const hostLine = host === null ? '' : `Host: ${host}\r\n`
    const response = await rawRequest(
      demo.server.port,
      `GET /v1/items?limit=1 HTTP/1.1\r\n${hostLine}Authorization: Bearer ${demo.server.token}\r\nConnection: close\r\n\r\n`,
    )
    expect(response.status).toBe(200)
    return listResponseSchema.parse(JSON.parse(response.body))
  }

  it.each(['evil.example:666', `localhost:${4710}`, 'bad host/<x>', 'a@b.example', '"quoted"'])(
    'Spec finding (demo server): links and images are on the server’s own address whatever the Host header says (%s)',
    async (host) => {
      const body = await listWithHost(host)
      for (const link of [nextPageOf(body), body.pagination.links.first_page, body.data[0]?.image ?? '']) {
        expect(new URL(link).origin).toBe(demo.server.url)
      }
    },
  )

  it('a request without Host (HTTP/1.0 style) gets links on the server address', async () => {
    const body = await listWithHost(null)
    expect(new URL(body.pagination.links.first_page).origin).toBe(demo.server.url)
  })
})
