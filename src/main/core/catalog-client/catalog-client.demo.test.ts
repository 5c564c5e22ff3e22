import { request as httpRequest, type IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer } from '../../../demo-server'
import {
  EMPTY_FILTERS,
  listResponseSchema,
  type DocumentedListItem,
  type Field,
  type ListItem,
  listField,
} from '../../../shared/catalog'
import { LIST_ITEM_FIELDS } from '../../../shared/catalog/list-field'
import type { AppError, Result } from '../../../shared/errors'
import { createCatalogClient } from './catalog-client'
import { catalogGet } from './catalog-request'
import { startTestServer, type TestServer } from './http-server.test-support'
import { inEnglish } from '../../../shared/i18n/english.test-support'

type DemoServer = Awaited<ReturnType<typeof startDemoServer>>

const ITEMS = 300
let demo: DemoServer

beforeAll(async () => {
  demo = await startDemoServer({
    port: 0,
    host: '127.0.0.1',
    token: 'demo-client-test-token',
    items: ITEMS,
    seed: 7,
  })
})
afterAll(async () => {
  await demo.close()
})

function errorOf<T>(result: Result<T>): AppError {
  if (result.ok) throw new Error('expected a failure')
  return result.error
}

function dataOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.kind}: ${result.error.message}`)
  return result.data
}

const api = () => createCatalogClient({ baseUrl: demo.url, token: demo.token })

/** The demo catalog sends only documented items: every field must have been read as valid. */
function documented(items: readonly ListItem[]): DocumentedListItem[] {
  return items.map((item) => {
    if (item.unreadable) throw new Error(`item ${item.id}: unreadable ${JSON.stringify(item.unreadable)}`)
    const value = <T>(field: Field<T>): T => {
      if (!field.ok) throw new Error(`item ${item.id}: unexpected ${field.raw} (${field.reason})`)
      return field.value
    }
    // Every field by the field list, so a new list field needs no edit here.
    const fields = LIST_ITEM_FIELDS.map((key) => [key, value(listField(item, key))])
    return { id: item.id, ...Object.fromEntries(fields) } as DocumentedListItem
  })
}

describe('catalog client against the demo server over HTTP', () => {
  it('lists a page with consistent pagination', async () => {
    const page = dataOf(await api().listItems({ filters: EMPTY_FILTERS, limit: 25, page: 2 }))
    expect(page).toMatchObject({ total: ITEMS, perPage: 25, page: 2, pages: Math.ceil(ITEMS / 25) })
    expect(page.items).toHaveLength(25)
    expect(new Set(page.items.map((item) => item.id)).size).toBe(25)
  })

  it('applies name, market name and app id filters', async () => {
    const sample = documented(
      dataOf(await api().listItems({ filters: EMPTY_FILTERS, limit: 50, page: 1 })).items,
    )[7]
    if (!sample) throw new Error('the demo catalog returned fewer items than expected')

    const byName = dataOf(
      await api().listItems({ filters: { ...EMPTY_FILTERS, name: [sample.name] }, limit: 250, page: 1 }),
    )
    expect(byName.total).toBeGreaterThan(0)
    expect(byName.total).toBeLessThan(ITEMS)
    expect(
      documented(byName.items).every((item) => item.name.toLowerCase().includes(sample.name.toLowerCase())),
    ).toBe(true)

    const byMarketName = dataOf(
      await api().listItems({
        filters: { ...EMPTY_FILTERS, market_hash_name: [sample.market_hash_name] },
        limit: 250,
        page: 1,
      }),
    )
    expect(byMarketName.items.map((item) => item.id)).toContain(sample.id)
    expect(
      documented(byMarketName.items).every((item) =>
        item.market_hash_name.toLowerCase().includes(sample.market_hash_name.toLowerCase()),
      ),
    ).toBe(true)

    const byApp = dataOf(
      await api().listItems({ filters: { ...EMPTY_FILTERS, appid: sample.appid }, limit: 250, page: 1 }),
    )
    expect(byApp.total).toBeGreaterThan(0)
    expect(documented(byApp.items).every((item) => item.appid === sample.appid)).toBe(true)
  })

  it('treats several names as alternatives', async () => {
    const items = documented(
      dataOf(await api().listItems({ filters: EMPTY_FILTERS, limit: 250, page: 1 })).items,
    )
    const first = items[0]
    const other = items.find((item) => !item.name.toLowerCase().includes(first?.name.toLowerCase() ?? ''))
    if (!first || !other) throw new Error('the demo catalog has fewer distinct names than expected')
    const both = dataOf(
      await api().listItems({
        filters: { ...EMPTY_FILTERS, name: [first.name, other.name] },
        limit: 250,
        page: 1,
      }),
    )
    const names = documented(both.items).map((item) => item.name.toLowerCase())
    expect(names.some((name) => name.includes(first.name.toLowerCase()))).toBe(true)
    expect(names.some((name) => name.includes(other.name.toLowerCase()))).toBe(true)
  })

  it('gets one item with its status and trade URL', async () => {
    const item = dataOf(await api().getItem(12))
    expect(item.id).toBe(12)
    expect(typeof item.status.value).toBe('string')
    if (!item.trade_url.ok) throw new Error(`the demo trade URL was refused: ${item.trade_url.reason}`)
    expect(new URL(item.trade_url.value).searchParams.get('partner')).toBeTruthy()
  })

  it('maps an unknown item to not_found', async () => {
    const error = errorOf(await api().getItem(ITEMS + 1))
    expect(error.kind).toBe('not_found')
    expect(inEnglish(error.message)).toContain(`No item with ID ${ITEMS + 1}`)
  })

  it('maps a wrong token to unauthorized without revealing it', async () => {
    const error = errorOf(
      await createCatalogClient({ baseUrl: demo.url, token: 'not-the-demo-token' }).listItems({
        filters: EMPTY_FILTERS,
        limit: 1,
        page: 1,
      }),
    )
    expect(error.kind).toBe('unauthorized')
    expect(JSON.stringify(error)).not.toContain('not-the-demo-token')
  })

  it('maps the 422 of an unknown filter (sent raw: ListQuery cannot express it) to validation', async () => {
    const url = new URL(`${demo.url}/v1/items?filter%5Bcolor%5D=red&limit=5&page=1`)
    const result = await catalogGet({
      url,
      token: demo.token,
      schema: listResponseSchema,
      context: { baseUrl: demo.url, itemId: null, timeoutMs: 5_000 },
      fetch: globalThis.fetch,
    })
    const error = errorOf(result)
    expect(error.kind).toBe('validation')
    const fields = error.kind === 'validation' ? error.fields : {}
    expect(Object.keys(fields)).toEqual(['filter[color]'])
    expect(fields['filter[color]']?.join(' ')).toMatch(/not allowed/i)
    expect(inEnglish(error.message)).toContain('filter[color]')
  })
})

describe('catalog client through a path-prefix proxy in front of the demo server', () => {
  let proxy: TestServer

  beforeAll(async () => {
    // Serves the demo catalog under /api/, as a reverse proxy in front of a real deployment might.
    proxy = await startTestServer((req, res) => {
      if (!req.url?.startsWith('/api/')) {
        res.writeHead(404).end()
        return
      }
      const upstream = httpRequest(
        `${demo.url}${req.url.slice('/api'.length)}`,
        {
          method: req.method,
          headers: { authorization: req.headers.authorization ?? '', accept: req.headers.accept ?? '' },
        },
        (answer: IncomingMessage) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => res.writeHead(502).end())
      upstream.end()
    })
  })
  afterAll(async () => {
    await proxy.close()
  })

  it('reaches /api/v1/items and /api/v1/items/{id} from a base URL with a trailing slash', async () => {
    const client = createCatalogClient({ baseUrl: `${proxy.origin}/api/`, token: demo.token })
    const page = dataOf(await client.listItems({ filters: EMPTY_FILTERS, limit: 5, page: 3 }))
    expect(page.page).toBe(3)
    expect(page.items.map((item) => item.id)).toHaveLength(5)
    const item = dataOf(await client.getItem(page.items[0]?.id ?? 1))
    expect(item.id).toBe(page.items[0]?.id)
    expect(proxy.requests.map((request) => new URL(request.url, proxy.origin).pathname)).toEqual([
      '/api/v1/items',
      `/api/v1/items/${item.id}`,
    ])
  })
})
