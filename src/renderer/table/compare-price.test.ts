import { describe, expect, it } from 'vitest'
import { comparePrice } from './compare-price'

describe('comparePrice', () => {
  it('orders by value, not by text', () => {
    expect(comparePrice('9.99', '10.00')).toBeLessThan(0)
    expect(comparePrice('100.00', '99.99')).toBeGreaterThan(0)
    expect(comparePrice('12.50', '12.05')).toBeGreaterThan(0)
    expect(comparePrice('7.10', '7.10')).toBe(0)
  })

  it('stays exact beyond what a double can hold', () => {
    expect(comparePrice('999999999999999.98', '999999999999999.99')).toBeLessThan(0)
    // …where floats cannot tell them apart:
    expect(Number('999999999999999.98')).toBe(Number('999999999999999.99'))
  })
})
