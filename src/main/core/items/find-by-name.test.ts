import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startDemoServer } from '../../../demo-server'
import { EMPTY_FILTERS, listField } from '../../../shared/catalog'
import type { AppError, Result } from '../../../shared/errors'
import { inEnglish } from '../../../shared/i18n/english.test-support'
import { MAX_NAME_MATCHES, NAME_SEARCH_PAGE_SIZE } from '../../../shared/lookup/name-search'
import { createCatalogClient } from '../catalog-client/catalog-client'
import {
  listResponseWire,
  sendJson,
  startTestServer,
  type TestHandler,
  type TestServer,
} from '../catalog-client/http-server.test-support'
import { findItemsByName } from './find-by-name'

const TOKEN = 'find-by-name-test-token'
const REDLINE = { filter: 'AK-47 | Redline (Field-Tested)', style: 'market-hash' } as const

const servers: TestServer[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function catalogAnswering(handler: TestHandler) {
  const server = await startTestServer(handler)
  servers.push(server)
  const client = createCatalogClient({
    baseUrl: server.origin,
    token: TOKEN,
    retry: { delaysMs: [], jitter: 0 },
  })
  return { server, client }
}

/** A catalog of `total` matches answering each page it is asked for. */
const matching =
  (total: number): TestHandler =>
  (req, res) => {
    const url = new URL(req.url ?? '', 'http://x')
    const page = Number(url.searchParams.get('page'))
    const perPage = Number(url.searchParams.get('limit'))
    sendJson(res, 200, listResponseWire({ page, perPage, total, linksOrigin: 'http://x' }))
  }

function errorOf<T>(result: Result<T>): AppError {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.data).slice(0, 200)}`)
  return result.error
}

const queryOf = (server: TestServer, index: number) =>
  new URL(server.requests[index]?.url ?? '', 'http://x').searchParams

describe('findItemsByName over HTTP', () => {
  it('asks every page at the largest page size, by market name, and answers every match once', async () => {
    const { server, client } = await catalogAnswering(matching(MAX_NAME_MATCHES))
    const answer = await findItemsByName(client, REDLINE)
    expect(answer).toEqual({
      ok: true,
      data: { kind: 'found', ids: Array.from({ length: MAX_NAME_MATCHES }, (_, index) => index + 1) },
    })
    expect(server.requests).toHaveLength(Math.ceil(MAX_NAME_MATCHES / NAME_SEARCH_PAGE_SIZE))
    expect(queryOf(server, 0).get('filter[market_hash_name]')).toBe(REDLINE.filter)
    expect(queryOf(server, 0).has('filter[name]')).toBe(false)
    expect([queryOf(server, 0).get('page'), queryOf(server, 1).get('page')]).toEqual(['1', '2'])
    expect(queryOf(server, 1).get('limit')).toBe(String(NAME_SEARCH_PAGE_SIZE))
  })

  it('sends a display name as the name filter', async () => {
    const { server, client } = await catalogAnswering(matching(3))
    const answer = await findItemsByName(client, { filter: 'AWP | Азимов', style: 'display' })
    expect(answer).toEqual({ ok: true, data: { kind: 'found', ids: [1, 2, 3] } })
    expect(queryOf(server, 0).get('filter[name]')).toBe('AWP | Азимов')
    expect(server.requests).toHaveLength(1)
  })

  it('answers too many past the bound after the first page, asking no other page', async () => {
    const { server, client } = await catalogAnswering(matching(MAX_NAME_MATCHES + 1))
    const answer = await findItemsByName(client, REDLINE)
    expect(answer).toEqual({ ok: true, data: { kind: 'too_many', total: MAX_NAME_MATCHES + 1 } })
    expect(server.requests).toHaveLength(1)
  })

  it('answers no match as found with no IDs', async () => {
    const { client } = await catalogAnswering(matching(0))
    expect(await findItemsByName(client, REDLINE)).toEqual({ ok: true, data: { kind: 'found', ids: [] } })
  })

  it.each([
    [401, 'unauthorized', /HTTP 401/],
    [422, 'validation', /filter\[market_hash_name\]/],
    [429, 'rate_limited', /429|wait|limit/i],
  ])('answers a %i as the catalog client says it', async (status, kind, said) => {
    const body =
      status === 422
        ? {
            success: false,
            type: 'error',
            message: 'validation error',
            data: { 'filter[market_hash_name]': ['bad'] },
          }
        : { success: false, type: 'error', message: 'no' }
    const { client } = await catalogAnswering((_req, res) =>
      sendJson(res, status, body, { 'retry-after': '120' }),
    )
    const error = errorOf(await findItemsByName(client, REDLINE))
    expect(error.kind).toBe(kind)
    expect(inEnglish(error.message)).toMatch(said)
    expect(JSON.stringify(error)).not.toContain(TOKEN)
  })

  it('stops at a failed second page rather than answering half the matches', async () => {
    const answerPage = matching(400)
    const { server, client } = await catalogAnswering((req, res, index) =>
      index === 0 ? answerPage(req, res, index) : sendJson(res, 500, { success: false, type: 'error' }),
    )
    expect(errorOf(await findItemsByName(client, REDLINE)).kind).toBe('server')
    expect(server.requests.length).toBeGreaterThanOrEqual(2)
  })

  it('answers cancelled when its signal aborts, asking nothing more', async () => {
    const controller = new AbortController()
    const { server, client } = await catalogAnswering(() => controller.abort())
    expect(errorOf(await findItemsByName(client, REDLINE, controller.signal)).kind).toBe('cancelled')
    expect(server.requests).toHaveLength(1)
  })
})

describe('findItemsByName against the demo catalog', () => {
  let demo: Awaited<ReturnType<typeof startDemoServer>>
  beforeAll(async () => {
    demo = await startDemoServer({ port: 0, host: '127.0.0.1', token: TOKEN, items: 600, seed: 7 })
  })
  afterAll(async () => {
    await demo.close()
  })

  it('finds exactly the items the list shows for that market name', async () => {
    const client = createCatalogClient({ baseUrl: demo.url, token: demo.token })
    const first = await client.listItems({ filters: EMPTY_FILTERS, limit: 1, page: 1 })
    if (!first.ok) throw new Error(inEnglish(first.error.message))
    const item = first.data.items[0]
    const name = item ? listField(item, 'market_hash_name') : null
    if (!name?.ok) throw new Error('the demo catalog sent no market name')
    const filters = { ...EMPTY_FILTERS, market_hash_name: [name.value] }
    const listed = await client.listItems({ filters, limit: NAME_SEARCH_PAGE_SIZE, page: 1 })
    if (!listed.ok) throw new Error(inEnglish(listed.error.message))
    const answer = await findItemsByName(client, { filter: name.value, style: 'market-hash' })
    expect(answer).toEqual({
      ok: true,
      data: { kind: 'found', ids: listed.data.items.map((item) => item.id) },
    })
    if (answer.ok && answer.data.kind === 'found') expect(answer.data.ids.length).toBeGreaterThan(0)
  })
})
