import { afterEach, describe, expect, it } from 'vitest'
import { decodeItemsPage } from '../../../shared/catalog/packed-items'
import { call, dataOf, disposeCores, errorOf, makeCore } from '../app-core.test-support'

afterEach(disposeCores)

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
})
