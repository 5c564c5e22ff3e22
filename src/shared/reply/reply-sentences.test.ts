import { describe, expect, it } from 'vitest'
import { replySentences } from './reply-sentences'

describe('replySentences', () => {
  it('keeps a German day ordinal inside its sentence', () => {
    const text =
      'Wir senden das Handelsangebot am 25. November um 12:00 Uhr erneut. Bitte behalten Sie Ihre Steam-Handelsangebote im Blick.'
    expect(replySentences(text, 'de')).toEqual([
      'Wir senden das Handelsangebot am 25. November um 12:00 Uhr erneut. ',
      'Bitte behalten Sie Ihre Steam-Handelsangebote im Blick.',
    ])
  })

  it('gives the paragraph back when joined', () => {
    const text = 'Am 1. Dezember und am 31. Dezember.  Danach nicht mehr.\nZeile zwei.'
    expect(replySentences(text, 'de').join('')).toBe(text)
    expect(replySentences(text, 'de')).toHaveLength(3)
  })

  it('splits sentences as Intl.Segmenter does in the languages whose dates have no day ordinal', () => {
    expect(replySentences('One item (ID 2). Two items on 25. Three left.', 'en')).toEqual([
      'One item (ID 2). ',
      'Two items on 25. ',
      'Three left.',
    ])
    expect(replySentences('第一句。第二句。', 'zh-CN')).toEqual(['第一句。', '第二句。'])
  })
})
