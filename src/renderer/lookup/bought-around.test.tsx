import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LookupOutcome } from '../../shared/ipc'
import type { KnownStatus } from '../../shared/catalog/status-words'
import type { FakeCatalog } from '../testing/fake-catalog.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { flushFrameBatches } from '../api/frame-batch'
import { renderBulkLookup } from './bulk-lookup.test-support'

/**
 * `Bought around` (issue 80): a name lookup reads the ticket's day into a window that orders
 * its rows, marks those outside it, and that the agent can change or clear; no row is dropped.
 */

const CATALOG = 'https://catalog.test'
const REDLINE = 'AK-47 | Redline (Field-Tested)'
const YESTERDAY = `I bought the ${REDLINE} yesterday and it never came.`
/** The agent's today: "yesterday" is 27 November, the window a day either side of it. */
const NOW = new Date(2026, 10, 28, 12, 0, 0)

const bought = (id: number, at: string, status: KnownStatus = 'TRADE_ACCEPTED'): LookupOutcome => ({
  kind: 'item',
  item: singleItem({ id, name: REDLINE, bought_at: at, status: { known: true, value: status } }),
})
const OUTCOMES: Readonly<Record<number, LookupOutcome>> = {
  31: bought(31, '2026-11-20T10:00:00.000000Z'),
  32: bought(32, '2026-11-27T11:00:00.000000Z'),
  33: {
    kind: 'item',
    item: singleItem(
      { id: 33, name: REDLINE },
      { bought_at: { ok: false, raw: 'soon', reason: 'not a time' } },
    ),
  },
  34: bought(34, '2026-11-26T06:00:00.000000Z', 'WAITING_FOR_SEND'),
}
const IDS = [31, 32, 33, 34]

beforeEach(() => {
  // Only the date: "yesterday" is counted from a fixed day, and the lookup's timers run as ever.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
})

async function findAndAnswer(ticket: string, ids: readonly number[] = IDS): Promise<FakeCatalog> {
  const fake = renderBulkLookup(CATALOG, {
    answers: { findItemsByName: () => Promise.resolve({ ok: true, data: { kind: 'found', ids: [...ids] } }) },
  })
  const user = userEvent.setup()
  await user.click(screen.getByRole('textbox', { name: 'Item IDs' }))
  await user.paste(ticket)
  await user.click(screen.getByRole('button', { name: 'Look up' }))
  await user.click(screen.getByRole('button', { name: `Find items named ${REDLINE}` }))
  await vi.waitFor(() => expect(screen.getByText(/Items named/)).toBeInTheDocument())
  await vi.waitFor(() => expect(screen.getByRole('table', { name: 'Lookup results' })).toBeInTheDocument())
  act(() => {
    fake.emit('lookup:progress', {
      batchId: 'b1',
      rows: ids.map((id, index) => ({ index, id, outcome: OUTCOMES[id]! })),
    })
    flushFrameBatches()
    fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' })
  })
  return fake
}

const group = () => screen.getByRole('group', { name: 'Bought around' })
const rowIds = () =>
  within(screen.getByRole('table', { name: 'Lookup results' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(row.getAttribute('data-lookup-id')))
const row = (id: number) => document.querySelector<HTMLElement>(`tr[data-lookup-id="${id}"]`)!
const setDay = (name: 'From' | 'To', value: string) =>
  fireEvent.change(within(group()).getByLabelText(name), { target: { value } })

describe('Bought around in a name lookup', () => {
  it('reads the window from the ticket, with the words it came from, and shows it as the two days', async () => {
    await findAndAnswer(YESTERDAY)
    expect(group()).toHaveTextContent(/read from “yesterday” in the ticket/)
    expect(group()).toHaveTextContent(/Nov 26\s*–\s*28, 2026/)
    expect(within(group()).getByLabelText('From')).toHaveValue('2026-11-26')
    expect(within(group()).getByLabelText('To')).toHaveValue('2026-11-28')
  })

  it('orders the rows: inside the window nearest its day, then outside, an unreadable time last; none dropped', async () => {
    await findAndAnswer(YESTERDAY)
    await vi.waitFor(() => expect(rowIds()).toEqual([32, 34, 31, 33]))
    expect(row(31)).toHaveClass('lookup-table__row--outside-window')
    expect(row(31)).toHaveTextContent('outside Bought around')
    for (const inside of [32, 34]) {
      expect(row(inside)).not.toHaveClass('lookup-table__row--outside-window')
      expect(row(inside)).not.toHaveTextContent('outside Bought around')
    }
    expect(row(33)).toHaveTextContent('purchase time unknown')
    expect(row(33)).not.toHaveClass('lookup-table__row--outside-window')
  })

  it('re-orders at once when the agent changes the window, and clearing it dims nothing', async () => {
    await findAndAnswer(YESTERDAY)
    await vi.waitFor(() => expect(rowIds()[0]).toBe(32))
    setDay('From', '2026-11-19')
    setDay('To', '2026-11-21')
    expect(rowIds()).toEqual([31, 34, 32, 33])
    expect(group()).toHaveTextContent(/as you set it/)
    expect(row(32)).toHaveTextContent('outside Bought around')
    expect(row(31)).not.toHaveTextContent('outside Bought around')

    await userEvent.setup().click(within(group()).getByRole('button', { name: 'Clear' }))
    expect(group()).toHaveTextContent('No window: the items are not ordered by their purchase day.')
    expect(within(group()).getByLabelText('From')).toHaveValue('')
    // What the ticket says went wrong still puts the fitting status first.
    expect(rowIds()).toEqual([34, 31, 32, 33])
    expect(document.querySelectorAll('.lookup-table__row--outside-window')).toHaveLength(0)
  })

  it('names an ambiguous date as such and uses no window from it', async () => {
    await findAndAnswer(`I bought the ${REDLINE} on 03/04 and it never came.`)
    expect(group()).toHaveTextContent(/03\/04 could be (3 April|April 3) or (4 March|March 4): not used/)
    expect(group()).toHaveTextContent('The ticket names no day of purchase.')
    expect(within(group()).getByLabelText('From')).toHaveValue('')
  })

  it('lets the agent set a window when the ticket names no day', async () => {
    await findAndAnswer(`The ${REDLINE} never came.`)
    expect(group()).toHaveTextContent('The ticket names no day of purchase.')
    await vi.waitFor(() => expect(rowIds()).toEqual([34, 31, 32, 33]))
    setDay('From', '2026-11-26')
    expect(within(group()).getByLabelText('To')).toHaveValue('2026-11-26')
    expect(rowIds()).toEqual([34, 32, 31, 33])
    expect(row(31)).toHaveTextContent('outside Bought around')
  })

  it('is not shown for a lookup of the IDs a customer wrote', async () => {
    const fake = renderBulkLookup(CATALOG, { initial: 'Items 31 and 32, bought yesterday, never came' })
    await vi.waitFor(() => expect(screen.getByRole('table', { name: 'Lookup results' })).toBeInTheDocument())
    act(() => {
      fake.emit('lookup:progress', {
        batchId: 'b1',
        rows: [31, 32].map((id, index) => ({ index, id, outcome: OUTCOMES[id]! })),
      })
      flushFrameBatches()
      fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' })
    })
    expect(screen.queryByRole('group', { name: 'Bought around' })).toBeNull()
    expect(rowIds()).toEqual([31, 32])
  })
})
