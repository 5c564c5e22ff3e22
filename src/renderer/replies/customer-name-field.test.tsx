import { describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DetailPane } from '../detail/detail-pane'
import { createOpenItemStore } from '../state/open-item-store'
import { BulkLookup } from '../lookup/bulk-lookup'
import { startApp } from '../app.test-support'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { singleItem } from '../testing/sample-items.test-support'

const ITEM = singleItem({ id: 5, name: 'Item five', error_message: null, error_date: null })

describe('Customer name', () => {
  it('greets the customer by the name typed, in every reply on screen, until the next lookup', async () => {
    let batches = 0
    const fake = fakeCatalog({
      startLookup: (request) =>
        Promise.resolve({ ok: true, data: { batchId: `b${++batches}`, total: request.ids.length } }),
      cancelLookup: () => Promise.resolve({ ok: true, data: { cancelled: true } }),
      getItem: () => Promise.resolve({ ok: true, data: ITEM }),
      replyTemplates: () => Promise.resolve({ ok: true, data: { languages: {} } }),
      replyLanguage: () => Promise.resolve({ ok: true, data: 'en' }),
      copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
    })
    installCatalog(fake.api)
    renderWithQuery(
      <>
        <BulkLookup
          catalog="https://names.test"
          initial="5"
          openItem={createOpenItemStore()}
          onOpen={() => undefined}
          onClose={() => undefined}
        />
        <DetailPane catalog="https://names.test" id={5} onClose={() => undefined} />
      </>,
    )
    const user = userEvent.setup()
    const answer = async (batchId: string) => {
      await vi.waitFor(() => expect(callsOf(fake.calls, 'startLookup')).toHaveLength(batches))
      await act(async () => undefined)
      act(() =>
        fake.emit('lookup:progress', {
          batchId,
          rows: [{ index: 0, id: 5, outcome: { kind: 'item', item: ITEM } }],
        }),
      )
      act(() => fake.emit('lookup:finished', { batchId, reason: 'done' }))
    }
    await answer('b1')
    const lookup = screen.getByRole('region', { name: 'Bulk lookup' })
    const pane = screen.getByRole('region', { name: 'Item details' })
    const copyButton = within(lookup).getByRole('button', { name: 'Copy reply' })
    await vi.waitFor(() => expect(copyButton).toBeEnabled())
    const copied = async (button: HTMLElement) => {
      await user.click(button)
      return (callsOf(fake.calls, 'copyText').at(-1) as { text: string }).text.split('\n\n')[0]
    }

    const name = within(lookup).getByRole('textbox', { name: 'Customer name' })
    expect(name).toHaveValue('')
    expect(await copied(copyButton)).toBe('Hello,')
    await user.type(name, 'Anna')
    expect(await copied(copyButton)).toBe('Hello Anna,')
    expect(within(pane).getByRole('textbox', { name: 'Customer name' })).toHaveValue('Anna')
    const paneCopy = within(pane).getByRole('button', { name: 'Copy reply' })
    await vi.waitFor(() => expect(paneCopy).toBeEnabled())
    expect(await copied(paneCopy)).toBe('Hello Anna,')

    await user.click(within(lookup).getByRole('button', { name: 'Look up' }))
    await answer('b2')
    expect(name).toHaveValue('')
    expect(within(pane).getByRole('textbox', { name: 'Customer name' })).toHaveValue('')
    await vi.waitFor(() => expect(copyButton).toBeEnabled())
    expect(await copied(copyButton)).toBe('Hello,')
  })

  it('is cleared by an item opened from Item ID, and kept while rows of the same ticket open', async () => {
    const { user } = startApp()
    const table = await screen.findByRole('table', { name: 'Items' })
    await user.click(await within(table).findByText(/^Item 27$/))
    const pane = await screen.findByRole('region', { name: 'Item details' })
    await user.type(within(pane).getByRole('textbox', { name: 'Customer name' }), 'Anna')

    await user.click(within(table).getByText(/^Item 28$/))
    await within(screen.getByRole('region', { name: 'Item details' })).findByText('Item 28')
    expect(screen.getByRole('textbox', { name: 'Customer name' })).toHaveValue('Anna')

    const itemId = screen.getByRole('textbox', { name: 'Item ID' })
    await user.clear(itemId)
    await user.type(itemId, '29{Enter}')
    await within(screen.getByRole('region', { name: 'Item details' })).findByText('Item 29')
    expect(screen.getByRole('textbox', { name: 'Customer name' })).toHaveValue('')
  })
})
