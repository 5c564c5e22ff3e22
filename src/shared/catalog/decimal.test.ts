import { describe, expect, it } from 'vitest'
import { decimalToCents, parseDecimal } from './decimal'
import { DECIMAL_PATTERN } from './formats'

describe('parseDecimal', () => {
  it.each([
    ['12.50', '12.50'],
    ['12.5', '12.50'],
    ['12', '12.00'],
    ['0', '0.00'],
    ['0.05', '0.05'],
    ['007.10', '7.10'],
    ['  3.99 ', '3.99'],
    ['999999999999999.99', '999999999999999.99'],
  ])('%j is %j', (text, expected) => {
    expect(parseDecimal(text)).toBe(expected)
    expect(parseDecimal(text)).toMatch(DECIMAL_PATTERN)
  })

  it.each([
    ['more fraction digits than cents', '12.505'],
    ['a sign', '-1'],
    ['a plus sign', '+1'],
    ['an exponent', '1e3'],
    ['a comma as the point', '12,50'],
    ['a lone point', '.5'],
    ['a trailing point', '12.'],
    ['hex', '0x10'],
    ['words', 'cheap'],
    ['empty', ''],
    ['too many whole digits', '1234567890123456'],
    ['two numbers', '1 2'],
  ])('refuses %s (%j)', (_what, text) => {
    expect(parseDecimal(text)).toBeNull()
  })

  it('keeps a value exactly where a float would not (0.1 + 0.2)', () => {
    expect(parseDecimal('0.3')).toBe('0.30')
    expect(decimalToCents('0.10') + decimalToCents('0.20')).toBe(decimalToCents('0.30'))
  })
})

describe('decimalToCents', () => {
  it.each([
    ['12.50', 1250],
    ['0.05', 5],
    ['7.00', 700],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('%j is %d cents', (decimal, cents) => {
    expect(decimalToCents(decimal)).toBe(cents)
  })
})
