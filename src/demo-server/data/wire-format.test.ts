import { describe, expect, it } from 'vitest'
import {
  decimalString,
  microTimestamp as microSchema,
  serverTimestamp as serverSchema,
} from '../../shared/catalog'
import { centsToDecimal, microTimestamp, serverTimestamp } from './wire-format'

describe('wire formats', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [123456, '1234.56'],
  ])('centsToDecimal(%i) = %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text)
    expect(decimalString.safeParse(text).success).toBe(true)
  })

  it('microTimestamp keeps all six fraction digits and the Z', () => {
    expect(microTimestamp(0, 5)).toBe('1970-01-01T00:00:00.000005Z')
    expect(microTimestamp(1_709_164_800, 999_999)).toBe('2024-02-29T00:00:00.999999Z')
    expect(microSchema.safeParse(microTimestamp(1_709_164_800, 0)).success).toBe(true)
  })

  it('serverTimestamp is YYYY-MM-DD HH:MM:SS in UTC', () => {
    expect(serverTimestamp(1_709_164_799)).toBe('2024-02-28 23:59:59')
    expect(serverSchema.safeParse(serverTimestamp(1_709_164_799)).success).toBe(true)
  })
})
