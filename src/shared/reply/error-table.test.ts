import { describe, expect, it } from 'vitest'
import { DEFAULT_ERROR_TABLE } from './default-error-table'
import { ERROR_MEANING_IDS } from './error-meanings'
import {
  alwaysReadAs,
  entryTextFor,
  matchError,
  MAX_ERROR_TABLE_ENTRIES,
  MAX_ERROR_TEXT_CHARS,
  normaliseErrorText,
} from './error-table'
import { ERROR_TEXTS } from './reply-items.test-support'

describe('matchError', () => {
  it('matches case- and space-insensitively, first entry in table order wins', () => {
    const table = [
      { contains: 'trade  URL', means: 'trade_url_outdated' as const },
      { contains: 'expired', means: 'offer_declined' as const },
    ]
    expect(matchError('The TRADE url token\nexpired', table)?.means).toBe('trade_url_outdated')
    expect(matchError('Offer expired', table)?.means).toBe('offer_declined')
    expect(matchError('Something else', table)).toBeNull()
    expect(matchError('', table)).toBeNull()
  })

  it('ignores an entry whose text is blank: it would match everything', () => {
    expect(matchError('anything', [{ contains: '  ', means: 'checking' }])).toBeNull()
  })
})

describe('the default table', () => {
  it.each(Object.entries(ERROR_TEXTS).filter(([key]) => key !== 'unknown'))(
    'reads "%s" texts as such',
    (meaning, text) => {
      expect(matchError(text, DEFAULT_ERROR_TABLE)?.means).toBe(meaning)
    },
  )

  it.each([
    ['Steam inventory is private', 'inventory_private'],
    ['the trade URL token is no longer valid', 'trade_url_outdated'],
    ['Trade offer token expired', 'trade_url_outdated'],
    ["no longer in the seller's inventory", 'item_gone'],
    ['Steam request timed out after 30 s', 'steam_down'],
    ['EResult 16 (Timeout)', 'steam_down'],
    ['The offer expired before it was accepted', 'offer_declined'],
    ['Escrow: items held for 7 days', 'trade_hold'],
    ['Account is limited and cannot trade', 'account_cannot_trade'],
  ])('reads the issue’s misread "%s" as %s', (text, meaning) => {
    expect(matchError(text, DEFAULT_ERROR_TABLE)?.means).toBe(meaning)
  })

  it('guesses nothing it does not know, and gives no entry the neutral meaning', () => {
    expect(matchError(ERROR_TEXTS.unknown, DEFAULT_ERROR_TABLE)).toBeNull()
    expect(matchError('EResult 15', DEFAULT_ERROR_TABLE)).toBeNull()
    expect(new Set(DEFAULT_ERROR_TABLE.map((entry) => entry.means))).toEqual(
      new Set(ERROR_MEANING_IDS.filter((id) => id !== 'checking')),
    )
  })
})

describe('"Always read this error as …"', () => {
  it('derives an entry without the IDs and quoted values that change from one failure to the next', () => {
    expect(entryTextFor('Offer 6123456789 failed: upstream said "busy" (code 42)')).toBe(
      'failed: upstream said',
    )
    expect(entryTextFor('  Upstream   REFUSED  ')).toBe('upstream refused')
  })

  it('keeps the whole text when what is left between numbers says too little', () => {
    expect(entryTextFor('E 42 x 7')).toBe('e 42 x 7')
  })

  it.each([
    [
      'a single-quoted name',
      "Cannot move asset 'Redline' to the receiving account",
      'to the receiving account',
    ],
    [
      'a name in curly quotes',
      'Cannot move asset “Redline” to the receiving account',
      'to the receiving account',
    ],
    [
      'a number with a comma after it',
      'Trade offer 612, the receiving account cannot trade',
      'the receiving account cannot trade',
    ],
    ['a date', 'Sent 2026-11-21 18:57:10 and the offer was declined', 'and the offer was declined'],
    [
      'punctuation and spaces at the start',
      'Offer 61: the receiving account cannot trade',
      'the receiving account cannot trade',
    ],
    [
      'punctuation and spaces at the end',
      'The receiving account cannot trade: 42',
      'the receiving account cannot trade',
    ],
    ['the first of two stretches as long', 'Buyer refused (1), owner refused (2)', 'buyer refused'],
    ['a stretch of exactly 12 characters', 'Offer 61: out of stock', 'out of stock'],
  ])('leaves out %s', (_what, error, entry) => {
    expect(entryTextFor(error)).toBe(entry)
  })

  it(`keeps an entry within ${MAX_ERROR_TEXT_CHARS} characters`, () => {
    const error = 'upstream trace '.repeat(20)
    expect(entryTextFor(error)).toBe(normaliseErrorText(error).slice(0, MAX_ERROR_TEXT_CHARS))
    expect(entryTextFor(error)).toHaveLength(MAX_ERROR_TEXT_CHARS)
  })

  it('puts the entry on top, so this error and the next like it read so, replacing one with the same text', () => {
    const error = 'Offer 61 failed: upstream said no'
    const once = alwaysReadAs(DEFAULT_ERROR_TABLE, error, 'steam_down')
    expect(once[0]).toEqual({ contains: 'failed: upstream said no', means: 'steam_down' })
    expect(matchError('Offer 99 failed: upstream said no', once)?.means).toBe('steam_down')
    expect(once.slice(1)).toEqual(DEFAULT_ERROR_TABLE)
    const twice = alwaysReadAs(once, error, 'checking')
    expect(twice).toEqual([
      { contains: 'failed: upstream said no', means: 'checking' },
      ...DEFAULT_ERROR_TABLE,
    ])
  })

  it(`keeps the table within ${MAX_ERROR_TABLE_ENTRIES} entries, dropping the last`, () => {
    const full = Array.from({ length: MAX_ERROR_TABLE_ENTRIES }, (_, index) => ({
      contains: `failure number ${'x'.repeat(index + 1)}`,
      means: 'steam_down' as const,
    }))
    const after = alwaysReadAs(full, 'Offer 61 failed: upstream said no', 'checking')
    expect(after).toEqual([{ contains: 'failed: upstream said no', means: 'checking' }, ...full.slice(0, -1)])
  })

  it('normalises like matching does', () => {
    expect(normaliseErrorText(' Ａ\tB ')).toBe('a b')
  })
})
