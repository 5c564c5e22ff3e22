import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { itemNamesInTicket } from '../../shared/ticket/item-names-in-ticket'
import { isSentenceWord } from '../../shared/ticket/item-name-words'
import { buildProducts } from './products'

/** Every name the demo catalog lists, market and display names alike (Russian, Chinese, German ones too). */
const catalogNames = [
  ...new Set(buildProducts(1).flatMap((product) => [product.name, product.marketHashName])),
]

/**
 * Names read whole only when quoted: a colon ends a name written bare (`Arcana: …`), and a
 * name opening with a sentence's word (`No Mercy …`) cannot be told from the sentence.
 */
const quotedOnly = (name: string) => name.includes(':') || isSentenceWord(name.split(' ')[0]!)

/** What stands before a name in tickets of the six languages: it ends a sentence's words. */
const before = fc.constantFrom(
  '',
  'Hi, I bought ',
  'Hallo, ich habe das ',
  'compré el ',
  'Купил ',
  '我买的',
  'Items:\n',
)
/** What follows a name: a lower-case word, a mark, or nothing. */
const after = fc.constantFrom(
  '',
  ' yesterday and it never came.',
  ', aber nichts kam',
  ' y nunca llegó',
  ', не пришёл',
  '还没到',
  '?',
)
const quote = fc.constantFrom(['«', '»'], ['„', '“'], ['“', '”'], ['"', '"'], ['「', '」'])

describe("the demo catalog's names in tickets", () => {
  it('finds a catalog name written into any ticket text whole, where it stands', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...catalogNames),
        before,
        after,
        quote,
        (name, opening, closing, [open, close]) => {
          const written = quotedOnly(name) ? `${open}${name}${close}` : name
          const ticket = `${opening}${written}${closing}`
          const found = itemNamesInTicket(ticket)
          expect(found.map((each) => each.filter)).toContain(name)
          const named = found.find((each) => each.filter === name)!
          expect(ticket.slice(named.start, named.end)).toBe(name)
        },
      ),
      { numRuns: 500 },
    )
  })

  it('finds every catalog name in a sentence', () => {
    const missed = catalogNames.filter((name) => {
      const ticket = quotedOnly(name) ? `Купил «${name}», не пришёл` : `I bought ${name} yesterday.`
      return !itemNamesInTicket(ticket).some((found) => found.filter === name)
    })
    expect(missed).toEqual([])
  })

  it('finds every catalog name but a few only when quoted', () => {
    expect(catalogNames.filter(quotedOnly).length).toBeLessThanOrEqual(catalogNames.length / 20)
  })
})
