import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { catalogLine } from './catalog-line'
import { LINKS_AND_MARKUP } from './hostile-text.test-support'
import { inertLinks } from './inert-links'

/** Catalog text that only looks a little like a link: a name or error as the catalog wrote it. */
const WORDS = [
  'AK-47 | Redline (Field-Tested)',
  'Music Kit | Dren McDonald: Hotline Miami',
  'Trade declined: HTTP: 503 from Steam',
  'Invalid data: missing partner',
  'Sticker | Team:Liquid 2024-05-01T12:30:00',
  'AK-47 // Redline',
  'Glove Case 1 < 2 > 0',
  'Sticker | [Holo] (Foil)',
  'contact jane@example.com',
  '**Rare** _skin_ `code`',
]

describe('inertLinks', () => {
  it.each(LINKS_AND_MARKUP)('R5-8: makes %j inert, visibly', (text, inert) => {
    expect(inertLinks(text)).toBe(inert)
  })

  it.each(WORDS)('leaves %j as the catalog wrote it', (text) => {
    expect(inertLinks(text)).toBe(text)
  })

  // Credentials count where a link may start: after a scheme, or `//` opening a word.
  it('never leaves a clickable scheme, a tag, a Markdown link or credentials, whatever is around them', () => {
    const piece = fc.constantFrom(
      'https://',
      'HTTP://',
      'javascript:',
      'www.',
      '//',
      'u:p@',
      '@',
      'evil.example',
      '<',
      '>',
      'img ',
      '](',
      '[',
      ')',
      ' ',
      'a',
      '.',
      ':',
      '/',
      '\\',
      '"',
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), (pieces) => {
        const inert = inertLinks(pieces.join(''))
        expect(inert).not.toMatch(
          /(?<![a-z0-9+.-])(?:https?:[\\/a-z]|javascript:)|<[a-z!/?]|\]\(|(?<![a-z0-9_\-[])www\.|(?:^|[^\w:/\\\]])[\\/]{2,}u:p@/i,
        )
        expect(inertLinks(inert)).toBe(inert)
      }),
      { numRuns: 3000 },
    )
  })

  it('is applied after the text is one line, so no hidden character splits a scheme from its colon', () => {
    expect(catalogLine('java\u200bscript:alert(1)\nhttps\u200b://u:p@x.example')).toBe(
      'javascript[:]alert(1) https[:]//***@x[.]example',
    )
  })
})
