import { describe, expect, it } from 'vitest'
import { singleItem } from '../testing/sample-items.test-support'
import { itemSummaryText } from './item-summary'

describe('itemSummaryText (Copy summary)', () => {
  const item = singleItem({
    id: 42,
    name: 'AK-47 | Redline',
    bought_at: '2024-03-01 10:00:00.000000',
    last_send: '2024-03-02 11:00:00',
    next_try: null,
    trade_offer_id: 7001,
    error_message: 'Trade hold',
  })

  it('is English whatever the app speaks: the terms, the status and the zones', () => {
    expect(itemSummaryText(item, null)).toBe(
      [
        'Item 42: AK-47 | Redline',
        'Status:         Waiting for send',
        'Bought at:      2024-03-01 10:00:00.000000 (UTC)',
        'Last send:      2024-03-02 11:00:00 (server time)',
        'Next try:       —',
        'Trade offer ID: 7001',
        'Error:          Trade hold',
      ].join('\n'),
    )
  })

  it('gives a status the app does not know as it came, and no Error line without an error', () => {
    const text = itemSummaryText(
      { ...item, status: { known: false, value: 'ON_HOLD' }, error_message: { ok: true, value: null } },
      null,
    )
    expect(text).toContain('Status:         ON_HOLD\n')
    expect(text).not.toContain('Error')
  })
})
