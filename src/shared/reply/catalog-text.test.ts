import { describe, expect, it } from 'vitest'
import { MAX_CLIPBOARD_CHARS } from '../ipc/app'
import { MAX_LOOKUP_IDS } from '../catalog/limits'
import type { ReplySubject } from './advise'
import { holdValues, MAX_REPLY_VALUE_GRAPHEMES, neutralised } from './catalog-text'
import { situationOf } from './advise'
import { composeReply, itemParagraph } from './compose-reply'
import { REPLY_LANGUAGE_CODES, type ReplyLanguage } from '../i18n/languages'
import { NOW, known, ok, replyItem } from './reply-items.test-support'

/** One character of every invisible class a catalog name has been seen or tried with (R4-4). */
const INVISIBLES: Readonly<Record<string, string>> = {
  'left-to-right mark': '\u200e',
  'right-to-left mark': '\u200f',
  'Arabic letter mark': '\u061c',
  'left-to-right embedding': '\u202a',
  'right-to-left embedding': '\u202b',
  'pop directional formatting': '\u202c',
  'left-to-right override': '\u202d',
  'right-to-left override': '\u202e',
  'left-to-right isolate': '\u2066',
  'right-to-left isolate': '\u2067',
  'first strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
  'zero-width space': '\u200b',
  'zero-width joiner outside a word': '\u200d',
  'zero-width non-joiner outside a word': '\u200c',
  'word joiner': '\u2060',
  'function application': '\u2061',
  'invisible times': '\u2062',
  'invisible separator': '\u2063',
  'invisible plus': '\u2064',
  'byte order mark': '\ufeff',
  'soft hyphen': '\u00ad',
  'Mongolian vowel separator': '\u180e',
  'interlinear annotation anchor': '\ufff9',
  'interlinear annotation terminator': '\ufffb',
  'language tag': '\u{e0001}',
  'tag letter': '\u{e0041}',
  'cancel tag': '\u{e007f}',
  'unpaired high surrogate': '\ud800',
  'unpaired low surrogate': '\udc00',
  'private use': '\ue000',
  'C1 next line': '\u0085',
  'C1 control sequence introducer': '\u009b',
}

const subject = (id: number, name: string, error: string | null = null): ReplySubject => ({
  kind: 'item',
  item: replyItem(
    known(error ? 'WAITING_FOR_SEND' : 'TRADE_ACCEPTED'),
    { name: ok(name), error_message: ok(error) },
    id,
  ),
})
const reply = (subjects: readonly ReplySubject[], language: ReplyLanguage = 'en') =>
  composeReply(subjects, { language, now: NOW, catalogTimeZone: null }).text

describe('R4-4: catalog text in a reply', () => {
  it.each(Object.entries(INVISIBLES))('drops a %s from a name, wherever it stands', (_name, char) => {
    for (const name of [`${char}AK-47 | Redline`, `AK-47 ${char}| Redline`, `AK-47 | Redline${char}`]) {
      const text = reply([subject(1042, name)])
      expect(text).toContain('AK-47 | Redline')
      expect(text).not.toContain(char)
    }
  })

  it('keeps a joiner inside a word and an emoji sequence, as the catalog wrote them', () => {
    expect(neutralised('क्\u200dष')).toBe('क्\u200dष')
    expect(neutralised('می\u200cخواهم')).toBe('می\u200cخواهم')
    expect(neutralised('Sticker 👨\u200d👩\u200d👧')).toBe('Sticker 👨\u200d👩\u200d👧')
  })

  it('keeps a surrogate pair whole (an emoji or a rare character is not unpaired)', () => {
    expect(neutralised('Charm 🐉 𠀀')).toBe('Charm 🐉 𠀀')
  })

  it(`clips a long value to ${MAX_REPLY_VALUE_GRAPHEMES} characters, never inside a character`, () => {
    const clipped = neutralised('🐉'.repeat(10_000)) ?? ''
    expect(clipped.endsWith('…')).toBe(true)
    expect([...new Intl.Segmenter('und').segment(clipped)]).toHaveLength(MAX_REPLY_VALUE_GRAPHEMES + 1)
    expect(neutralised('x'.repeat(MAX_REPLY_VALUE_GRAPHEMES))).toBe('x'.repeat(MAX_REPLY_VALUE_GRAPHEMES))
  })

  it.each(REPLY_LANGUAGE_CODES)(
    'keeps a %s reply for the most IDs with 10,000-character names and errors under the clipboard bound',
    (language) => {
      const long = 'N'.repeat(10_000)
      const subjects = Array.from({ length: MAX_LOOKUP_IDS }, (_, index) =>
        subject(index + 1, `${long}${index}`, `${long} error ${index}`),
      )
      const text = reply(subjects, language)
      expect(text.length).toBeLessThan(MAX_CLIPBOARD_CHARS)
      expect(text).toContain('1000')
    },
  )

  it('puts a name in as the catalog wrote it: the tidy-up is for the template, not the values', () => {
    for (const name of [
      'Souvenir Package ()',
      'Sticker | Hello , World .',
      'Case  Key (  )',
      'Tag. Second sentence. ',
    ]) {
      expect(reply([subject(7, name)])).toContain(neutralised(name))
    }
  })

  it('never reads a value as a placeholder or as a held value of the reply', () => {
    const text = reply([subject(8, 'Name {id} {error} \ue0000\ue001'), subject(9, 'Other')])
    expect(text).toContain('Name {id} {error} 0')
    expect(text).not.toMatch(/[\ue000\ue001]/)
  })

  it("puts a name in the pane's paragraph as the catalog wrote it, too", () => {
    const options = { language: 'en', now: NOW, catalogTimeZone: null } as const
    const paragraph = itemParagraph(situationOf(subject(7, 'Souvenir Package ()'), options), options)
    expect(paragraph).toContain('Souvenir Package ()')
    expect(paragraph).not.toMatch(/[\ue000\ue001]/)
  })

  it.each([
    ['a zero-width joiner', '\u200d'],
    ['a zero-width non-joiner', '\u200c'],
  ])('drops %s that ends a word before a space or a sign', (_name, joiner) => {
    expect(neutralised(`Redline${joiner} (Field-Tested)${joiner}, Case`)).toBe('Redline (Field-Tested), Case')
  })

  it('clips before a space without leaving it before the ellipsis', () => {
    const name = `${'a'.repeat(MAX_REPLY_VALUE_GRAPHEMES - 1)} ${'b'.repeat(20)}`
    expect(neutralised(name)).toBe(`${'a'.repeat(MAX_REPLY_VALUE_GRAPHEMES - 1)}…`)
  })
})

describe('holdValues', () => {
  it('holds the same value under the same token, so items whose paragraphs read alike stay together', () => {
    const held = holdValues()
    const ana = held.hold('Ana')
    expect(held.hold('Ana')).toBe(ana)
    expect(held.hold('Sam')).not.toBe(ana)
    expect(held.release(`${ana} and ${held.hold('Sam')}`)).toBe('Ana and Sam')
  })

  it('releases no value for a token it did not make, and drops the private use around it', () => {
    const held = holdValues()
    const ana = held.hold('Ana') ?? ''
    expect(held.release('a\ue0000\ue001b')).toBe('a0b')
    expect(held.release(ana.replace(/\d+(?=\ue001)/, '1'))).not.toContain('Ana')
    expect(holdValues().release(ana)).toBe(ana.replace(/\p{Co}/gu, ''))
  })

  it('R5-7: holds values under a number of its own, so two compositions never share a token', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => holdValues().hold('Ana')))
    expect(tokens.size).toBe(50)
  })
})
