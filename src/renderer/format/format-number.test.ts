import { describe, expect, it } from 'vitest'
import { formatDecimal, formatDifference, priceDifference } from './format-number'

const NBSP = '\u00a0'

describe('formatDecimal', () => {
  it("writes a price in each app language's number format, no currency named", () => {
    expect(formatDecimal('3967.50', 'en')).toBe('3,967.50')
    expect(formatDecimal('3967.50', 'de')).toBe('3.967,50')
    // Spanish groups from five whole digits on (CLDR's minimum grouping digits).
    expect(formatDecimal('3967.50', 'es')).toBe('3967,50')
    expect(formatDecimal('39675.00', 'es')).toBe('39.675,00')
    expect(formatDecimal('3967.50', 'pt-BR')).toBe('3.967,50')
    expect(formatDecimal('3967.50', 'ru')).toBe(`3${NBSP}967,50`)
    expect(formatDecimal('3967.50', 'zh-CN')).toBe('3,967.50')
  })

  it('keeps every digit of a long value, where Number() would round it', () => {
    const long = '1234567890123456789012345.67'
    expect(Number(long).toFixed(2)).not.toContain('89012345.67')
    expect(formatDecimal(long, 'en')).toBe('1,234,567,890,123,456,789,012,345.67')
    expect(formatDecimal(long, 'de')).toBe('1.234.567.890.123.456.789.012.345,67')
    // The widest price the catalog's format allows (15 whole digits): 17 significant digits.
    expect(Number('999999999999999.99').toFixed(2)).toBe('1000000000000000.00')
    expect(formatDecimal('999999999999999.99', 'de')).toBe('999.999.999.999.999,99')
  })

  it('keeps the fraction digits as sent: no rounding, no padding, none added', () => {
    expect(formatDecimal('12.50', 'de')).toBe('12,50')
    expect(formatDecimal('0.05', 'de')).toBe('0,05')
    expect(formatDecimal('12.5', 'de')).toBe('12,5')
    expect(formatDecimal('12.125', 'en')).toBe('12.125')
    expect(formatDecimal('12', 'de')).toBe('12')
  })

  it('shows text that is not a plain decimal as sent', () => {
    for (const text of ['12,50', '-3.00', '1e3', '', ' 12.50', '12.', '.50', 'NaN', `1.${'0'.repeat(120)}`])
      expect(formatDecimal(text, 'de')).toBe(text)
  })
})

describe('priceDifference', () => {
  it('is the platform price relative to the price, to a tenth of a percent', () => {
    expect(priceDifference('10.00', '12.00')).toEqual({ fraction: 0.2, direction: 'up' })
    expect(priceDifference('10.00', '7.50')).toEqual({ fraction: -0.25, direction: 'down' })
    expect(priceDifference('3967.50', '4590.40')).toEqual({ fraction: 0.157, direction: 'up' })
  })

  it('is flat, without a negative zero, when the difference rounds to nothing', () => {
    expect(priceDifference('9.50', '9.50')).toEqual({ fraction: 0, direction: 'flat' })
    expect(Object.is(priceDifference('10000.00', '9999.99')?.fraction, 0)).toBe(true)
    expect(priceDifference('10000.00', '9999.99')?.direction).toBe('flat')
  })

  it('is null when the price is zero (no meaningful ratio)', () => {
    expect(priceDifference('0.00', '5.00')).toBeNull()
  })
})

describe('formatDifference', () => {
  it("signs a difference in each language's percent format", () => {
    expect(formatDifference(0.157, 'en')).toBe('+15.7%')
    expect(formatDifference(0.157, 'de')).toBe(`+15,7${NBSP}%`)
    expect(formatDifference(0.157, 'es')).toBe(`+15,7${NBSP}%`)
    expect(formatDifference(0.157, 'pt-BR')).toBe('+15,7%')
    expect(formatDifference(0.157, 'ru')).toBe(`+15,7${NBSP}%`)
    expect(formatDifference(0.157, 'zh-CN')).toBe('+15.7%')
  })

  it('gives a negative difference its minus and none at all a sign', () => {
    expect(formatDifference(-0.03, 'de')).toBe(`-3,0${NBSP}%`)
    expect(formatDifference(-0.25, 'en')).toBe('-25.0%')
    expect(formatDifference(0, 'de')).toBe(`0,0${NBSP}%`)
    expect(formatDifference(0, 'en')).toBe('0.0%')
  })

  it('writes large differences ungrouped, as the tooltip does (`group-off`)', () => {
    expect(formatDifference(49, 'de')).toBe(`+4900,0${NBSP}%`)
  })
})
