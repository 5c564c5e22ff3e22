import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PREFS } from '../../shared/catalog/default-prefs'
import { call, dataOf, disposeCores, makeCore } from './app-core.test-support'
import {
  listResponseWire,
  sendJson,
  startTestServer,
  type TestServer,
} from './catalog-client/http-server.test-support'
import { listQueryOf } from '../../shared/catalog/view-query'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://x').searchParams
    const page = Number(params.get('page'))
    const perPage = Number(params.get('limit'))
    sendJson(res, 200, listResponseWire({ page, perPage, total: 500, linksOrigin: server.origin }))
  })
})
afterEach(disposeCores)
afterAll(() => server.close())

describe('the core at start', () => {
  it('has the first page requested before the window asks, and answers the window with it', async () => {
    const before = server.requests.length
    const { core } = await makeCore({ launch: { baseUrl: server.origin, token: 'first-page-token' } })
    // The window's first question after the session: is the request already out?
    dataOf(await call(core, 'session:get', {}))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.requests.length - before).toBe(1)
    const page = dataOf(await call(core, 'items:list', { query: listQueryOf(DEFAULT_PREFS), slot: 'list' }))
    expect(page).toContain('"page":1')
    expect(server.requests.length - before).toBe(1)
  })
})
