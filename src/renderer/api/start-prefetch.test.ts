import { describe, expect, it } from 'vitest'
import type { ResponseOf, SessionState } from '../../shared/ipc'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { createQueryClient } from './query-client'
import { encodeItemsPage } from '../../shared/catalog/packed-items'
import { itemsPage } from '../testing/sample-items.test-support'
import { PREFS, SESSION } from '../testing/sample-session.test-support'
import { later } from '../testing/later.test-support'
import { appKeys, itemKeys } from './query-keys'
import { prefetchStart } from './start-prefetch'

describe('prefetchStart', () => {
  it('asks for the prefs before the session has answered, and gives them to the prefs query', async () => {
    const session = later<{ ok: true; data: SessionState }>()
    const fake = fakeCatalog({
      getSession: () => session.promise,
      getPrefs: () => Promise.resolve({ ok: true, data: PREFS }),
    })
    installCatalog(fake.api)
    const client = createQueryClient()
    prefetchStart(client)
    // Both questions are on their way at once: one round trip, not two.
    expect(callsOf(fake.calls, 'getSession')).toHaveLength(1)
    expect(callsOf(fake.calls, 'getPrefs')).toHaveLength(1)

    session.settle({ ok: true, data: SESSION })
    await expect.poll(() => client.getQueryData(appKeys.prefs(SESSION.catalog.baseUrl))).toStrictEqual(PREFS)
    expect(callsOf(fake.calls, 'getPrefs')).toHaveLength(1)
  })

  it('settles once the first page is answered, and when it fails, never rejecting', async () => {
    const answers: ResponseOf<'items:list'>[] = [
      { ok: true, data: encodeItemsPage(itemsPage(2, 4, 25, 100, 26)) },
      { ok: false, error: { kind: 'network', message: 'catalog down', code: null } },
    ]
    for (const answer of answers) {
      const page = later<ResponseOf<'items:list'>>()
      const fake = fakeCatalog({
        getSession: () => Promise.resolve({ ok: true, data: SESSION }),
        getPrefs: () => Promise.resolve({ ok: true, data: PREFS }),
        listItems: () => page.promise,
      })
      installCatalog(fake.api)
      let settled = false
      const started = prefetchStart(createQueryClient()).then(() => (settled = true))
      await expect.poll(() => callsOf(fake.calls, 'listItems')).toHaveLength(1)
      expect(settled).toBe(false)
      page.settle(answer)
      await expect(started).resolves.toBe(true)
    }
  })

  it('asks for the saved page as soon as the prefs are here, as the list query that shows it', async () => {
    const fake = fakeCatalog({
      getSession: () => Promise.resolve({ ok: true, data: SESSION }),
      getPrefs: () =>
        Promise.resolve({ ok: true, data: { ...PREFS, layout: { detailWidth: 480, density: 'compact' } } }),
      listItems: () => Promise.resolve({ ok: true, data: encodeItemsPage(itemsPage(2, 4, 25, 100, 26)) }),
    })
    installCatalog(fake.api)
    const client = createQueryClient()
    prefetchStart(client)
    // The key the items screen's list query builds from the same prefs (layout is not part of it).
    const key = itemKeys.list(SESSION.catalog.baseUrl, { filters: PREFS.filters, page: 2, pageSize: 25 })
    await expect.poll(() => client.getQueryData(key)).toMatchObject({ page: 2, total: 100 })
    expect(callsOf(fake.calls, 'listItems')).toEqual([
      { query: { filters: PREFS.filters, limit: 25, page: 2 }, slot: 'list' },
    ])
  })

  it('leaves the prefs alone when no catalog is connected, reporting nothing', async () => {
    const fake = fakeCatalog({
      getSession: () =>
        Promise.resolve({
          ok: true,
          data: { connected: false, keychain: { available: true }, suggestedBaseUrl: null },
        }),
    })
    installCatalog(fake.api)
    const client = createQueryClient()
    // Settles at once: a window with nothing to show but the connect screen holds nothing.
    await expect(prefetchStart(client)).resolves.toBeUndefined()
    expect(client.getQueryData(appKeys.session)).toMatchObject({ connected: false })
    const prefsQueries = client
      .getQueryCache()
      .findAll({ predicate: (query) => query.queryKey.at(-1) === 'prefs' })
    expect(prefsQueries).toHaveLength(0)
  })
})
