import { describe, expect, it } from 'vitest'
import { escapeControls } from './escape-controls'

/*
 * R6: every character that can make text say something other than it seems is written as a
 * visible `\uXXXX`, and its neighbours, which are plain text, are not: a log line or a dialog
 * must show a name as the catalog sent it, with only the tricky characters spelled out.
 */

/** The tricky code points, as escape-controls.ts documents them (both ends included). */
const TRICKY_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x001f], // C0 controls: \n forges a log line, \r overwrites one
  [0x007f, 0x009f], // DEL and the C1 controls
  [0x061c, 0x061c], // Arabic letter mark
  [0x200e, 0x200f], // left-to-right and right-to-left marks
  [0x2028, 0x2029], // line and paragraph separators
  [0x202a, 0x202e], // embeddings and overrides (U+202E shows a URL backwards)
  [0x2066, 0x2069], // isolates
]
const isTricky = (point: number) => TRICKY_RANGES.some(([first, last]) => point >= first && point <= last)
const shown = (point: number) => `\\u${point.toString(16).toUpperCase().padStart(4, '0')}`

describe('R6: escapeControls', () => {
  it('escapes every tricky character, and none of the plain ones around them', () => {
    for (let point = 0; point <= 0x2100; point++) {
      const character = String.fromCharCode(point)
      expect(escapeControls(`a${character}b`), shown(point)).toBe(
        `a${isTricky(point) ? shown(point) : character}b`,
      )
    }
  })

  it('escapes every occurrence, not only the first', () => {
    expect(escapeControls('\u202e\u0000x\u202e')).toBe('\\u202E\\u0000x\\u202E')
  })

  it('keeps only the characters it is told to keep, and escapes the rest', () => {
    expect(escapeControls('a\nb\tc\rd')).toBe('a\\u000Ab\\u0009c\\u000Dd')
    expect(escapeControls('a\nb\tc\rd', '\n\t')).toBe('a\nb\tc\\u000Dd')
    expect(escapeControls('a\nb\tc\rd', '\n')).toBe('a\nb\\u0009c\\u000Dd')
  })
})
