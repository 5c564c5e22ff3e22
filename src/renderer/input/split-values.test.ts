import { describe, expect, it } from 'vitest'
import { commaParts, hasSeparator, insideQuotes, mergeValues, splitValues } from './split-values'

describe('splitValues', () => {
  it('splits on commas and every kind of line break, trimming and dropping empties', () => {
    expect(splitValues(' AK-47 , M4A1\nAWP\r\nGlock,, \n')).toEqual(['AK-47', 'M4A1', 'AWP', 'Glock'])
  })

  it('keeps a single value whole, including inner spaces and pipes', () => {
    expect(splitValues('  AK-47 | Redline  ')).toEqual(['AK-47 | Redline'])
  })
})

describe('hasSeparator', () => {
  it('is true only for text that would become several values', () => {
    expect(hasSeparator('a,b')).toBe(true)
    expect(hasSeparator('a\nb')).toBe(true)
    expect(hasSeparator('AK-47 | Redline')).toBe(false)
  })
})

describe('mergeValues', () => {
  it('appends new values and drops case-insensitive duplicates, keeping first spelling', () => {
    expect(mergeValues(['AWP'], ['awp', 'M4A1', 'm4a1', 'Glock'])).toEqual(['AWP', 'M4A1', 'Glock'])
  })
})

describe('names with a comma (M5)', () => {
  it('keeps a value in double quotes whole and splits around it', () => {
    expect(splitValues('"Sticker | Don\'t Worry, I\'m Pro", AWP')).toEqual([
      "Sticker | Don't Worry, I'm Pro",
      'AWP',
    ])
    expect(splitValues('a, "b, c"\nd')).toEqual(['a', 'b, c', 'd'])
  })

  it('knows when a quote is still open', () => {
    expect(insideQuotes('"Sticker, ')).toBe(true)
    expect(insideQuotes('"Sticker, I"')).toBe(false)
    expect(insideQuotes('Sticker')).toBe(false)
  })

  it('names the parts the catalog will search and the longest of them', () => {
    expect(commaParts("Sticker | Don't Worry, I'm Pro")).toEqual({
      parts: ["Sticker | Don't Worry", "I'm Pro"],
      longest: "Sticker | Don't Worry",
    })
    expect(commaParts('AWP')).toBeNull()
  })
})
