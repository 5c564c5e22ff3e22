import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { oneLine } from './catalog-line'
import { PASSED_NEUTRALISED } from './hostile-text.test-support'
import { BRAILLE_BLANK, codePointName, firstHidden, holdsHidden, withoutHidden } from './invisible-characters'

/** Every code point of a Unicode class, read from the engine's own data as the code is. */
function codePointsOf(property: RegExp): string[] {
  const found: string[] = []
  for (let code = 0; code <= 0x10ffff; code++) {
    const char = String.fromCodePoint(code)
    if (property.test(char)) found.push(char)
  }
  return found
}

const IGNORABLE = codePointsOf(/^\p{Default_Ignorable_Code_Point}$/u)
const BIDI = codePointsOf(/^\p{Bidi_Control}$/u)
const PRIVATE = codePointsOf(/^\p{Co}$/u)
const KEPT_IN_PLACE = new Set(['\u200c', '\u200d', '\ufe0e', '\ufe0f'])

describe('withoutHidden: Unicode’s own classes, not a list', () => {
  it('knows the classes from the engine’s data (thousands, not a hand list)', () => {
    expect(IGNORABLE.length).toBeGreaterThan(4000)
    expect(BIDI).toHaveLength(12)
    expect(PRIVATE.length).toBeGreaterThan(137_000)
  })

  it.each([
    ['Default_Ignorable_Code_Point', IGNORABLE],
    ['Bidi_Control', BIDI],
    ['Private_Use', PRIVATE],
  ])('drops every %s character between a letter and a space', (_class, chars) => {
    const left = chars.filter((char) => withoutHidden(`A${char} `) !== 'A ')
    expect(left.map(codePointName)).toEqual([])
  })

  it.each(Object.entries(PASSED_NEUTRALISED))('R5-8: drops a %s', (_name, char) => {
    expect(withoutHidden(`AK-47${char} | Red${char}line${char}`)).toBe('AK-47 | Redline')
    expect(holdsHidden(char)).toBe(true)
  })

  it('R5-8: reads a braille blank as a space, so a name of blanks is no name', () => {
    expect(withoutHidden(`AK-47${BRAILLE_BLANK}Redline`)).toBe('AK-47 Redline')
    expect(oneLine(BRAILLE_BLANK.repeat(3))).toBe('')
    expect(firstHidden(`ok${BRAILLE_BLANK}`)).toEqual({ char: BRAILLE_BLANK, index: 2 })
  })

  it('keeps the joiners and presentation selectors that write a word or an emoji', () => {
    for (const text of [
      'می\u200cخواهم',
      'क्\u200dष',
      'Auf\u200clage',
      'Sticker 👩🏽\u200d💻',
      'Charm ❤\ufe0f',
      '👁\ufe0f\u200d🗨\ufe0f',
    ]) {
      expect(withoutHidden(text)).toBe(text)
      expect(firstHidden(text)).toBeNull()
    }
  })

  it('drops a joiner or selector that does no job there, and a joiner whose mark went', () => {
    expect(withoutHidden('AK\u200d |\u200c Redline')).toBe('AK | Redline')
    expect(withoutHidden('Charm ❤\ufe0f\ufe0f\ufe0e')).toBe('Charm ❤\ufe0f')
    expect(withoutHidden('🐉\u{e0100}\u{e0101}\ufe0f')).toBe('🐉')
    expect(withoutHidden('a\u034f\u200d b')).toBe('a b')
    expect(withoutHidden('\ufe00\u200da')).toBe('a')
  })

  it('names the first character it would drop, for a refusal', () => {
    expect(firstHidden('Hello\u200b there')).toEqual({ char: '\u200b', index: 5 })
    expect(firstHidden('Hi 🐉\u{e0100}')).toEqual({ char: '\u{e0100}', index: 5 })
    expect(codePointName('\u{e0100}')).toBe('U+E0100')
    expect(codePointName('\u00ad')).toBe('U+00AD')
  })
})

/** One of many characters (a spread of 137,000 arguments would overflow the stack). */
const anyOf = (chars: readonly string[]) => fc.nat(chars.length - 1).map((index) => chars[index] ?? '')

/** Text of letters, emoji, spaces and every kind of hidden character, mixed. */
const MIXED = fc
  .array(
    fc.oneof(
      fc.constantFrom('a', 'Я', '中', 'ب', '🐉', '❤', '👩', ' ', '|', '=', BRAILLE_BLANK),
      fc.constantFrom(...KEPT_IN_PLACE, '\u034f', '\u3164', '\u200b', '\u202e', '\ufeff', '\u00ad'),
      anyOf(IGNORABLE),
      anyOf(BIDI),
      anyOf(PRIVATE),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''))

const JOINS = /[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]/u

describe('withoutHidden, properties', () => {
  it('leaves a hidden character only as a joiner inside a word or a selector after a pictograph', () => {
    fc.assert(
      fc.property(MIXED, (text) => {
        const clean = withoutHidden(text)
        const chars = [...clean]
        chars.forEach((char, index) => {
          if (!holdsHidden(char)) return
          const before = chars[index - 1] ?? ''
          const after = chars[index + 1] ?? ''
          const inWord = /[\u200c\u200d]/.test(char) && JOINS.test(before) && JOINS.test(after)
          const presents = /[\ufe0e\ufe0f]/.test(char) && /\p{Extended_Pictographic}/u.test(before)
          expect({ text, index, kept: inWord || presents }).toEqual({ text, index, kept: true })
        })
      }),
      { numRuns: 2000 },
    )
  })

  it('is done in one call, and a refusal finds something exactly when there is something to drop', () => {
    fc.assert(
      fc.property(MIXED, (text) => {
        const clean = withoutHidden(text)
        expect(withoutHidden(clean)).toBe(clean)
        expect(firstHidden(clean)).toBeNull()
        expect(firstHidden(text) === null).toBe(clean === text)
      }),
      { numRuns: 2000 },
    )
  })

  it('one line: no line break, tab or control character is left, and no hidden one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(MIXED, fc.constantFrom('\n', '\r\n', '\u2028', '\u2029', '\u0085', '\t', '\v')), {
          maxLength: 8,
        }),
        (parts) => {
          const line = oneLine(parts.join(''))
          expect(line).not.toMatch(/[\p{Cc}\p{Zl}\p{Zp}]|^\s|\s$/u)
          expect(withoutHidden(line)).toBe(line)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
