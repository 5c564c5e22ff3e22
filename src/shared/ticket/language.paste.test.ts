import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SAMPLE_CHARS, SEARCHED_CHARS, ticketLanguage } from './language'
import { customerText } from './quotes'
import { ticketWords, withoutLinks } from './customer-words'

/**
 * A huge paste's language is read from a bounded prefix of the customer's own lines (issue
 * 77, R5-9): what is read is counted here, never timed.
 */

const GERMAN = 'Hallo, ich habe den Artikel gekauft, aber er ist immer noch nicht angekommen.\n'
const ENGLISH = 'Hi, I bought the item yesterday but it has still not arrived in my inventory.\n'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the language of a huge paste', () => {
  it('is read from the customer’s lines, past quoted lines and spreadsheet rows above them', () => {
    const table = 'Item ID\tName\tPrice\n' + '1042\tAWP | Asiimov\t23,50\n'.repeat(600)
    const quoted = '> We have sent your item, please check your trade offers again.\n'.repeat(200)
    for (const above of [table, quoted]) {
      expect(above.length).toBeGreaterThan(SAMPLE_CHARS)
      expect(ticketLanguage(above + GERMAN.repeat(3))).toEqual({ kind: 'clear', language: 'de' })
    }
  })

  it('is looked for only within the paste’s first SEARCHED_CHARS characters', () => {
    const rows = '1042\tAWP | Asiimov\t23,50\n'.repeat(SEARCHED_CHARS / 24 + 1)
    expect(ticketLanguage(rows + GERMAN.repeat(3))).toEqual({ kind: 'unsure', why: 'few_words' })
  })

  it('reads at most SAMPLE_CHARS characters of them, and two lines more to see where they end', () => {
    const ticket = ENGLISH.repeat(200) + GERMAN.repeat(2_400)
    expect(ticket.length).toBeGreaterThan(190_000)
    const read = vi.spyOn(String.prototype, 'normalize')
    expect(customerText(ticket, SAMPLE_CHARS).length).toBeLessThanOrEqual(SAMPLE_CHARS)
    // Each line is normalized as it is read: those up to the bound, then one that may start a
    // quote, and the one after it, which may date a quoted mail's headers.
    expect(read.mock.calls.length).toBeLessThanOrEqual(Math.ceil(SAMPLE_CHARS / ENGLISH.length) + 2)
    expect(ticketLanguage(ticket)).toEqual({ kind: 'clear', language: 'en' })
  })

  it('stops at a quoted message within the bound, and cuts a line longer than it', () => {
    expect(customerText(`${ENGLISH}On Mon, Support <s@shop.example> wrote:\n${GERMAN}`, SAMPLE_CHARS)).toBe(
      ENGLISH.trimEnd(),
    )
    expect(customerText('a'.repeat(3 * SAMPLE_CHARS), SAMPLE_CHARS)).toHaveLength(SAMPLE_CHARS)
    expect(ticketWords(`${'wort '.repeat(4_000)}\n`, SAMPLE_CHARS)).toHaveLength(SAMPLE_CHARS / 5)
  })
})

describe('links and addresses, word by word', () => {
  const words = fc
    .array(fc.constantFrom('a', '@', '.', 'x', 'http://', 'https://', 'www.', 'WWW.', '(', ' ', '\n', 'é'), {
      maxLength: 14,
    })
    .map((parts) => parts.join(''))

  it('are left out as one pattern over the whole text left them out', () => {
    const oneRegex = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+\.\S+/giu
    fc.assert(
      fc.property(words, (text) => {
        expect(withoutLinks(text)).toBe(text.replace(oneRegex, ''))
      }),
      { numRuns: 4000 },
    )
  })
})
