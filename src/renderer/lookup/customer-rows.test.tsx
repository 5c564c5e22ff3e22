import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LookupOutcome } from '../../shared/ipc'
import { callsOf, fakeCatalog, installCatalog, type FakeCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { flushFrameBatches } from '../api/frame-batch'
import { createOpenItemStore } from '../state/open-item-store'
import { words } from '../../shared/i18n/words'
import { BulkLookup } from './bulk-lookup'
import { forgetLookup, keptLookup, type KeptLookup } from './kept-lookup'

/** A lookup not made from the customer's IDs asks which rows are theirs before a reply is written. */

const CATALOG = 'https://catalog.test'
const PAGE = { origin: 'page', note: words({ id: 'lookup.region', defaultMessage: 'Bulk lookup' }) } as const

function setup(
  initial: string,
  { page = true, kept = null }: { page?: boolean; kept?: KeptLookup | null } = {},
) {
  if (kept === null) forgetLookup(CATALOG)
  const fake = fakeCatalog({
    replyTemplates: () => Promise.resolve({ ok: true, data: { languages: {} } }),
    replyLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
    startLookup: (request) =>
      Promise.resolve({ ok: true, data: { batchId: 'b1', total: request.ids.length } }),
    cancelLookup: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
  })
  installCatalog(fake.api)
  const view = renderWithQuery(
    <BulkLookup
      catalog={CATALOG}
      initial={initial}
      source={page ? PAGE : null}
      kept={kept}
      openItem={createOpenItemStore()}
      onOpen={() => undefined}
      onClose={() => undefined}
    />,
  )
  return { fake, unmount: view.unmount, user: userEvent.setup() }
}

const found = (id: number, name: string): LookupOutcome => ({ kind: 'item', item: singleItem({ id, name }) })

/** Both rows answered and the lookup done, `Copy reply` ready. */
async function answered(fake: FakeCatalog) {
  await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
  await act(async () => undefined)
  act(() => {
    fake.emit('lookup:progress', {
      batchId: 'b1',
      rows: [
        { index: 0, id: 7, outcome: found(7, 'Alpha gloves') },
        { index: 1, id: 8, outcome: found(8, 'Beta knife') },
      ],
    })
    flushFrameBatches()
    fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' })
  })
  await vi.waitFor(() => expect(copyReply()).toBeEnabled())
}

const copyReply = () => screen.getByRole('button', { name: 'Copy reply' })
const mark = (id: number) => screen.getByRole('checkbox', { name: `Customer's item ${id}` })
const copied = (fake: FakeCatalog) =>
  callsOf(fake.calls, 'copyText').map((request) => (request as { text: string }).text)
const MARK_FIRST =
  "First mark which rows are the customer's (Customer's item): the reply speaks only of those."

describe('a lookup of a page', () => {
  it('has a Customer’s item box per row, none marked, and copies nothing until one is', async () => {
    const { fake, user } = setup('7\n8')
    await answered(fake)
    expect(mark(7)).not.toBeChecked()
    expect(mark(8)).not.toBeChecked()
    expect(copyReply()).toHaveAccessibleDescription(
      "Reply covers only the rows marked as the customer's: 0 of 2",
    )

    await user.click(copyReply())
    expect(copied(fake)).toEqual([])
    // Beside the button, in its status.
    const tools = screen.getByRole('group', { name: 'Reply to the customer' })
    expect(within(tools).getByText(MARK_FIRST)).toHaveAttribute('role', 'status')
    expect(mark(7)).toHaveFocus()

    // The key is refused as the button is.
    fireEvent.keyDown(window, { key: 'C', ctrlKey: true, shiftKey: true })
    expect(copied(fake)).toEqual([])
  })

  it('copies a reply about the marked rows only, and says how many of how many they are', async () => {
    const { fake, user } = setup('7\n8')
    await answered(fake)
    // By keyboard: the box takes Space without opening the row.
    mark(8).focus()
    await user.keyboard(' ')
    expect(mark(8)).toBeChecked()
    expect(screen.queryByText(MARK_FIRST)).toBeNull()
    expect(copyReply()).toHaveAccessibleDescription(
      "Reply covers only the rows marked as the customer's: 1 of 2",
    )

    await user.click(copyReply())
    const [text] = copied(fake)
    expect(text).toContain('8')
    expect(text).not.toMatch(/\b7\b/)
    expect(text).not.toContain('Alpha gloves')

    await user.click(mark(8))
    await user.click(copyReply())
    expect(copied(fake)).toHaveLength(1)
  })

  it('keeps its marks in memory only; Recent lookups keeps where its IDs came from, never the marks', async () => {
    const { fake, user } = setup('7\n8')
    await answered(fake)
    await user.click(mark(7))
    expect(keptLookup(CATALOG)?.customerRows).toEqual({ origin: 'page', marked: new Set([7]) })
    await vi.waitFor(() =>
      expect(callsOf(fake.calls, 'recordBulkLookup')).toEqual([
        { ids: [7, 8], language: null, chosen: null, origin: 'page' },
      ]),
    )
  })

  it('comes back after a sign-in with its rows still marked', async () => {
    const first = setup('7\n8')
    await answered(first.fake)
    await first.user.click(mark(8))
    const kept = keptLookup(CATALOG)!
    // The session lost: the lookup unmounts, and the items screen opens it again from memory.
    first.unmount()
    const { fake, user } = setup('', { page: false, kept })
    expect(mark(8)).toBeChecked()
    expect(mark(7)).not.toBeChecked()
    await vi.waitFor(() => expect(copyReply()).toBeEnabled())
    await user.click(copyReply())
    await vi.waitFor(() => expect(copied(fake)).toHaveLength(1))
    expect(copied(fake)[0]).not.toContain('Alpha gloves')
  })

  it('becomes the customer’s own IDs when the agent looks up a ticket in its box: no boxes, every row', async () => {
    const { fake, user } = setup('7\n8')
    await answered(fake)
    fireEvent.change(screen.getByRole('textbox', { name: 'Item IDs' }), { target: { value: '7 8' } })
    await user.click(screen.getByRole('button', { name: 'Look up' }))
    expect(screen.queryByRole('checkbox', { name: /Customer's item/ })).toBeNull()
    expect(screen.queryByText(/rows marked as the customer's/)).toBeNull()
  })
})

describe('a lookup of the customer’s own IDs', () => {
  it('asks nothing: no boxes, and Copy reply covers every row', async () => {
    const { fake, user } = setup('7 8', { page: false })
    await answered(fake)
    expect(screen.queryByRole('checkbox')).toBeNull()
    await user.click(copyReply())
    const [text] = copied(fake)
    expect(text).toContain('Alpha gloves')
    expect(text).toContain('Beta knife')
  })
})
