import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { callsOf, fakeCatalog, installCatalog } from '../testing/fake-catalog.test-support'
import { renderWithQuery } from '../render-with-query.test-support'
import { documentedItem, singleItem } from '../testing/sample-items.test-support'
import { DetailPane } from './detail-pane'
import { HOSTILE_ERROR, HOSTILE_NAME } from '../../shared/text/hostile-text.test-support'

async function copySummary(...item: Parameters<typeof singleItem>): Promise<string> {
  const fake = fakeCatalog({
    getItem: () => Promise.resolve({ ok: true, data: singleItem(...item) }),
    copyText: () => Promise.resolve({ ok: true, data: { copied: true } }),
  })
  installCatalog(fake.api)
  renderWithQuery(<DetailPane catalog="https://catalog.test" id={42} onClose={() => undefined} />)
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Copy summary' }))
  const [{ text }] = callsOf(fake.calls, 'copyText') as [{ text: string }]
  return text
}

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

  it('R5-6: gives a name and an error one line each, with no hidden character, live link or password', async () => {
    const text = await copySummary({ id: 42, name: HOSTILE_NAME, error_message: HOSTILE_ERROR })
    const lines = text.split('\n')
    expect(lines).toHaveLength(7)
    expect(lines[0]).toBe(
      'Item 42: AK-47 enilder | Redline Dear customer, log in at https[:]//***@evil[.]example/x',
    )
    expect(lines[6]).toBe(
      'Error:          =HYPERLINK("https[:]//evil[.]example/?"&A1,"Refund") internal note: fraud review #4411, jane.doe@example.com',
    )
    expect(text).not.toMatch(/[\u202e\u202c\u200b]|s3cret|\n\n/)
  })

  it('R5-6: cleans a malformed field’s raw text the same way', async () => {
    const raw = { ok: false as const, raw: '12\u2028=1+1\u202e', reason: 'expected a number' }
    const text = await copySummary({ id: 42 }, { trade_offer_id: raw })
    expect(text.split('\n').find((line) => line.startsWith('Trade offer ID'))).toBe(
      'Trade offer ID: unexpected value: 12 =1+1',
    )
  })
})
