import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { extractItemIds } from '../../shared/ticket/item-ids'
import { MAX_ID_TEXT_CHARS, TICKET_READ_PACE } from '../../shared/catalog/limits'
import { READ_STEP } from '../../shared/ticket/text'
import { TICKET_READING_PASSES } from '../../shared/ticket/id-reader'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { createOpenItemStore } from '../state/open-item-store'
import { BulkLookup } from './bulk-lookup'
import { LEFT_OUT_LISTED } from './ticket-ids'

/** Each time the reading gives the window back: counted, and held until the test lets it go (no clock). */
const pauses = vi.hoisted(() => ({ count: 0, held: [] as (() => void)[] }))
vi.mock('./give-way', () => ({
  giveWay: () =>
    new Promise<void>((resume) => {
      pauses.count += 1
      pauses.held.push(resume)
    }),
}))

/** A ticket of MAX_ID_TEXT_CHARS characters: sentences naming 900 IDs, each with a price left out. */
function hugePaste(): string {
  let text = ''
  for (let index = 0; text.length < MAX_ID_TEXT_CHARS; index += 1)
    text += `Artikel ${1000 + (index % 900)} ist noch nicht da, bezahlt ${index % 90},50 €. `
  return text.slice(0, MAX_ID_TEXT_CHARS)
}

function setup(initial = '') {
  pauses.count = 0
  pauses.held.length = 0
  const fake = fakeCatalog({
    startLookup: (request) =>
      Promise.resolve({ ok: true, data: { batchId: 'b1', total: request.ids.length } }),
    recordBulkLookup: () => Promise.resolve({ ok: true, data: [] }),
    readTicketLanguage: () => Promise.resolve({ ok: true, data: null }),
  })
  installCatalog(fake.api)
  const openItem = createOpenItemStore()
  renderWithQuery(
    <BulkLookup
      catalog="https://catalog.test"
      initial={initial}
      openItem={openItem}
      onOpen={(id) => openItem.set(id)}
      onClose={() => undefined}
    />,
  )
  const box = () => screen.getByRole('textbox', { name: 'Item IDs' })
  return { fake, box }
}

/** Lets every held pause go, one at a time, until the reading stops pausing. */
async function readToTheEnd() {
  while (pauses.held.length > 0) await act(async () => pauses.held.shift()!())
}

describe('a huge paste in the bulk lookup', () => {
  const paste = hugePaste()

  it('is read in slices that give the window back, saying so, then every ID is looked up', async () => {
    const { fake, box } = setup()
    fireEvent.change(box(), { target: { value: paste } })
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }))
    // One slice read, and the window given back before the next: the box still takes typing.
    expect(pauses.count).toBe(1)
    expect(screen.getByRole('status')).toHaveTextContent('Reading the ticket…')
    expect(screen.getByRole('progressbar', { name: 'Ticket reading progress' })).toBeInTheDocument()
    expect(callsOf(fake.calls, 'startLookup')).toEqual([])

    await readToTheEnd()
    // Every pass over the paste (made ready, names, numbers, words), a slice at a time.
    expect(pauses.count).toBeGreaterThanOrEqual(
      (TICKET_READING_PASSES * paste.length) / (TICKET_READ_PACE.chars + 4 * READ_STEP) - 1,
    )
    const read = extractItemIds(paste)
    expect(read.ok && read.ids).toHaveLength(900)
    expect(callsOf(fake.calls, 'startLookup')).toEqual([
      expect.objectContaining({ ids: read.ok ? read.ids : [] }),
    ])
    expect(screen.queryByRole('progressbar', { name: 'Ticket reading progress' })).toBeNull()
  })

  it('lists the first left-out numbers and counts the rest, so wording them costs nothing', async () => {
    setup()
    fireEvent.change(screen.getByRole('textbox', { name: 'Item IDs' }), { target: { value: paste } })
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }))
    await readToTheEnd()
    const read = extractItemIds(paste)
    const leftOut = read.ok ? read.leftOut.length : 0
    fireEvent.click(screen.getByRole('button', { name: `Left out: ${leftOut.toLocaleString('en')}` }))
    const list = screen.getByText(/^left out:/u)
    expect(list.textContent!.split(' (price)')).toHaveLength(LEFT_OUT_LISTED + 1)
    expect(list).toHaveTextContent(`… and ${(leftOut - LEFT_OUT_LISTED).toLocaleString('en')} more`)
  })

  it('stops reading the older paste when the agent looks up another text', async () => {
    const { fake, box } = setup()
    fireEvent.change(box(), { target: { value: paste } })
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }))
    fireEvent.change(box(), { target: { value: 'ID 4410' } })
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }))
    await readToTheEnd()
    expect(callsOf(fake.calls, 'startLookup')).toEqual([expect.objectContaining({ ids: [4410] })])
  })

  it('reads a huge text it opens with after showing itself, in slices too', async () => {
    const { fake } = setup(paste)
    expect(screen.getByRole('status')).toHaveTextContent('Reading the ticket…')
    await readToTheEnd()
    expect(pauses.count).toBeGreaterThan(1)
    expect(callsOf(fake.calls, 'startLookup')).toHaveLength(1)
  })
})
