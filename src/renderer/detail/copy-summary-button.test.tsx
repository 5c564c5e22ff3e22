import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { documentedItem, singleItem } from '../testing/sample-items.test-support'
import { DetailPane } from './detail-pane'

describe('Copy summary (detail pane)', () => {
  it('puts the item’s status and times on the clipboard as plain text', async () => {
    const values = { id: 42, error_message: 'Trade offer declined', next_try: null }
    const item = singleItem(values)
    const documented = documentedItem(values)
    const fake = fakeCatalog({
      getItem: () => Promise.resolve({ ok: true, data: item }),
      copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
    })
    installCatalog(fake.api)
    renderWithQuery(<DetailPane catalog="https://catalog.test" id={42} onClose={() => undefined} />)
    await screen.findByText(documented.name, { selector: 'h2' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy summary' }))
    const [{ text }] = callsOf(fake.calls, 'copyText') as [{ text: string }]
    expect(text.split('\n')).toEqual([
      `Item 42: ${documented.name}`,
      expect.stringMatching(/^Status: {9}\S/),
      `Bought at:      ${documented.bought_at} (UTC)`,
      `Last send:      ${documented.last_send} (server time)`,
      'Next try:       —',
      `Trade offer ID: ${documented.trade_offer_id}`,
      'Error:          Trade offer declined',
    ])
    expect(await screen.findByText('Summary copied')).toBeInTheDocument()
  })
})
