import { describe, expect, it } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { StartupState } from '../../shared/ipc'
import { encodeItemsPage } from '../../shared/catalog/packed-items'
import { App } from '../app'
import { createQueryClient } from '../api/query-client'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { itemsPage } from '../testing/sample-items.test-support'
import { PREFS, SESSION } from '../testing/sample-session.test-support'
import { later } from '../testing/later.test-support'
import { startWindow } from '../start/window-start'
import { WindowSettings } from '../window-settings'

/** Main answers `startup` at once but holds `getSession` until the keychain answers (never, here). */
function startWhileWaiting(startup: () => StartupState) {
  const fake = fakeCatalog({
    startup: () => Promise.resolve({ ok: true, data: startup() }),
    getSession: () => new Promise(() => {}),
  })
  installCatalog(fake.api)
  renderWithQuery(<App />)
  return fake
}

describe('StartupSplash', () => {
  it('says the window waits for the keychain, and what to do, while a keychain call is open', async () => {
    startWhileWaiting(() => ({ ready: false, waitingForKeychain: true }))
    expect(await screen.findByText('Opening the keychain…')).toHaveAttribute('role', 'status')
    expect(screen.getByText(/asks to unlock the keychain/)).toBeInTheDocument()
  })

  it('says only that it is starting while nothing waits for the keychain', async () => {
    const fake = startWhileWaiting(() => ({ ready: false, waitingForKeychain: false }))
    // Two answers seen, so the splash has rendered with main's answer, not only before it.
    await waitFor(() => expect(callsOf(fake.calls, 'startup').length).toBeGreaterThanOrEqual(2))
    expect(screen.getByRole('status')).toHaveTextContent('Starting Catalog Browser…')
    expect(screen.queryByText(/Opening the keychain/)).toBeNull()
  })

  it('follows main: switches to the keychain message when a keychain call starts later', async () => {
    let waiting = false
    startWhileWaiting(() => ({ ready: false, waitingForKeychain: waiting }))
    expect(await screen.findByRole('status')).toHaveTextContent('Starting Catalog Browser…')
    waiting = true
    expect(await screen.findByText('Opening the keychain…', {}, { timeout: 2_000 })).toBeInTheDocument()
  })
})

describe('the first screen', () => {
  /** Connected at once with saved prefs; the first page answers when the test says. */
  function startWithPageLater(holdMs: number) {
    const page = later()
    const fake = fakeCatalog({
      getSession: () => Promise.resolve({ ok: true, data: SESSION }),
      getPrefs: () => Promise.resolve({ ok: true, data: PREFS }),
      notices: () => Promise.resolve({ ok: true, data: [] }),
      listCatalogs: () => Promise.resolve({ ok: true, data: { catalogs: [], lastUsed: null } }),
      listItems: () =>
        page.promise.then(() => ({ ok: true, data: encodeItemsPage(itemsPage(1, 4, 25, 100, 1)) })),
    })
    installCatalog(fake.api)
    // As main.tsx starts the window: the start's questions asked before the first render.
    const client = createQueryClient()
    startWindow(client, holdMs)
    // Every skeleton row the items screen ever draws, even one replaced between two polls.
    const skeletons = { drawn: 0 }
    const observer = new MutationObserver(() => {
      skeletons.drawn = Math.max(skeletons.drawn, document.querySelectorAll('tr.row--skeleton').length)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    render(
      <QueryClientProvider client={client}>
        <WindowSettings>
          <App />
        </WindowSettings>
      </QueryClientProvider>,
    )
    return { fake, answerPage: page.settle, skeletons, stop: () => observer.disconnect() }
  }

  it('keeps the splash while the first page is briefly on its way, then draws the rows once', async () => {
    const start = startWithPageLater(10_000)
    await waitFor(() => expect(callsOf(start.fake.calls, 'listItems')).toHaveLength(1))
    expect(screen.getByRole('status')).toHaveTextContent('Starting Catalog Browser…')
    expect(screen.queryByRole('table', { name: 'Items' })).toBeNull()
    // The splash is React's first commit, marked on the page's timeline for the bench.
    expect(performance.getEntriesByName('catalog:first-commit', 'mark')).toHaveLength(1)

    start.answerPage()
    const table = await screen.findByRole('table', { name: 'Items' })
    // The rows in view first (a 768 px window, 40 px rows): the first frame paints sooner.
    const rows = () => table.querySelectorAll('tbody tr.row').length
    expect(rows()).toBe(Math.ceil(window.innerHeight / 40))
    // The rest a frame later: the whole page.
    await waitFor(() => expect(rows()).toBe(25))
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(25)
    start.stop()
    expect(start.skeletons.drawn).toBe(0)
    // The items screen's own list query found the page the start asked for; the other call is
    // the next page, prefetched for Next.
    expect(callsOf(start.fake.calls, 'listItems')).toEqual([
      { query: { filters: PREFS.filters, limit: PREFS.pageSize, page: PREFS.page }, slot: 'list' },
      expect.objectContaining({ query: expect.objectContaining({ page: PREFS.page + 1 }) }),
    ])
  })

  it('shows the items screen with skeleton rows once the hold is over and the page is not', async () => {
    const start = startWithPageLater(50)
    const table = await screen.findByRole('table', { name: 'Items' })
    expect(table.querySelectorAll('tr.row--skeleton').length).toBeGreaterThan(0)
    start.stop()
    start.answerPage()
    await waitFor(() => expect(table.querySelectorAll('tr.row--skeleton')).toHaveLength(0))
  })
})
