import { describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AppError, Result } from '../../shared/errors'
import { words } from '../../shared/i18n/words'
import type { LookupOutcome } from '../../shared/ipc'
import { MAX_NAME_MATCHES, type NameSearchAnswer } from '../../shared/lookup/name-search'
import { callsOf, type FakeCatalog } from '../testing/fake-catalog.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { flushFrameBatches } from '../api/frame-batch'
import { renderBulkLookup } from './bulk-lookup.test-support'
import { itemNamesInTicket } from '../../shared/ticket/item-names-in-ticket'

/** A ticket that names items and gives no ID offers a search per name, then looks the matches up. */

const CATALOG = 'https://catalog.test'
const TICKET = 'I bought the AK-47 | Redline (Field-Tested) yesterday and it never came.'
const REDLINE = 'AK-47 | Redline (Field-Tested)'
const FIND = `Find items named ${REDLINE}`

function setup(
  answer: Result<NameSearchAnswer> | Promise<Result<NameSearchAnswer>>,
  initial = '',
  find: boolean = false,
) {
  const fake = renderBulkLookup(CATALOG, {
    initial,
    find: find ? (itemNamesInTicket(initial)[0] ?? null) : null,
    answers: {
      findItemsByName: () => Promise.resolve(answer),
      cancelFindItemsByName: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
      readTicketLanguage: () => Promise.resolve({ ok: true, data: 'de' }),
    },
  })
  return { fake, user: userEvent.setup() }
}

async function pasteTicket(user: ReturnType<typeof userEvent.setup>, text = TICKET) {
  await user.click(screen.getByRole('textbox', { name: 'Item IDs' }))
  await user.paste(text)
  await user.click(screen.getByRole('button', { name: 'Look up' }))
}

const found = (id: number): LookupOutcome => ({ kind: 'item', item: singleItem({ id, name: REDLINE }) })
const searches = (fake: FakeCatalog) => callsOf(fake.calls, 'findItemsByName')
const FOUND: Result<NameSearchAnswer> = { ok: true, data: { kind: 'found', ids: [31, 32, 33] } }

describe('Find items named <name> in the bulk lookup', () => {
  it('offers each name of a ticket with no ID, searches it by market name and asks whose rows they are', async () => {
    const { fake, user } = setup(FOUND)
    await pasteTicket(user)
    expect(callsOf(fake.calls, 'startLookup')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: FIND }))
    expect(searches(fake)).toEqual([{ name: REDLINE, style: 'market-hash' }])
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [31, 32, 33] }]))
    expect(screen.getByText(`Items named “${REDLINE}”: 3 found`)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: FIND })).toBeNull()
    act(() => {
      fake.emit('lookup:progress', {
        batchId: 'b1',
        rows: [0, 1, 2].map((index) => ({ index, id: 31 + index, outcome: found(31 + index) })),
      })
      flushFrameBatches()
      fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' })
    })
    await vi.waitFor(() =>
      expect(screen.getByRole('checkbox', { name: "Customer's item 32" })).not.toBeChecked(),
    )
    await user.click(screen.getByRole('checkbox', { name: "Customer's item 32" }))
    await user.click(screen.getByRole('button', { name: 'Copy reply' }))
    await vi.waitFor(() => expect(callsOf(fake.calls, 'copyText')).toHaveLength(1))
    const reply = (callsOf(fake.calls, 'copyText')[0] as { text: string }).text
    expect(reply).toContain('32')
    expect(reply).not.toMatch(/\b3[13]\b/)
  })

  it('keeps the search in Recent lookups as a name search, so reopened it asks whose rows again', async () => {
    const { fake, user } = setup(FOUND)
    await pasteTicket(user)
    await user.click(screen.getByRole('button', { name: FIND }))
    await vi.waitFor(() =>
      expect(callsOf(fake.calls, 'recordBulkLookup')).toEqual([
        expect.objectContaining({ ids: [31, 32, 33], language: 'de', origin: 'name' }),
      ]),
    )
    expect(callsOf(fake.calls, 'readTicketLanguage')).toEqual([{ text: TICKET }])
  })

  it('says how many and asks for a narrower name past the bound, looking none up', async () => {
    const { fake, user } = setup({ ok: true, data: { kind: 'too_many', total: 1234 } })
    await pasteTicket(user)
    await user.click(screen.getByRole('button', { name: FIND }))
    expect(
      await screen.findByText(
        `“${REDLINE}” names 1,234 items, more than the ${MAX_NAME_MATCHES} one lookup takes, so none was looked up. Search a narrower name, e.g. with the wear: “AK-47 | Redline (Field-Tested)”.`,
      ),
    ).toBeInTheDocument()
    expect(callsOf(fake.calls, 'startLookup')).toHaveLength(0)
  })

  it('says no item has that name, with the name', async () => {
    const { fake, user } = setup({ ok: true, data: { kind: 'found', ids: [] } })
    await pasteTicket(user)
    await user.click(screen.getByRole('button', { name: FIND }))
    expect(
      await screen.findByText(/^No item in the catalog is named “AK-47 \| Redline \(Field-Tested\)”/),
    ).toBeVisible()
    expect(callsOf(fake.calls, 'startLookup')).toHaveLength(0)
  })

  it('says a failed search as the lookup says a failure', async () => {
    const error: AppError = {
      kind: 'unauthorized',
      message: words({
        id: 'error.cancelled',
        defaultMessage: 'This request was replaced by a newer one or the session ended.',
      }),
    }
    const { fake, user } = setup({ ok: false, error })
    await pasteTicket(user)
    await user.click(screen.getByRole('button', { name: FIND }))
    expect(await screen.findByText(/replaced by a newer one or the session ended/)).toBeVisible()
    expect(callsOf(fake.calls, 'startLookup')).toHaveLength(0)
  })

  it('offers nothing when the ticket gives IDs: they are the customer’s own', async () => {
    const { fake, user } = setup(FOUND)
    await pasteTicket(user, `${TICKET} Item 1042.`)
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [1042] }]))
    expect(screen.queryByRole('button', { name: /^Find items named/ })).toBeNull()
  })

  it('offers the names of the ticket it opened with, and searches at once a name pressed at Item ID', async () => {
    const opened = setup(FOUND, TICKET)
    expect(await screen.findByRole('button', { name: FIND })).toBeInTheDocument()
    expect(searches(opened.fake)).toHaveLength(0)
    const { fake } = setup(FOUND, TICKET, true)
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [31, 32, 33] }]))
    expect(searches(fake)).toEqual([{ name: REDLINE, style: 'market-hash' }])
  })

  it('Cancel lookup while searching asks main to stop, offers the names again, and the late answer looks nothing up', async () => {
    let answer: (result: Result<NameSearchAnswer>) => void = () => undefined
    const { fake, user } = setup(
      new Promise<Result<NameSearchAnswer>>((resolve) => {
        answer = resolve
      }),
    )
    await pasteTicket(user)
    await user.click(screen.getByRole('button', { name: FIND }))
    expect(screen.getByRole('button', { name: FIND })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Cancel lookup' }))
    expect(callsOf(fake.calls, 'cancelFindItemsByName')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Cancel lookup' })).toBeNull()
    expect(screen.queryByText(/^Searching the catalog/)).toBeNull()
    expect(screen.getByRole('button', { name: FIND })).toBeEnabled()
    // Main answers the stopped search as cancelled, or with what it had: neither is shown or looked up.
    await act(async () => answer(FOUND))
    expect(callsOf(fake.calls, 'startLookup')).toHaveLength(0)
    expect(screen.queryByText(/^Items named/)).toBeNull()
    expect(screen.getByRole('button', { name: FIND })).toBeEnabled()
  })

  it('no longer says the ticket has no ID once a name found its items', async () => {
    const NO_ID = /^No item IDs found in that text/
    const { fake, user } = setup(FOUND)
    await pasteTicket(user)
    expect(screen.getByText(NO_ID)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: FIND }))
    await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1))
    expect(screen.queryByText(NO_ID)).toBeNull()
    // Opened from Item ID with the name pressed there: the text it opened with is not refused either.
    const fromItemId = setup(FOUND, TICKET, true)
    await vi.waitFor(() => expect(callsOf(fromItemId.fake.calls, 'startLookup')).toHaveLength(1))
    expect(screen.queryByText(NO_ID)).toBeNull()
  })
})
