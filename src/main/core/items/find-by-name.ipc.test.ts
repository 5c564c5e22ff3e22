import { afterEach, describe, expect, it } from 'vitest'
import { decodeItemsPage } from '../../../shared/catalog/packed-items'
import { call, dataOf, disposeCores, errorOf, makeCore } from '../app-core.test-support'
import {
  listResponseWire,
  sendJson,
  startTestServer,
  type TestServer,
} from '../catalog-client/http-server.test-support'

const servers: TestServer[] = []
afterEach(disposeCores)
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

/** A catalog whose name search has a second page it never answers: the search waits on it. */
async function catalogHoldingPageTwo() {
  let askedPageTwo: () => void = () => undefined
  const pageTwoAsked = new Promise<void>((resolve) => {
    askedPageTwo = resolve
  })
  const server = await startTestServer((req, res) => {
    const url = new URL(req.url ?? '', 'http://x')
    const page = Number(url.searchParams.get('page') ?? 1)
    if (page === 2) return askedPageTwo()
    const perPage = Number(url.searchParams.get('limit') ?? 25)
    sendJson(res, 200, listResponseWire({ page, perPage, total: 300, linksOrigin: 'http://x' }))
  })
  servers.push(server)
  return { server, pageTwoAsked }
}

const REDLINE = 'AK-47 | Redline (Field-Tested)'

describe("'items:findByName' through the core", () => {
  it('answers the IDs the list shows for that market name in the demo catalog', async () => {
    const { core } = await makeCore({ launch: { demo: true } })
    await call(core, 'session:get', {})
    const page = dataOf(
      await call(core, 'items:list', {
        query: { filters: { market_hash_name: [REDLINE] }, limit: 250, page: 1 },
      }),
    )
    const listed = decodeItemsPage(page)
    const found = dataOf(await call(core, 'items:findByName', { name: REDLINE, style: 'market-hash' }))
    expect(found).toEqual({ kind: 'found', ids: listed.items.map((item) => item.id) })
    expect(listed.total).toBeGreaterThan(1)
  })

  it('refuses a name with a comma, which the catalog would read as two names', async () => {
    const { core } = await makeCore({ launch: { demo: true } })
    expect(errorOf(await call(core, 'items:findByName', { name: 'a, b', style: 'display' })).kind).toBe(
      'invalid_request',
    )
  })

  it('stops a search still waiting on the catalog when asked, answering cancelled, and says when none ran', async () => {
    const { server, pageTwoAsked } = await catalogHoldingPageTwo()
    const { core } = await makeCore({ launch: { baseUrl: server.origin, token: 'cancel-test-token' } })
    await call(core, 'session:get', {})
    expect(dataOf(await call(core, 'items:cancelFindByName', {}))).toEqual({ cancelled: false })
    const search = call(core, 'items:findByName', { name: REDLINE, style: 'market-hash' })
    await pageTwoAsked
    expect(dataOf(await call(core, 'items:cancelFindByName', {}))).toEqual({ cancelled: true })
    expect(errorOf(await search).kind).toBe('cancelled')
    expect(dataOf(await call(core, 'items:cancelFindByName', {}))).toEqual({ cancelled: false })
  })
})
