import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SingleItem } from '../../shared/catalog'
import type { LookupOutcome } from '../../shared/ipc'
import { flushFrameBatches } from '../api/frame-batch'
import { DetailPane } from '../detail/detail-pane'
import { BulkLookup } from '../lookup/bulk-lookup'
import { createOpenItemStore } from '../state/open-item-store'
import { callsOf, fakeCatalog, installCatalog, type FakeCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'

/**
 * `Copy reply` with a choice still open asks first, naming the items, with `Copy anyway`
 * focused and `Choose for item <id>` beside it; the question about answers still coming is
 * the same question (reply-tools.tsx, copy-ask.ts).
 */

/** No entry of the default error table matches these: each item needs the agent's choice. */
const unknownError = (id: number) => `Inventory fetch failed with code ${id}.`
const withUnknownError = (id: number): SingleItem =>
  singleItem({ id, name: `Item ${id}`, error_message: unknownError(id), next_try: null })
const ITEMS: readonly SingleItem[] = [
  withUnknownError(1042),
  withUnknownError(2291),
  {
    ...singleItem({ id: 3310, name: 'Item 3310', error_message: null, error_date: null }),
    status: { known: true, value: 'TRADE_ACCEPTED' },
  },
]

// Choices are kept per catalog for the window's session: each test answers its own ticket.
let catalogs = 0

async function setup({ answered = ITEMS.length, paneId = null as number | null } = {}) {
  const catalog = `https://catalog-ask-${++catalogs}.test`
  const fake = fakeCatalog({
    startLookup: (request) =>
      Promise.resolve({ ok: true, data: { batchId: 'b1', total: request.ids.length } }),
    cancelLookup: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
    getItem: (request) => Promise.resolve({ ok: true, data: ITEMS.find((item) => item.id === request.id)! }),
    replyTemplates: () => Promise.resolve({ ok: true, data: { languages: {} } }),
    replyLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
  })
  installCatalog(fake.api)
  const openItem = createOpenItemStore()
  renderWithQuery(
    <>
      <BulkLookup
        catalog={catalog}
        initial={ITEMS.map((item) => item.id).join(' ')}
        openItem={openItem}
        onOpen={(id) => openItem.set(id)}
        onClose={() => undefined}
      />
      {paneId === null ? null : <DetailPane catalog={catalog} id={paneId} onClose={() => undefined} />}
    </>,
  )
  await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
  await act(async () => undefined)
  ITEMS.slice(0, answered).forEach((item, index) => answer(fake, index, { kind: 'item', item }))
  if (answered === ITEMS.length) act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
  const lookup = screen.getByRole('region', { name: 'Bulk lookup' })
  const copyReply = within(lookup).getByRole('button', { name: 'Copy reply' })
  await vi.waitFor(() => expect(copyReply).toBeEnabled())
  return {
    fake,
    user: userEvent.setup(),
    lookup,
    copyReply,
    copied: () => callsOf(fake.calls, 'copyText').map((request) => (request as { text: string }).text),
    question: () => within(lookup).queryByRole('alertdialog', { name: /need|needs|still coming/ }),
    choice: (id: number) => within(lookup).getByRole('combobox', { name: `Situation for item ${id}` }),
  }
}

function answer(fake: FakeCatalog, index: number, outcome: LookupOutcome) {
  act(() => {
    fake.emit('lookup:progress', { batchId: 'b1', rows: [{ index, id: ITEMS[index]!.id, outcome }] })
    flushFrameBatches()
  })
}

const pressShortcut = () => fireEvent.keyDown(window, { key: 'C', ctrlKey: true, shiftKey: true })

describe('Copy reply with a choice still open', () => {
  it('asks first, naming the items, and copies nothing until Copy anyway', async () => {
    const { user, copyReply, copied, question } = await setup()
    await vi.waitFor(() => expect(copyReply).toHaveAccessibleDescription('2 items need your choice'))
    await user.click(copyReply)

    const asked = question()!
    expect(asked).toHaveAccessibleName('2 items need your choice: 1042, 2291')
    expect(copied()).toEqual([])
    const copyAnyway = within(asked).getByRole('button', { name: 'Copy anyway' })
    expect(copyAnyway).toHaveFocus()
    expect(within(asked).getByRole('button', { name: 'Choose for item 1042' })).toBeInTheDocument()
    // Said once: the question takes the place of the count beside the button.
    expect(copyReply).toHaveAccessibleDescription('2 items need your choice: 1042, 2291')

    // One key away: a second Enter copies the reply as it stands.
    await user.keyboard('{Enter}')
    expect(copied()).toHaveLength(1)
    expect(copied()[0]).toContain('We could not send the trade offer for Item 1042 (ID 1042) and Item 2291')
    expect(question()).toBeNull()
    expect(copyReply).toHaveFocus()
  })

  it('asks on Enter on the button and on the shortcut alike; the second press copies', async () => {
    const { user, copyReply, copied, question } = await setup()
    act(() => copyReply.focus())
    await user.keyboard('{Enter}')
    expect(question()).not.toBeNull()
    expect(copied()).toEqual([])
    await user.keyboard('{Escape}')
    expect(question()).toBeNull()
    expect(copyReply).toHaveFocus()

    pressShortcut()
    expect(question()).not.toBeNull()
    expect(within(question()!).getByRole('button', { name: 'Copy anyway' })).toHaveFocus()
    expect(copied()).toEqual([])
    pressShortcut()
    await vi.waitFor(() => expect(copied()).toHaveLength(1))
  })

  it('copies at once once every choice is made, and follows the choices', async () => {
    const { user, copyReply, copied, question, choice } = await setup()
    await user.click(copyReply)
    await user.selectOptions(choice(1042), 'inventory_private')
    // The question follows: only what is still open.
    expect(question()).toHaveAccessibleName('1 item needs your choice: 2291')
    await user.selectOptions(choice(2291), 'steam_down')
    expect(question()).toBeNull()

    await user.click(copyReply)
    expect(copied()).toHaveLength(1)
    expect(copied()[0]).toContain('Please set your inventory to public')
    expect(copied()[0]).toContain('Steam was temporarily unavailable.')
  })

  it('asks again when a choice is reopened after the question was answered', async () => {
    const { user, copyReply, copied, question, choice } = await setup()
    await user.selectOptions(choice(1042), 'inventory_private')
    await user.click(copyReply)
    expect(question()).toHaveAccessibleName('1 item needs your choice: 2291')
    // Taken back: 1042 is open again, and the question did not show it.
    await user.selectOptions(choice(1042), '')
    expect(question()).toBeNull()
    await user.click(copyReply)
    expect(copied()).toEqual([])
    expect(question()).toHaveAccessibleName('2 items need your choice: 1042, 2291')
  })

  it('Cancel closes the question, copying nothing, and gives focus back to Copy reply', async () => {
    const { user, copyReply, copied, question } = await setup()
    await user.click(copyReply)
    await user.click(within(question()!).getByRole('button', { name: 'Cancel' }))
    expect(question()).toBeNull()
    expect(copied()).toEqual([])
    expect(copyReply).toHaveFocus()
  })

  it('Choose for item <id> focuses that row’s choice, showing the whole ticket again if narrowed', async () => {
    const { user, lookup, copyReply, question, choice } = await setup()
    await user.selectOptions(choice(1042), 'inventory_private')
    // Narrowed to the row without an error: the row still waiting for a choice is not shown.
    await user.click(within(lookup).getByRole('button', { name: /^Trade accepted/ }))
    expect(within(lookup).queryByRole('combobox', { name: 'Situation for item 2291' })).toBeNull()
    await user.click(copyReply)
    await user.click(within(question()!).getByRole('button', { name: 'Choose for item 2291' }))
    expect(question()).toBeNull()
    await vi.waitFor(() => expect(choice(2291)).toHaveFocus())
  })

  it('names the answers still coming and the open choices in one question', async () => {
    const { user, copyReply, copied, question } = await setup({ answered: 2 })
    await user.click(copyReply)
    expect(question()).toHaveAccessibleName(
      '1 answer still coming: press again to copy what is here 2 items need your choice: 1042, 2291',
    )
    await user.click(copyReply)
    expect(copied()).toHaveLength(1)
    expect(copied()[0]).toMatch(/not been able to check item 3310 yet/)
  })
})

describe('Copy reply in the detail pane', () => {
  it('asks for the open item’s choice, and Choose for item <id> focuses the pane’s', async () => {
    const { user, copied } = await setup({ paneId: 1042 })
    const pane = screen.getByRole('region', { name: 'Item details' })
    const paneCopy = within(pane).getByRole('button', { name: 'Copy reply' })
    await vi.waitFor(() => expect(paneCopy).toBeEnabled())
    const paneChoice = await within(pane).findByRole('combobox', { name: 'Situation for item 1042' })
    await user.click(paneCopy)
    const asked = within(pane).getByRole('alertdialog', { name: '1 item needs your choice: 1042' })
    expect(copied()).toEqual([])
    await user.click(within(asked).getByRole('button', { name: 'Choose for item 1042' }))
    expect(paneChoice).toHaveFocus()
  })
})
