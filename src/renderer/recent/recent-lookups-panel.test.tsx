import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RecentLookups } from '../../shared/ipc'
import type { RecentBulkLookup } from '../../shared/watch'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { RecentLookupsPanel, UNDO_CLEAR_MS } from './recent-lookups-panel'

const AT = '2026-05-01T12:00:00.000Z'
const HISTORY: RecentLookups = {
  items: [
    { id: 11, name: 'First', status: 'WAITING_FOR_SEND', at: AT },
    { id: 12, name: 'Second', status: null, at: AT },
  ],
  openItem: 11,
}

const KEPT: readonly RecentBulkLookup[] = [{ ids: [1042, 2291], at: AT, language: 'de', chosen: null }]

/** The panel against a fake main that clears and restores the way the recent service does. */
function setup(history: RecentLookups = HISTORY, kept: readonly RecentBulkLookup[] = []) {
  let stored = history
  let storedKept = kept
  const fake = fakeCatalog({
    recentLookups: () => Promise.resolve({ ok: true, data: stored }),
    recentBulkLookups: () => Promise.resolve({ ok: true, data: storedKept }),
    clearRecentLookups: () => {
      stored = { items: [], openItem: stored.openItem }
      storedKept = []
      return Promise.resolve({ ok: true, data: stored })
    },
    undoClearRecentLookups: () => {
      stored = history
      storedKept = kept
      return Promise.resolve({ ok: true, data: stored })
    },
  })
  installCatalog(fake.api)
  renderWithQuery(
    <RecentLookupsPanel
      catalog="https://catalog.test"
      onOpen={() => undefined}
      onOpenLookup={() => undefined}
    />,
  )
  return fake
}

describe('Recent lookups panel', () => {
  afterEach(() => vi.useRealTimers())

  it('Clear history says how many it cleared and Undo brings exactly those back', async () => {
    const fake = setup()
    const user = userEvent.setup()
    const panel = screen.getByRole('region', { name: 'Recent lookups' })
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(2)
    await user.click(within(panel).getByRole('button', { name: 'Clear history' }))
    expect(await within(panel).findByRole('status')).toHaveTextContent('Cleared 2 items.')
    expect(within(panel).queryAllByRole('listitem')).toHaveLength(0)
    expect(within(panel).getByRole('button', { name: 'Clear history' })).toBeDisabled()

    await user.click(within(panel).getByRole('button', { name: 'Undo' }))
    const rows = await within(panel).findAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('11 First'),
      expect.stringContaining('12 Second'),
    ])
    expect(within(panel).queryByRole('status')).toBeNull()
    expect(callsOf(fake.calls, 'undoClearRecentLookups')).toHaveLength(1)
  })

  it('clears the kept lookups with the items opened, says how many of each, and Undo brings both back', async () => {
    setup(HISTORY, KEPT)
    const user = userEvent.setup()
    const panel = screen.getByRole('region', { name: 'Recent lookups' })
    await within(panel).findByRole('button', { name: 'Lookup: 1042, 2291' })
    await user.click(within(panel).getByRole('button', { name: 'Clear history' }))
    expect(await within(panel).findByRole('status')).toHaveTextContent('Cleared 2 items and 1 lookup.')
    expect(within(panel).queryByRole('button', { name: 'Lookup: 1042, 2291' })).toBeNull()
    expect(within(panel).queryAllByRole('listitem')).toHaveLength(0)
    await user.click(within(panel).getByRole('button', { name: 'Undo' }))
    expect(await within(panel).findByRole('button', { name: 'Lookup: 1042, 2291' })).toBeVisible()
    expect(within(panel).getByText('First')).toBeVisible()
    expect(within(panel).getByRole('button', { name: 'Clear history' })).toHaveFocus()
  })

  it('offers Clear history when the history holds only kept lookups', async () => {
    const fake = setup({ items: [], openItem: null }, KEPT)
    const user = userEvent.setup()
    const panel = screen.getByRole('region', { name: 'Recent lookups' })
    await within(panel).findByRole('button', { name: 'Lookup: 1042, 2291' })
    await user.click(within(panel).getByRole('button', { name: 'Clear history' }))
    expect(await within(panel).findByRole('status')).toHaveTextContent('Cleared 1 lookup.')
    expect(within(panel).getByRole('button', { name: 'Clear history' })).toBeDisabled()
    await user.click(within(panel).getByRole('button', { name: 'Undo' }))
    expect(await within(panel).findByRole('button', { name: 'Lookup: 1042, 2291' })).toBeVisible()
    expect(callsOf(fake.calls, 'clearRecentLookups')).toHaveLength(1)
  })

  it('moves focus to Undo as it clears, and back to Clear history once Undo restored the list', async () => {
    setup()
    const user = userEvent.setup()
    const panel = screen.getByRole('region', { name: 'Recent lookups' })
    await within(panel).findAllByRole('listitem')
    await user.click(within(panel).getByRole('button', { name: 'Clear history' }))
    await within(panel).findByRole('status')
    expect(within(panel).getByRole('button', { name: 'Undo' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await within(panel).findAllByRole('listitem')
    expect(within(panel).getByRole('button', { name: 'Clear history' })).toHaveFocus()
  })

  /** Clears the history with fake timers, then moves focus off the offer (as a click elsewhere would). */
  async function clearAndLookAway() {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fake = setup()
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    const panel = screen.getByRole('region', { name: 'Recent lookups' })
    await within(panel).findAllByRole('listitem')
    await user.click(within(panel).getByRole('button', { name: 'Clear history' }))
    await within(panel).findByRole('status')
    const undo = within(panel).getByRole('button', { name: 'Undo' })
    return { fake, user, panel, undo }
  }

  it('stops offering Undo a few seconds after focus left it, and the history stays cleared', async () => {
    const { fake, panel, undo } = await clearAndLookAway()
    act(() => undo.blur())
    act(() => vi.advanceTimersByTime(UNDO_CLEAR_MS - 100))
    expect(within(panel).getByRole('button', { name: 'Undo' })).toBeVisible()
    act(() => vi.advanceTimersByTime(200))
    expect(within(panel).queryByRole('button', { name: 'Undo' })).toBeNull()
    expect(within(panel).getByText('Items you open are listed here.')).toBeVisible()
    expect(callsOf(fake.calls, 'undoClearRecentLookups')).toHaveLength(0)
  })

  it('keeps offering Undo while focus is on it, and waits the whole time again once focus leaves', async () => {
    const { panel, undo } = await clearAndLookAway()
    act(() => vi.advanceTimersByTime(UNDO_CLEAR_MS * 5))
    expect(undo).toBeVisible()
    act(() => undo.blur())
    act(() => vi.advanceTimersByTime(UNDO_CLEAR_MS - 100))
    expect(within(panel).getByRole('button', { name: 'Undo' })).toBeVisible()
    act(() => vi.advanceTimersByTime(200))
    expect(within(panel).queryByRole('button', { name: 'Undo' })).toBeNull()
  })

  it('keeps offering Undo while the pointer is on it', async () => {
    const { panel, undo } = await clearAndLookAway()
    act(() => undo.blur())
    const offer = within(panel).getByRole('status')
    act(() => {
      offer.dispatchEvent(new PointerEvent('pointerenter'))
    })
    act(() => vi.advanceTimersByTime(UNDO_CLEAR_MS * 5))
    expect(within(panel).getByRole('button', { name: 'Undo' })).toBeVisible()
    act(() => {
      offer.dispatchEvent(new PointerEvent('pointerleave'))
    })
    act(() => vi.advanceTimersByTime(UNDO_CLEAR_MS + 100))
    expect(within(panel).queryByRole('button', { name: 'Undo' })).toBeNull()
  })
})

describe('Recent lookups panel: bulk lookups', () => {
  it('lists each kept lookup by its IDs, with its reply language, and reopens it in one click', async () => {
    const fake = fakeCatalog({
      recentLookups: () => Promise.resolve({ ok: true, data: HISTORY }),
      recentBulkLookups: () =>
        Promise.resolve({
          ok: true,
          data: [
            { ids: [1042, 2291, 3310, 4410], at: AT, language: 'de', chosen: null },
            { ids: [7], at: AT, language: null, chosen: null },
            { ids: [8], at: AT, language: 'de', chosen: 'ru' },
          ],
        }),
    })
    installCatalog(fake.api)
    const onOpenLookup = vi.fn()
    renderWithQuery(
      <RecentLookupsPanel
        catalog="https://catalog.test"
        onOpen={() => undefined}
        onOpenLookup={onOpenLookup}
      />,
    )
    const user = userEvent.setup()
    const ticket = await screen.findByRole('button', { name: 'Lookup: 1042, 2291, 3310, …' })
    expect(ticket.closest('li')).toHaveTextContent('4 items')
    expect(ticket.closest('li')).toHaveTextContent('Deutsch')
    expect(screen.getByRole('button', { name: 'Lookup: 7' }).closest('li')).toHaveTextContent('1 item')
    await user.click(ticket)
    // With the reply language it had, which the lookup brings back.
    expect(onOpenLookup).toHaveBeenCalledWith({
      ids: [1042, 2291, 3310, 4410],
      at: AT,
      language: 'de',
      chosen: null,
    })
    // The language its replies were in: the agent's choice for that ticket, over the one read from it.
    expect(screen.getByRole('button', { name: 'Lookup: 8' }).closest('li')).toHaveTextContent('Русский')
    // The items opened stay listed beside them.
    expect(screen.getByText('First')).toBeInTheDocument()
  })
})
