import { describe, expect, it } from 'vitest'
import { KNOWN_STATUSES, isKnownStatus, statusSchema } from './status'

describe('statusSchema', () => {
  it.each(KNOWN_STATUSES)('%s is known', (value) => {
    expect(statusSchema.parse(value)).toEqual({ known: true, value })
  })

  it('an unknown value is kept verbatim and marked unknown instead of failing', () => {
    expect(statusSchema.parse('REFUNDED')).toEqual({ known: false, value: 'REFUNDED' })
  })

  it('matching is exact: a lower-case spelling is an unknown status, not a known one', () => {
    expect(statusSchema.parse('available')).toEqual({ known: false, value: 'available' })
    expect(isKnownStatus('available')).toBe(false)
  })

  it.each([
    ['empty', ''],
    ['a number', 3],
    ['null', null],
    ['too long', 'X'.repeat(101)],
  ])('refuses %s', (_label, value) => {
    expect(statusSchema.safeParse(value).success).toBe(false)
  })

  it('lists exactly the five states of spec section 3', () => {
    expect(KNOWN_STATUSES).toEqual([
      'AVAILABLE',
      'WAITING_FOR_TRADE_ACCEPT',
      'TRADE_ACCEPTED',
      'WAITING_FOR_SEND',
      'UNAVAILABLE',
    ])
  })
})
