import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from '@testing-library/react'
import type { ReplyLanguage } from '../../shared/i18n/languages'
import { flushFrameBatches } from '../api/frame-batch'
import { callsOf, fakeCatalog, installCatalog, type FakeCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { createOpenItemStore } from '../state/open-item-store'
import { forgetCustomerData } from '../api/customer-data'
import { BulkLookup } from './bulk-lookup'
import { forgetLookup, keptLookup } from './kept-lookup'

/**
 * A lookup still on screen for a moment after its catalog's customer data was forgotten (Sign
 * out, Clear history: the screen closes it on the next render) writes nothing back: not the
 * kept lookup, not Recent lookups.
 */
const CATALOG = 'https://forget.test'
const TICKET = 'Hallo, ich bin Annegret Vollmer (annegret@example.org). Gegenstände 1042 und 2291 fehlen.'

afterEach(() => forgetLookup(CATALOG))

function setup(language: Promise<ReplyLanguage | null>) {
  const fake = fakeCatalog({
    readTicketLanguage: async () => ({ ok: true, data: await language }),
    recordBulkLookup: () => Promise.resolve({ ok: true, data: [] }),
    startLookup: (request) =>
      Promise.resolve({ ok: true, data: { batchId: 'b1', total: request.ids.length } }),
    cancelLookup: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
  })
  installCatalog(fake.api)
  renderWithQuery(
    <BulkLookup
      catalog={CATALOG}
      initial={TICKET}
      openItem={createOpenItemStore()}
      onOpen={() => undefined}
      onClose={() => undefined}
    />,
  )
  return fake
}

function answer(fake: FakeCatalog, index: number, id: number) {
  act(() => {
    fake.emit('lookup:progress', {
      batchId: 'b1',
      rows: [{ index, id, outcome: { kind: 'item', item: singleItem({ id, name: `Item ${id}` }) } }],
    })
    flushFrameBatches()
  })
}

describe('BulkLookup after its customer data is forgotten', () => {
  it('keeps nothing more of the ticket as its answers arrive', async () => {
    const fake = setup(Promise.resolve('de'))
    await vi.waitFor(() => expect(callsOf(fake.calls, 'recordBulkLookup')).toHaveLength(1))
    answer(fake, 0, 1042)
    expect(keptLookup(CATALOG)?.text).toBe(TICKET)

    act(() => forgetCustomerData(CATALOG))
    answer(fake, 1, 2291)
    act(() => fake.emit('lookup:finished', { batchId: 'b1', reason: 'done' }))
    expect(keptLookup(CATALOG)).toBeNull()
    expect(callsOf(fake.calls, 'recordBulkLookup')).toHaveLength(1)
  })

  it('does not keep the ticket in Recent lookups when its language is read after the forget', async () => {
    let read: (language: ReplyLanguage | null) => void = () => undefined
    const fake = setup(new Promise((resolve) => (read = resolve)))
    await vi.waitFor(() => expect(callsOf(fake.calls, 'readTicketLanguage')).toHaveLength(1))
    act(() => forgetCustomerData(null))
    await act(async () => read('de'))
    expect(callsOf(fake.calls, 'recordBulkLookup')).toEqual([])
  })
})
