import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { extractItemIds, ignoredSummary, leftOutSummary, type IdExtraction } from './item-ids'
import { MAX_ID_TEXT_CHARS, MAX_LOOKUP_IDS } from '../catalog/limits'
import { roleAfter, roleBefore } from './word-roles'
import { inEnglish, withEnglish } from '../i18n/english.test-support'

function ids(result: IdExtraction): readonly number[] {
  if (!result.ok) throw new Error(`refused: ${result.message}`)
  return result.ids
}

/** What the reader left out, as the line under the chips says it in English. */
const leftOutText = (extracted: Parameters<typeof leftOutSummary>[0]) =>
  leftOutSummary(extracted).map(inEnglish).join('')

const separator = fc.constantFrom(' ', ', ', '\n', '\t', '; ', ' | ', '\r\n', ' and ')
const safeId = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })

describe('extractItemIds', () => {
  it('reads a ticket paragraph: #, ID:, commas, first-seen order, duplicates dropped', () => {
    const result = extractItemIds('Hi, items #1042, 2291 and ID: 3310 never arrived (also 1042).')
    expect(result).toEqual({
      ok: true,
      ids: [1042, 2291, 3310],
      duplicates: 1,
      ignoredWords: 6,
      outOfRange: [],
      leftOut: [],
      unmarkedBesideLeftOut: false,
    })
  })

  it('says what each left-out number was taken for, as written', () => {
    const result = extractItemIds('…vor 3 Tagen… (Artikel 1042 und 2291, zusammen 23,50 €)')
    expect(result).toMatchObject({ ok: true, ids: [1042, 2291], unmarkedBesideLeftOut: false })
    if (result.ok) expect(leftOutText(result)).toBe('3 (days), 23,50 € (price)')
    const mixed = extractItemIds(
      'R$ 1.500,00 às 14:05 em 23/11, tel. +55 11 98765 4321, x3, 50% — item 77 und 88',
    )
    expect(mixed).toMatchObject({ ok: true, ids: [77, 88] })
    if (mixed.ok) {
      expect(leftOutText(mixed)).toBe(
        'R$ 1.500,00 (price), 14:05 (time), 23/11 (date), +55 11 98765 4321 (phone number), x3 (quantity), 50% (percent)',
      )
    }
  })

  it('flags an unmarked ID taken beside something left out, and only then', () => {
    expect(extractItemIds('paid 5 € for 1042')).toMatchObject({ ids: [1042], unmarkedBesideLeftOut: true })
    expect(extractItemIds('paid 5 € for #1042')).toMatchObject({ ids: [1042], unmarkedBesideLeftOut: false })
    expect(extractItemIds('1042 2291')).toMatchObject({ ids: [1042, 2291], unmarkedBesideLeftOut: false })
  })

  it('reads only the ID columns of a spreadsheet with a header, naming the others', () => {
    const result = extractItemIds('Item ID\tQty\n1042\t2\n2291\t1')
    expect(result).toMatchObject({ ok: true, ids: [1042, 2291] })
    if (result.ok) expect(leftOutText(result)).toBe('2 (Qty column), 1 (Qty column)')
  })

  it('reads spreadsheet cells (tabs and newlines)', () => {
    expect(ids(extractItemIds('id\tname\n7\tAK\n12\tAWP\n'))).toEqual([7, 12])
  })

  it('reports zero and numbers beyond 2^53 − 1 instead of dropping them silently', () => {
    const result = extractItemIds('0 5 9007199254740992 9007199254740991 123456789012345678901')
    expect(result).toMatchObject({ ok: true, ids: [5, Number.MAX_SAFE_INTEGER] })
    if (!result.ok) return
    expect(result.outOfRange).toEqual(['0', '9007199254740992', '123456789012345678901'])
    expect(inEnglish(ignoredSummary(result))).toBe(
      '3 numbers that cannot be an item ID (0, 9007199254740992, 123456789012345678901) ignored.',
    )
  })

  it('refuses text with no ID, saying what to paste', () => {
    const result = extractItemIds('the items never arrived')
    expect(withEnglish(result)).toEqual({
      ok: false,
      message: expect.stringContaining('No item IDs found'),
      names: [],
    })
  })

  it('refuses only-out-of-range numbers with the rule', () => {
    const result = extractItemIds('0')
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(withEnglish(result.message)).toContain(
        '0 is not an item ID: an item ID is a whole number from 1 to',
      )
  })

  it(`takes ${MAX_LOOKUP_IDS} IDs and refuses ${MAX_LOOKUP_IDS + 1}, naming both numbers`, () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(' ')
    expect(ids(extractItemIds(many(MAX_LOOKUP_IDS)))).toHaveLength(MAX_LOOKUP_IDS)
    const refused = extractItemIds(many(MAX_LOOKUP_IDS + 1))
    expect(withEnglish(refused)).toEqual({
      ok: false,
      message: expect.stringContaining('1,001 IDs found'),
      names: [],
    })
    if (!refused.ok) expect(withEnglish(refused.message)).toContain('at most 1,000')
  })

  it('refuses a 5 MB blob by its size without scanning it', () => {
    const blob = '1 '.repeat(2_500_000)
    const result = extractItemIds(blob)
    expect(withEnglish(result)).toEqual({
      ok: false,
      message: expect.stringContaining('too long'),
      names: [],
    })
    expect(extractItemIds('7'.padEnd(MAX_ID_TEXT_CHARS, ' ')).ok).toBe(true)
  })

  it('summarises what was ignored', () => {
    const result = extractItemIds('1 1 1 2 2 foo bar')
    if (!result.ok) throw new Error('refused')
    expect(inEnglish(ignoredSummary(result))).toBe('3 duplicates and 2 words ignored.')
    const clean = extractItemIds('1 2')
    if (!clean.ok) throw new Error('refused')
    expect(ignoredSummary(clean)).toBeNull()
  })

  it('lists all three kinds it ignored, and only the first three numbers out of range', () => {
    const result = extractItemIds('5 5 foo 0 00 000 0000')
    if (!result.ok) throw new Error('refused')
    expect(inEnglish(ignoredSummary(result))).toBe(
      '1 duplicate, 1 word and 4 numbers that cannot be an item ID (0, 00, 000, …) ignored.',
    )
  })

  it('property: any list of IDs, however separated and decorated, comes back distinct in first-seen order', () => {
    const decorated = safeId.chain((id) =>
      fc
        .constantFrom(`${id}`, `#${id}`, `ID:${id}`, `(${id})`, `${id}.`, `id# ${id}`, `ID: ${id}`)
        .map((text) => ({ id, text })),
    )
    fc.assert(
      fc.property(fc.array(fc.tuple(decorated, separator), { maxLength: 60 }), (parts) => {
        const text = parts.map(([part, sep]) => part.text + sep).join('')
        const expected = [...new Set(parts.map(([part]) => part.id))]
        const result = extractItemIds(text)
        if (expected.length === 0) expect(result.ok).toBe(false)
        else
          expect(result).toMatchObject({
            ok: true,
            ids: expected,
            duplicates: parts.length - expected.length,
          })
      }),
    )
  })

  it('property: never throws, and every ID it returns is a valid item ID', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const result = extractItemIds(text)
        if (!result.ok) return
        for (const id of result.ids) {
          expect(Number.isSafeInteger(id) && id >= 1).toBe(true)
        }
        expect(new Set(result.ids).size).toBe(result.ids.length)
      }),
    )
  })

  it('property: words without digits are never IDs, nor hide one unless they name a unit', () => {
    // A unit, currency or month word beside the ID would rightly make it something else.
    const word = fc
      .stringMatching(/^[A-Za-z]{1,12}$/)
      .filter((each) => roleBefore(each) === null && roleAfter(each) === null)
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), safeId, (words, id) => {
        const result = extractItemIds(`${words.join(' ')} ${id}`)
        expect(result).toMatchObject({ ok: true, ids: [id] })
      }),
    )
  })
})

describe('a ticket whose every number was left out', () => {
  it('names what each was read as, instead of only saying there is no ID', () => {
    const result = extractItemIds('R$ 23,50 há 3 dias')
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(inEnglish(result.message)).toBe(
        'No item IDs found in that text. Its 2 numbers were read as something else: R$ 23,50 (price), 3 (days). If one of them is an item ID, write it as #1042 or ID: 1042.',
      )
  })

  it('names the first three and says there are more', () => {
    const result = extractItemIds('5 €, 6 €, 7 €, 8 €')
    if (result.ok) throw new Error('took an ID')
    expect(inEnglish(result.message)).toContain(
      'Its 4 numbers were read as something else: 5 € (price), 6 € (price), 7 € (price), …. ',
    )
  })

  it('still says only that there is none when the text has no number', () => {
    const result = extractItemIds('where is my knife')
    expect(result).toMatchObject({ ok: false, message: { id: 'itemIds.none' } })
  })
})
