import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { itemNamesInTicket } from './item-names-in-ticket'

describe('item names in a ticket, properties', () => {
  /** Words of tickets and names, but none that anchors a market name: no `|`, `★` or container. */
  const plainWord = fc.constantFrom(
    'AK-47',
    'Redline',
    'AWP',
    'Asiimov',
    'Field-Tested',
    '(Field-Tested)',
    '(FT)',
    'I',
    'bought',
    'the',
    'Hello',
    'Mein',
    'Skin',
    'Купил',
    'Азимов',
    '红线',
    '我买的',
    '1042',
    '#2291',
    ',',
    '.',
    '\n',
    'Knife',
    'Weapon',
    'Operation',
    'Breakout',
    '(Holo)',
    'Doppler',
    'x27',
  )
  const plainText = fc.array(plainWord, { maxLength: 30 }).map((words) => words.join(' '))

  it('reads no market-style name in text with no `|`, `★` or container word', () => {
    fc.assert(
      fc.property(plainText, (ticket) => {
        expect(itemNamesInTicket(ticket).filter((name) => name.style === 'market-hash')).toEqual([])
      }),
    )
  })

  /** Any text of name pieces, anchors included, with marks, quotes and line breaks. */
  const anyWord = fc.oneof(
    plainWord,
    fc.constantFrom(
      '|',
      '★',
      'Case',
      'Chroma',
      '2',
      '«',
      '»',
      '"',
      '「',
      '」',
      '(',
      ')',
      '\n\n',
      'Sticker',
      'Katowice',
    ),
  )
  const anyText = fc.array(anyWord, { maxLength: 40 }).map((words) => words.join(' '))

  it('reports every name where it stands, in order, apart, once, as one filter value', () => {
    fc.assert(
      fc.property(anyText, (ticket) => {
        const found = itemNamesInTicket(ticket)
        let previousEnd = 0
        for (const name of found) {
          expect(ticket.slice(name.start, name.end)).toBe(name.text)
          expect(name.start).toBeGreaterThanOrEqual(previousEnd)
          expect(name.filter).not.toMatch(/^\s|\s$|,|\n/u)
          previousEnd = name.end
        }
        expect(new Set(found.map((name) => name.filter.toLowerCase())).size).toBe(found.length)
      }),
    )
  })
})
