import { describe, expect, it, vi } from 'vitest'
import { flushFrameBatches } from '../api/frame-batch'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { KnownStatus } from '../../shared/catalog'
import type { LookupOutcome } from '../../shared/ipc'
import { callsOf, fakeCatalog, installCatalog, type FakeCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { createOpenItemStore } from '../state/open-item-store'
import { BulkLookup } from './bulk-lookup'
import { pageSource } from '../items/list-actions'
import { EMPTY_FILTERS } from '../../shared/catalog/empty-filters'
import type { Words } from '../../shared/i18n/words'

/** `Copy reply` under a lookup answers the whole ticket: every row, in ticket order, even mid-lookup. */

const CATALOG = 'https://catalog.test'

function setup(initial: string, source?: Words) {
  let batch = 0
  const fake = fakeCatalog({
    replyTemplates: () => Promise.resolve({ ok: true, data: { languages: {} } }),
    replyLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
    startLookup: (request) =>
      Promise.resolve({ ok: true, data: { batchId: `b${++batch}`, total: request.ids.length } }),
    cancelLookup: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
  })
  installCatalog(fake.api)
  renderWithQuery(
    <BulkLookup
      catalog={CATALOG}
      initial={initial}
      source={source && { origin: 'page', note: source }}
      openItem={createOpenItemStore()}
      onOpen={() => undefined}
      onClose={() => undefined}
    />,
  )
  return { fake, user: userEvent.setup() }
}

async function started(fake: FakeCatalog) {
  await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
  await act(async () => undefined)
}

function answer(fake: FakeCatalog, index: number, id: number, outcome: LookupOutcome) {
  // Answers reach the rows once per frame: the frame comes at once here.
  act(() => {
    fake.emit('lookup:progress', { batchId: 'b1', rows: [{ index, id, outcome }] })
    flushFrameBatches()
  })
}

const found = (id: number, name: string, status: KnownStatus = 'WAITING_FOR_SEND'): LookupOutcome => ({
  kind: 'item',
  item: { ...singleItem({ id, name }), status: { known: true, value: status } },
})

const copied = (fake: FakeCatalog) =>
  callsOf(fake.calls, 'copyText').map((request) => (request as { text: string }).text)

/** Where each ID first appears in the reply, in reply order. */
const idOrder = (text: string, ids: readonly number[]) =>
  [...ids].sort((a, b) => text.indexOf(String(a)) - text.indexOf(String(b)))

const copyReply = () => screen.getByRole('button', { name: 'Copy reply' })

describe('Copy reply under a lookup', () => {
  it('answers every row in ticket order when the view is narrowed and sorted, and says so', async () => {
    const { fake, user } = setup('3310 1042 2291')
    await started(fake)
    answer(fake, 0, 3310, found(3310, 'Zeta knife'))
    answer(fake, 1, 1042, { kind: 'not_found' })
    // Three situations, so the reply has a paragraph each and its order shows.
    answer(fake, 2, 2291, found(2291, 'Alpha gloves', 'TRADE_ACCEPTED'))
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
    await vi.waitFor(() => expect(copyReply()).toBeEnabled())
    expect(screen.queryByText('Reply covers all 3 items')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'ID' }))
    const table = screen.getByRole('table', { name: 'Lookup results' })
    const shownIds = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent)
    expect(shownIds()).toEqual(['1042', '2291', '3310'])
    expect(copyReply()).toHaveAccessibleDescription('Reply covers all 3 items')
    await user.click(screen.getByRole('button', { name: 'Not found 1' }))
    expect(shownIds()).toEqual(['1042'])
    expect(copyReply()).toHaveAccessibleDescription('Reply covers all 3 items')

    await user.click(copyReply())
    const [text] = copied(fake)
    expect(idOrder(text!, [2291, 1042, 3310])).toEqual([3310, 1042, 2291])
    expect(screen.getByText('Reply copied')).toBeInTheDocument()
  })

  it('while answers are coming, the first press says how many are missing and the second copies what is here', async () => {
    const { fake, user } = setup('1042 2291 3310')
    await started(fake)
    answer(fake, 0, 1042, found(1042, 'Alpha gloves'))
    await vi.waitFor(() => expect(copyReply()).toBeEnabled())

    await user.click(copyReply())
    expect(copied(fake)).toEqual([])
    expect(screen.getByText('2 answers still coming: press again to copy what is here')).toBeInTheDocument()
    expect(copyReply()).toHaveAccessibleDescription(
      '2 answers still coming: press again to copy what is here',
    )
    // An answer arriving keeps the question asked, with the count brought up to date.
    answer(fake, 1, 2291, { kind: 'not_found' })
    expect(screen.getByText('1 answer still coming: press again to copy what is here')).toBeInTheDocument()

    await user.click(copyReply())
    const [text] = copied(fake)
    expect(text).toContain('1042')
    expect(text).toContain('2291')
    // The missing one is said as not checked yet, never as a technical problem.
    expect(text).toMatch(/not been able to check item 3310 yet/)
    expect(text).not.toMatch(/technical problem/)
  })

  it('the shortcut does the same: says, then copies on the second press', async () => {
    const { fake } = setup('1042 2291')
    await started(fake)
    await vi.waitFor(() => expect(copyReply()).toBeEnabled())
    fireEvent.keyDown(window, { key: 'C', ctrlKey: true, shiftKey: true })
    expect(await screen.findByText('2 answers still coming: press again to copy what is here')).toBeVisible()
    expect(copied(fake)).toEqual([])
    fireEvent.keyDown(window, { key: 'C', ctrlKey: true, shiftKey: true })
    await vi.waitFor(() => expect(copied(fake)).toHaveLength(1))
  })

  it('a press asked before every answer came copies at once once they are all in', async () => {
    const { fake, user } = setup('1042 2291')
    await started(fake)
    await vi.waitFor(() => expect(copyReply()).toBeEnabled())
    await user.click(copyReply())
    answer(fake, 0, 1042, found(1042, 'Alpha gloves'))
    answer(fake, 1, 2291, found(2291, 'Beta knife'))
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
    expect(screen.queryByText(/still coming/)).toBeNull()
    await user.click(copyReply())
    expect(copied(fake)).toHaveLength(1)
  })

  it('a new lookup asks again: a press for the old ticket never copies the new one', async () => {
    const { fake, user } = setup('1042')
    await started(fake)
    await vi.waitFor(() => expect(copyReply()).toBeEnabled())
    await user.click(copyReply())
    fireEvent.change(screen.getByRole('textbox', { name: 'Item IDs' }), { target: { value: '7 8 9' } })
    await user.click(screen.getByRole('button', { name: 'Look up' }))
    await user.click(copyReply())
    expect(copied(fake)).toEqual([])
    expect(screen.getByText('3 answers still coming: press again to copy what is here')).toBeInTheDocument()
  })
})

describe('a lookup of the item list’s page', () => {
  it('says where its IDs came from instead of showing them as ticket chips', async () => {
    const { fake } = setup('7\n8', pageSource(2, 1, { ...EMPTY_FILTERS, name: ['AK'] }))
    await started(fake)
    expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [7, 8] }])
    expect(
      screen.getByText('IDs from the item list: the 2 items on page 1, filtered by Name “AK”.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'IDs from the ticket' })).toBeNull()
  })
})
