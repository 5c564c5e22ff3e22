import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMPTY_FILTERS, type ListQuery } from '../../../shared/catalog'
import { createCatalogClient, type CatalogClient } from '../catalog-client/catalog-client'
import {
  listResponseWire,
  sendJson,
  startTestServer,
  type TestServer,
} from '../catalog-client/http-server.test-support'
import { createRequestSlots, type RequestSlots } from '../catalog-client/request-slots'
import { createCatalogItems, type CatalogItems } from '../items/catalog-items'
import { listQueryOf } from '../../../shared/catalog/view-query'
import { createFirstPagePrefetch, FIRST_PAGE_FRESH_MS } from './first-page-prefetch'

const TOKEN = 'first-page-token-1234'
const SAVED = { filters: { ...EMPTY_FILTERS, name: ['Knife'] }, page: 3, pageSize: 25 }

let server: TestServer
let slots: RequestSlots
let client: CatalogClient
let clock: number

/** The catalog answers every list request with the page it asked for, after `delayMs`. */
async function startCatalog(delayMs = 0) {
  server = await startTestServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://x').searchParams
    const page = Number(params.get('page'))
    const perPage = Number(params.get('limit'))
    setTimeout(
      () => sendJson(res, 200, listResponseWire({ page, perPage, total: 1000, linksOrigin: server.origin })),
      delayMs,
    )
  })
  client = createCatalogClient({ baseUrl: server.origin, token: TOKEN })
}

function itemsWithPrefetch(active: () => CatalogClient | null = () => client): {
  items: CatalogItems
  start: () => void
} {
  const prefetch = createFirstPagePrefetch({ beginRequest: () => slots.begin(), now: () => clock })
  const session = {
    current: () => {
      const current = active()
      return (
        current && { client: current, catalog: null as never, tokenStorage: 'memory' as const, prefsKey: '' }
      )
    },
  }
  return {
    items: createCatalogItems(session, slots, prefetch),
    start: () => prefetch.start(client, listQueryOf(SAVED)),
  }
}

const pageOf = (query: ListQuery) => `page=${query.page}`
const listRequests = () => server.requests.filter((request) => request.url.startsWith('/v1/items?'))

beforeEach(() => {
  slots = createRequestSlots()
  clock = 0
})
afterEach(async () => {
  slots.cancelAll()
  await server.close()
})

describe('the first page prefetched at start', () => {
  it('answers the window’s first list query without a second request', async () => {
    await startCatalog(50)
    const { items, start } = itemsWithPrefetch()
    start()
    // Asked while the prefetch is still in flight: the same request serves both.
    const result = await items.list(listQueryOf(SAVED), 'list')
    expect(result.ok && result.data.page).toBe(3)
    expect(result.ok && result.data.items).toHaveLength(25)
    expect(listRequests()).toHaveLength(1)
    expect(listRequests()[0]?.url).toContain('%5D=Knife')
  })

  it('is used once: the same query asked again goes to the catalog', async () => {
    await startCatalog()
    const { items, start } = itemsWithPrefetch()
    start()
    await items.list(listQueryOf(SAVED), 'list')
    const again = await items.list(listQueryOf(SAVED), 'list')
    expect(again.ok).toBe(true)
    expect(listRequests()).toHaveLength(2)
  })

  it('is not used for another query, which gets its own page', async () => {
    await startCatalog()
    const { items, start } = itemsWithPrefetch()
    start()
    const other = { ...listQueryOf(SAVED), page: 4 }
    const result = await items.list(other, 'list')
    expect(result.ok && result.data.page).toBe(4)
    expect(listRequests().map((request) => request.url.includes(pageOf(other)))).toContain(true)
    expect(listRequests()).toHaveLength(2)
    // The first ask used it up, even though it did not match.
    await items.list(listQueryOf(SAVED), 'list')
    expect(listRequests()).toHaveLength(3)
  })

  it('is not used for other filters with the same page and size', async () => {
    await startCatalog()
    const { items, start } = itemsWithPrefetch()
    start()
    await items.list({ ...listQueryOf(SAVED), filters: EMPTY_FILTERS }, 'list')
    expect(listRequests()).toHaveLength(2)
    expect(listRequests()[1]?.url).not.toContain('Knife')
  })

  it('is not used once the session has another client (a switch or a new sign-in)', async () => {
    await startCatalog()
    const other = createCatalogClient({ baseUrl: server.origin, token: 'another-token-5678' })
    let current = client
    const { items, start } = itemsWithPrefetch(() => current)
    start()
    current = other
    await items.list(listQueryOf(SAVED), 'list')
    expect(listRequests()).toHaveLength(2)
    expect(listRequests()[1]?.headers.authorization).toBe('Bearer another-token-5678')
  })

  it('is not used when it was answered too long before the window asked', async () => {
    await startCatalog()
    const { items, start } = itemsWithPrefetch()
    start()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(listRequests()).toHaveLength(1)
    clock += FIRST_PAGE_FRESH_MS + 1
    await items.list(listQueryOf(SAVED), 'list')
    expect(listRequests()).toHaveLength(2)
  })

  it('R4-3: answers "cancelled", not "no_session", when a switch cancels the prefetch the window awaits', async () => {
    // A catalog that never answers: the prefetch is in flight until the switch cancels it.
    server = await startTestServer(() => {})
    let oldToken: string | null = TOKEN
    client = createCatalogClient({ baseUrl: server.origin, getToken: () => oldToken })
    let current = client
    const { items, start } = itemsWithPrefetch(() => current)
    start()
    const asked = items.list(listQueryOf(SAVED), 'list')
    await vi.waitFor(() => expect(listRequests()).toHaveLength(1))
    // The switch, as the session manager makes it: the old catalog's requests cancelled, its
    // token gone, another catalog current.
    slots.cancelAll()
    oldToken = null
    current = createCatalogClient({ baseUrl: server.origin, token: 'another-token-5678' })
    const result = await asked
    expect(!result.ok && result.error.kind).toBe('cancelled')
    // Nothing more was asked of the catalog just left.
    expect(listRequests()).toHaveLength(1)
  })

  it('starts once per run', async () => {
    await startCatalog()
    const { items, start } = itemsWithPrefetch()
    start()
    start()
    await items.list(listQueryOf(SAVED), 'list')
    expect(listRequests()).toHaveLength(1)
  })
})
