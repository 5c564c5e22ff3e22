import { describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { KnownStatus } from '../../shared/catalog'
import type { LookupOutcome } from '../../shared/ipc'
import { flushFrameBatches } from '../api/frame-batch'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'
import { createOpenItemStore } from '../state/open-item-store'
import { BulkLookup } from './bulk-lookup'
import { useBulkOpening } from './kept-lookup'

const CATALOG = 'https://catalog.test'

/** The items screen's part in it: the lookup, set aside or not, and the list behind it. */
function Screen({ openItem }: { readonly openItem: ReturnType<typeof createOpenItemStore> }) {
  const { bulk, open, close, ...aside } = useBulkOpening(CATALOG)
  return (
    <>
      <button type="button" onClick={() => open('1042\n2291')}>
        Look up several
      </button>
      {bulk ? (
        <BulkLookup
          key={bulk.key}
          catalog={CATALOG}
          initial={bulk.text}
          openItem={openItem}
          onOpen={(id) => openItem.set(id)}
          onClose={close}
          minimized={aside.minimized}
          onMinimize={aside.minimize}
          onRestore={aside.restore}
        />
      ) : null}
      <section aria-label="Item list" hidden={bulk !== null && !aside.minimized} />
    </>
  )
}

/** An event from main, delivered with the frame it waits for. */
function emit(
  fake: ReturnType<typeof fakeCatalog>,
  ...event: Parameters<ReturnType<typeof fakeCatalog>['emit']>
) {
  act(() => {
    fake.emit(...event)
    flushFrameBatches()
  })
}

const found = (id: number, status: KnownStatus = 'WAITING_FOR_SEND'): LookupOutcome => ({
  kind: 'item',
  item: { ...singleItem({ id, name: `Item ${id}` }), status: { known: true, value: status } },
})

function setup() {
  const fake = fakeCatalog({
    startLookup: (request) =>
      Promise.resolve({ ok: true, data: { batchId: 'b1', total: request.ids.length } }),
    cancelLookup: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
    recordBulkLookup: () => Promise.resolve({ ok: true, data: [] }),
  })
  installCatalog(fake.api)
  renderWithQuery(<Screen openItem={createOpenItemStore()} />)
  return { fake, user: userEvent.setup() }
}

describe('a bulk lookup set aside behind the item list', () => {
  it('goes on answering while the list is shown, says how far it got, and comes back whole', async () => {
    const { fake, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Look up several' }))
    expect(await screen.findByRole('region', { name: 'Bulk lookup' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Item list' })).toBeNull()
    expect(callsOf(fake.calls, 'startLookup')).toEqual([{ ids: [1042, 2291] }])

    await user.click(screen.getByRole('button', { name: 'Back to the list' }))
    expect(screen.queryByRole('region', { name: 'Bulk lookup' })).toBeNull()
    expect(screen.getByRole('region', { name: 'Item list' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show lookup' })).toHaveFocus()
    expect(screen.getByText('Lookup running: 0 of 2 answered')).toBeInTheDocument()

    emit(fake, 'lookup:progress', { batchId: 'b1', rows: [{ index: 0, id: 1042, outcome: found(1042) }] })
    expect(await screen.findByText('Lookup running: 1 of 2 answered')).toBeInTheDocument()
    emit(fake, 'lookup:progress', { batchId: 'b1', rows: [{ index: 1, id: 2291, outcome: found(2291) }] })
    emit(fake, 'lookup:finished', { batchId: 'b1', reason: 'done' })
    expect(screen.getByText('Lookup done: 2 of 2 answered')).toBeInTheDocument()
    expect(callsOf(fake.calls, 'cancelLookup')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Show lookup' }))
    const lookup = screen.getByRole('region', { name: 'Bulk lookup' })
    expect(lookup).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Item list' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Show lookup' })).toBeNull()
    expect(screen.getByRole('table', { name: 'Lookup results' })).toHaveTextContent('Item 2291')
  })

  it('holds its screen while set aside: answers move the strip, and the screen once it is shown', async () => {
    const { fake, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Look up several' }))
    await user.click(await screen.findByRole('button', { name: 'Back to the list' }))
    const counts = document.querySelector('.bulk__counts')
    const heldText = counts?.textContent
    expect(heldText).toMatch(/^2 /)

    emit(fake, 'lookup:progress', { batchId: 'b1', rows: [{ index: 0, id: 1042, outcome: found(1042) }] })
    emit(fake, 'lookup:progress', { batchId: 'b1', rows: [{ index: 1, id: 2291, outcome: found(2291) }] })
    expect(await screen.findByText('Lookup running: 2 of 2 answered')).toBeInTheDocument()
    // Hidden, it is not rendered again: a streaming lookup costs the list's clicks nothing.
    expect(document.querySelector('.bulk__counts')).toHaveTextContent(heldText ?? '')

    await user.click(screen.getByRole('button', { name: 'Show lookup' }))
    expect(document.querySelector('.bulk__counts')).toHaveTextContent('2 waiting for send')
    expect(screen.getByRole('table', { name: 'Lookup results' })).toHaveTextContent('Item 2291')
  })

  it('opening another lookup from the list brings the panel back with the new IDs', async () => {
    const { fake, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Look up several' }))
    await user.click(await screen.findByRole('button', { name: 'Back to the list' }))
    await user.click(screen.getByRole('button', { name: 'Look up several' }))
    expect(await screen.findByRole('region', { name: 'Bulk lookup' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show lookup' })).toBeNull()
    // The first lookup's panel unmounted (a new key): main is asked to stop it, not the new one.
    expect(callsOf(fake.calls, 'cancelLookup')).toContainEqual({ batchId: 'b1' })
    expect(callsOf(fake.calls, 'cancelLookup')).not.toContainEqual({ batchId: 'b2' })
  })
})
