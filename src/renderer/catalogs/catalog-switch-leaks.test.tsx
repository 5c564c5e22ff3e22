import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { KnownCatalog, SessionState } from '../../shared/ipc'
import { EVENTS } from '../../shared/ipc'
import { DEFAULT_PREFS } from '../../shared/catalog/default-prefs'
import { encodeItemsPage } from '../../shared/catalog/packed-items'
import { App } from '../app'
import { fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { itemsPage, singleItem } from '../testing/sample-items.test-support'

/**
 * The app stays open all day and the agent switches catalogs many times in it (the shift
 * bench: once every 100 actions). Each switch remounts the workspace; whatever a mount adds
 * (a `window.catalog` subscription, a window or document listener, an interval) must be gone
 * by the next one, or a day of switching grows it without end.
 */
const catalogOf = (baseUrl: string, label: string): KnownCatalog => ({
  baseUrl,
  label,
  environment: 'staging',
  lastUsedAt: '2026-11-22T10:00:00.000Z',
  hasStoredToken: true,
  hasSessionToken: false,
})
const FIRST = catalogOf('https://one.example.com', 'Catalog one')
const SECOND = catalogOf('https://two.example.com', 'Catalog two')

const sessionFor = (catalog: KnownCatalog): SessionState => ({
  connected: true,
  keychain: { available: true },
  catalog: {
    baseUrl: catalog.baseUrl,
    label: catalog.label,
    environment: 'staging',
    demo: false,
    timeZone: null,
  },
  tokenStorage: 'keychain',
})

/** Window and document listeners, and intervals, that are live now. */
function trackLive() {
  const listeners = new Set<string>()
  const ids = new WeakMap<object, number>()
  let next = 0
  const idOf = (listener: object) => {
    if (!ids.has(listener)) ids.set(listener, (next += 1))
    return ids.get(listener)
  }
  const keyOf = (
    target: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options: unknown,
  ) => {
    const capture =
      typeof options === 'boolean'
        ? options
        : (options as { capture?: boolean } | undefined)?.capture === true
    const id = listener === null ? 0 : idOf(listener)
    return `${target === window ? 'window' : 'document'} ${type} ${id} ${capture}`
  }
  // jsdom gives the window its own addEventListener, so each target is watched itself.
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target)
    const remove = target.removeEventListener.bind(target)
    vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.add(keyOf(target, type, listener, options))
      add(type, listener, options)
    })
    vi.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
      listeners.delete(keyOf(target, type, listener, options))
      remove(type, listener, options)
    })
  }
  const intervals = new Set<unknown>()
  const setInterval = window.setInterval
  const clearInterval = window.clearInterval
  vi.spyOn(window, 'setInterval').mockImplementation(((...args: Parameters<typeof setInterval>) => {
    const id = setInterval(...args)
    intervals.add(id)
    return id
  }) as typeof setInterval)
  vi.spyOn(window, 'clearInterval').mockImplementation((id) => {
    intervals.delete(id)
    clearInterval(id)
  })
  return { listeners: () => listeners.size, intervals: () => intervals.size }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('switching catalogs all day', () => {
  it('leaves as many subscriptions, listeners, intervals and cached queries after six switches as after two', async () => {
    const live = trackLive()
    let session = sessionFor(FIRST)
    const fake = fakeCatalog({
      getSession: () => Promise.resolve({ ok: true, data: session }),
      getPrefs: () => Promise.resolve({ ok: true, data: DEFAULT_PREFS }),
      setPrefs: (prefs) => Promise.resolve({ ok: true, data: prefs as typeof DEFAULT_PREFS }),
      notices: () => Promise.resolve({ ok: true, data: [] }),
      listCatalogs: () =>
        Promise.resolve({
          ok: true,
          data: { catalogs: [FIRST, SECOND], lastUsed: session.connected ? session.catalog.baseUrl : null },
        }),
      listItems: () => Promise.resolve({ ok: true, data: encodeItemsPage(itemsPage(1, 1, 50, 3, 1)) }),
      getItem: (request) =>
        Promise.resolve({ ok: true, data: singleItem({ id: (request as { id: number }).id }) }),
      watchList: () =>
        Promise.resolve({
          ok: true,
          data: { items: [], intervalSeconds: 60, notifications: true, changedCount: 0 },
        }),
      takeLinks: () => Promise.resolve({ ok: true, data: [] }),
      resume: (request) => {
        session = sessionFor((request as { baseUrl: string }).baseUrl === FIRST.baseUrl ? FIRST : SECOND)
        return Promise.resolve({ ok: true, data: session })
      },
    })
    installCatalog(fake.api)
    const { queryClient } = renderWithQuery(<App />)
    const user = userEvent.setup()

    const switchTo = async (catalog: KnownCatalog) => {
      await user.click(await screen.findByRole('button', { name: 'Catalog' }))
      await user.click(screen.getByRole('menuitem', { name: catalog.label }))
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Catalog' })).toHaveTextContent(catalog.label),
      )
      // Settled: the new catalog's list is on screen and an item is open in it.
      await screen.findAllByRole('row')
      const box = screen.getByRole('textbox', { name: 'Item ID' })
      await user.click(box)
      await user.paste('7')
      await user.keyboard('{Enter}')
      await screen.findByRole('region', { name: 'Item details' })
    }
    const counts = () => ({
      subscriptions: EVENTS.reduce((sum, event) => sum + fake.listenerCount(event), 0),
      listeners: live.listeners(),
      intervals: live.intervals(),
      queries: queryClient.getQueryCache().getAll().length,
    })

    await switchTo(SECOND)
    await switchTo(FIRST)
    const settled = counts()
    expect(settled.subscriptions).toBeGreaterThan(0)
    for (let round = 0; round < 2; round += 1) {
      await switchTo(SECOND)
      await switchTo(FIRST)
    }
    expect(counts()).toStrictEqual(settled)
  }, 60_000)
})
