import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { namesInTextInSteps } from './names-in-text'
import { runAtOnce } from './read-in-slices'
import { ready, readyText } from './text'
import { itemNamesInTicket, onceEachName } from './item-names-in-ticket'

/** Pieces of tickets that normalizing or spacing makes longer or shorter, and names with numbers. */
const piece = fc.constantFrom(
  '™',
  'ｶﾞ',
  '①',
  'ﬁ',
  '。',
  '「谢谢」',
  '，',
  // A link ends at white space: a name glued to one is blanked with it.
  'https://example.com/12 ',
  'Hallo',
  'and',
  '\n',
  'Chroma 2 Case',
  'Sticker | Natus Vincere (Holo) | Katowice 2014',
  'SSG 08 | Blood in the Water (Field-Tested)',
  '格洛克 18 型 | 渐变之色 (久经沙场)',
  '#1042',
)

describe('names placed in the text made ready', () => {
  it('places every name with a number over its own text, made ready', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.boolean(), (pieces, spaced) => {
        const ticket = pieces.join(spaced ? ' ' : '')
        const made = runAtOnce(readyText(ticket, ticket.length))
        const names = runAtOnce(namesInTextInSteps(ticket, made, 0, ticket.length))
        const { placed } = names
        expect(onceEachName(names.written)).toEqual(itemNamesInTicket(ticket))
        const written = itemNamesInTicket(ticket).filter((name) => /\d/u.test(name.text))
        for (const name of placed) {
          const source = written.find((each) => each.filter === name.name)!
          expect(made.text.slice(name.start, name.end)).toBe(ready(source.text))
        }
        expect(new Set(placed.map((name) => name.name))).toEqual(new Set(written.map((name) => name.filter)))
      }),
      { numRuns: 300 },
    )
  })
})
