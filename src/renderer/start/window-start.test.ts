import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ResponseOf, SessionState } from '../../shared/ipc'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { createQueryClient } from '../api/query-client'
import { encodeItemsPage } from '../../shared/catalog/packed-items'
import { itemsPage } from '../testing/sample-items.test-support'
import { PREFS, SESSION } from '../testing/sample-session.test-support'
import { later } from '../testing/later.test-support'
import { appKeys, itemKeys } from '../api/query-keys'
import { afterFirstScreenPainted, startWindow, windowStart } from './window-start'
import { manualFrames } from '../testing/manual-frames.test-support'
import { saying } from '../../shared/i18n/english.test-support'

const PAGE = { ok: true, data: encodeItemsPage(itemsPage(2, 4, 25, 100, 26)) } as const

/** Connected with saved prefs; the first page answers with `page`. */
function connected(page: () => Promise<ResponseOf<'items:list'>>) {
  const fake = fakeCatalog({
    getSession: () => Promise.resolve({ ok: true, data: SESSION }),
    getPrefs: () => Promise.resolve({ ok: true, data: PREFS }),
    listItems: page,
  })
  installCatalog(fake.api)
  return fake
}

const marks = () => performance.getEntriesByType('mark').map((entry) => entry.name)

afterEach(() => {
  vi.useRealTimers()
  performance.clearMarks()
})

describe('startWindow', () => {
  it('asks for the prefs before the session has answered, and gives them to the prefs query', async () => {
    const session = later<{ ok: true; data: SessionState }>()
    const fake = fakeCatalog({
      getSession: () => session.promise,
      getPrefs: () => Promise.resolve({ ok: true, data: PREFS }),
    })
    installCatalog(fake.api)
    const client = createQueryClient()
    startWindow(client, 10_000)
    // Both questions are on their way at once: one round trip, not two.
    expect(callsOf(fake.calls, 'getSession')).toHaveLength(1)
    expect(callsOf(fake.calls, 'getPrefs')).toHaveLength(1)

    session.settle({ ok: true, data: SESSION })
    await expect.poll(() => client.getQueryData(appKeys.prefs(SESSION.catalog.baseUrl))).toStrictEqual(PREFS)
    expect(callsOf(fake.calls, 'getPrefs')).toHaveLength(1)
  })

  it('asks for the saved page as soon as the prefs are here, as the list query that shows it', async () => {
    const fake = connected(() => Promise.resolve(PAGE))
    const client = createQueryClient()
    startWindow(client, 10_000)
    // The key the items screen's list query builds from the same prefs.
    const key = itemKeys.list(SESSION.catalog.baseUrl, { filters: PREFS.filters, page: 2, pageSize: 25 })
    await expect.poll(() => client.getQueryData(key)).toMatchObject({ page: 2, total: 100 })
    expect(callsOf(fake.calls, 'listItems')).toEqual([
      { query: { filters: PREFS.filters, limit: 25, page: 2 }, slot: 'list' },
    ])
  })

  it('holds the first screen until the first page is answered or failed, then lets go for good', async () => {
    const answers: ResponseOf<'items:list'>[] = [
      PAGE,
      { ok: false, error: { kind: 'network', message: saying('catalog down'), code: null } },
    ]
    for (const answer of answers) {
      const page = later<ResponseOf<'items:list'>>()
      const fake = connected(() => page.promise)
      startWindow(createQueryClient(), 10_000)
      // What mounts when the hold ends is the first screen, not yet painted.
      const listener = vi.fn(() => windowStart.get())
      const gone = vi.fn()
      const unsubscribe = windowStart.subscribe(listener)
      windowStart.subscribe(gone)()
      await expect.poll(() => callsOf(fake.calls, 'listItems')).toHaveLength(1)
      expect(windowStart.get().held).toBe(true)
      expect(listener).not.toHaveBeenCalled()

      page.settle(answer)
      await expect.poll(() => windowStart.get().held).toBe(false)
      expect(listener).toHaveNthReturnedWith(1, { held: false, firstFrame: true })
      await expect.poll(() => windowStart.get().firstFrame).toBe(false)
      // Then only the first frame ends: the hold never comes back.
      expect(listener.mock.results.map(({ value }) => (value as { held: boolean }).held)).toEqual([
        false,
        false,
      ])
      expect(gone).not.toHaveBeenCalled()
      unsubscribe()
    }
  })

  it('runs what waits for the first screen once it is painted, not while held nor on its first frame', async () => {
    const paint = manualFrames()
    try {
      const page = later<ResponseOf<'items:list'>>()
      connected(() => page.promise)
      startWindow(createQueryClient(), 10_000)
      const prefetch = vi.fn()
      afterFirstScreenPainted(prefetch)
      page.settle(PAGE)
      await expect.poll(() => windowStart.get()).toEqual({ held: false, firstFrame: true })
      expect(prefetch).not.toHaveBeenCalled()
      // The frame that shows the first screen: the work waits for the task after its paint.
      paint()
      await expect.poll(() => windowStart.get().firstFrame).toBe(false)
      expect(prefetch).toHaveBeenCalledTimes(1)
      windowStart.set({ held: false, firstFrame: true })
      windowStart.set({ held: false, firstFrame: false })
      expect(prefetch).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('runs what waits for the first screen at once outside the window’s start', () => {
    windowStart.set({ held: false, firstFrame: false })
    const then = vi.fn()
    afterFirstScreenPainted(then)
    expect(then).toHaveBeenCalledTimes(1)
  })

  it('lets go after its time when nothing answers, and for good', async () => {
    vi.useFakeTimers()
    const page = later<ResponseOf<'items:list'>>()
    connected(() => page.promise)
    startWindow(createQueryClient(), 300)
    const listener = vi.fn(() => windowStart.get().held)
    windowStart.subscribe(listener)
    await vi.advanceTimersByTimeAsync(299)
    expect(windowStart.get().held).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(windowStart.get().held).toBe(false)
    expect(listener).toHaveNthReturnedWith(1, false)

    // The page arriving later changes nothing more: the hold is not taken up again.
    page.settle(PAGE)
    await vi.runAllTimersAsync()
    expect(listener.mock.results.every(({ value }) => value === false)).toBe(true)
  })

  it('lets go at once when no catalog is connected, leaving the prefs alone', async () => {
    const fake = fakeCatalog({
      getSession: () =>
        Promise.resolve({
          ok: true,
          data: { connected: false, keychain: { available: true }, suggestedBaseUrl: null },
        }),
    })
    installCatalog(fake.api)
    const client = createQueryClient()
    startWindow(client, 10_000)
    await expect.poll(() => windowStart.get().held).toBe(false)
    expect(client.getQueryData(appKeys.session)).toMatchObject({ connected: false })
    const prefsQueries = client
      .getQueryCache()
      .findAll({ predicate: (query) => query.queryKey.at(-1) === 'prefs' })
    expect(prefsQueries).toHaveLength(0)
    expect(marks()).not.toContain('catalog:first-page-asked')
  })

  it('marks its moments on the page’s timeline, in order, once each', async () => {
    connected(() => Promise.resolve(PAGE))
    startWindow(createQueryClient(), 10_000)
    startWindow(createQueryClient(), 10_000)
    await expect.poll(() => windowStart.get().held).toBe(false)
    expect(marks()).toEqual([
      'catalog:script-evaluated',
      'catalog:first-page-asked',
      'catalog:first-page-answered',
      'catalog:first-screen',
    ])
  })
})
