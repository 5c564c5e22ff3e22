import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog'
import { renderWithQuery } from '../testing/render-with-query'
import { singleItem } from '../testing/sample-items'
import { DetailPane } from './detail-pane'

describe('Copy summary (detail pane)', () => {
  it('puts the item’s status and times on the clipboard as plain text', async () => {
    const item = singleItem({ id: 42, error_message: 'Trade offer declined', next_try: null })
    const fake = fakeCatalog({
      getItem: () => Promise.resolve({ ok: true, data: item }),
      copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
    })
    installCatalog(fake.api)
    renderWithQuery(<DetailPane catalog="https://catalog.test" id={42} onClose={() => undefined} />)
    await screen.findByText(item.name, { selector: 'h2' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy summary' }))
    const [{ text }] = callsOf(fake.calls, 'copyText') as [{ text: string }]
    expect(text.split('\n')).toEqual([
      `Item 42: ${item.name}`,
      expect.stringMatching(/^Status: {9}\S/),
      `Bought at:      ${item.bought_at} (UTC)`,
      `Last send:      ${item.last_send} (server time)`,
      'Next try:       —',
      `Trade offer ID: ${item.trade_offer_id}`,
      'Error:          Trade offer declined',
    ])
    expect(await screen.findByText('Summary copied')).toBeInTheDocument()
  })
})
