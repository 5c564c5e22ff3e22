import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { extractItemIds } from '../../shared/ticket/item-ids'
import { buildProducts } from './products'

/**
 * A number inside an item name is never read as an ID, wherever the name stands in a ticket,
 * while the ID the customer marks beside it is (issue 80). The names are the demo catalog's
 * own that hold a number, and names built in its style around a number (`SSG 08 | …`,
 * `Chroma 2 Case`, `Sticker | … | Katowice 2014`).
 */

const catalogNamesWithNumbers = [
  ...new Set(buildProducts(1).flatMap((product) => [product.name, product.marketHashName])),
].filter((name) => /(?:^|\s)\d+(?:\s|$)/u.test(name))

const wear = fc.constantFrom('(Field-Tested)', '(Minimal Wear)', '(После полевых испытаний)', '(久经沙场)')
const skin = fc.constantFrom('Blood in the Water', 'Redline', 'Кровь в воде', '渐变之色', 'Water Elemental')
const number = fc.integer({ min: 0, max: 2100 }).map(String)

const nameWithNumber = fc.oneof(
  fc.constantFrom(...catalogNamesWithNumbers),
  fc
    .tuple(fc.constantFrom('SSG 08', '格洛克 18 型', 'P2000', 'M4A4'), skin, wear)
    .filter(([kind]) => /\s\d/u.test(kind))
    .map(([kind, finish, worn]) => `${kind} | ${finish} ${worn}`),
  fc
    .tuple(
      fc.constantFrom('Natus Vincere', 'Team Liquid', 'Fnatic'),
      fc.constantFrom('Katowice', 'Cologne'),
      number,
    )
    .map(([team, event, year]) => `Sticker | ${team} (Holo) | ${event} ${year}`),
  fc
    .tuple(fc.constantFrom('Chroma', 'Gamma', 'Spectrum', 'Operation Hydra'), number)
    .map(([word, count]) => `${word} ${count} Case`),
)

/** Pieces of tickets in the six languages, with no number of their own. */
const fragment = fc.constantFrom(
  'Hi, I bought the',
  'yesterday and it never came.',
  'Hallo, ich habe',
  'gekauft, aber nichts kam.',
  'compré el',
  'y nunca llegó.',
  'Comprei o',
  'e não chegou.',
  'Купил',
  ', не пришёл.',
  '我买的',
  '还没到。',
  '\n',
  'Thanks!',
)

describe('IDs beside item names that hold numbers', () => {
  it('has catalog names with a number in them to write', () => {
    expect(catalogNamesWithNumbers.length).toBeGreaterThan(0)
  })

  it('reads exactly the marked ID, wherever the name and the ID stand in the ticket', () => {
    fc.assert(
      fc.property(
        fc.array(fragment, { maxLength: 8 }),
        nameWithNumber,
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.nat(),
        fc.nat(),
        (fragments, name, id, nameAt, idAt) => {
          const words: string[] = [...fragments]
          words.splice(nameAt % (words.length + 1), 0, name)
          words.splice(idAt % (words.length + 1), 0, `#${id}`)
          const ticket = words.join(' ')
          const read = extractItemIds(ticket)
          expect(read.ok && read.ids, ticket).toEqual([id])
        },
      ),
      { numRuns: 500 },
    )
  })
})
