import { describe, expect, it } from 'vitest'
import { formatPercent, percentDifference } from './format-number'

describe('percentDifference', () => {
  it('is the platform price relative to the price', () => {
    expect(percentDifference('10.00', '12.00')).toBeCloseTo(20)
    expect(percentDifference('10.00', '7.50')).toBeCloseTo(-25)
  })

  it('is null when the price is zero (no meaningful ratio)', () => {
    expect(percentDifference('0.00', '5.00')).toBeNull()
  })
})

describe('formatPercent', () => {
  it('signs the difference with a real minus and one decimal', () => {
    expect(formatPercent(20)).toBe('+20.0%')
    expect(formatPercent(-3.04)).toBe('\u22123.0%')
    expect(formatPercent(0.01)).toBe('±0.0%')
  })
})
