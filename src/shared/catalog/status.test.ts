import { describe, expect, it } from 'vitest'
import { inEnglish } from '../i18n/english.test-support'
import {
  KNOWN_STATUSES,
  isKnownStatus,
  itemStatusOf,
  statusSchema,
  statusWords,
  tolerantStatusSchema,
} from './status'

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

describe('statusWords', () => {
  it('words each known status in English readably, each its own', () => {
    expect(KNOWN_STATUSES.map((value) => inEnglish(statusWords(value)))).toEqual([
      'Available',
      'Waiting for trade accept',
      'Trade accepted',
      'Waiting for send',
      'Unavailable',
    ])
  })

  it('shows a status it does not know exactly as it came', () => {
    expect(inEnglish(statusWords('ON_HOLD'))).toBe('ON_HOLD')
    expect(inEnglish(statusWords('{braces} <b>'))).toBe('{braces} <b>')
  })

  it('knows no status by an object property name', () => {
    for (const value of ['constructor', 'toString', '__proto__']) {
      expect(isKnownStatus(value)).toBe(false)
      expect(itemStatusOf(value)).toEqual({ known: false, value })
      expect(inEnglish(statusWords(value))).toBe(value)
    }
  })
})

describe('tolerantStatusSchema (the detail pane keeps working on an item whose only fault is its status)', () => {
  it('reads a status as statusSchema does', () => {
    expect(tolerantStatusSchema.parse('TRADE_ACCEPTED')).toEqual({ known: true, value: 'TRADE_ACCEPTED' })
    expect(tolerantStatusSchema.parse('REFUNDED')).toEqual({ known: false, value: 'REFUNDED' })
  })

  it.each([
    ['null', null, 'null'],
    ['a number', 3, '3'],
    ['empty', '', '""'],
    ['an object', { state: 'x' }, '{"state":"x"}'],
    ['missing', undefined, 'missing'],
  ])('keeps %s as an unknown status showing the raw text', (_label, raw, shown) => {
    expect(tolerantStatusSchema.parse(raw)).toEqual({ known: false, value: shown })
  })

  it('clips a long raw text to what a status may hold, and says it was cut', () => {
    const status = tolerantStatusSchema.parse('X'.repeat(500))
    expect(status.value).toHaveLength(100)
    expect(status.value.endsWith('X…')).toBe(true)
    expect(statusSchema.safeParse(status.value).success).toBe(true)
  })
})
