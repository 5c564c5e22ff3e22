import { describe, expect, it } from 'vitest'
import { clauseAround, errorTokens, normaliseErrorText, tokensOf, withoutPossessive } from './error-words'

/** Tokens as `text`, `text~` (volatile), `|text` (starts a clause), `*` (a row's wildcard). */
function shown(text: string, row = false): string {
  return tokensOf(normaliseErrorText(text), row)
    .map(
      (token) =>
        `${token.clauseStart ? '|' : ''}${token.wildcard ? '*' : token.text}${token.volatile ? '~' : ''}`,
    )
    .join(' ')
}

describe('normaliseErrorText', () => {
  it('folds width, case, curly apostrophes and white space', () => {
    expect(normaliseErrorText(' Ａ\tB  seller’s\n')).toBe("a b seller's")
  })
})

describe('tokensOf', () => {
  it.each([
    [
      'words, split by spaces, hyphens and underscores',
      'Trade-banned k_EResult_Timeout',
      'trade banned k eresult timeout',
    ],
    ['contractions and possessives as one word', "Wasn't the seller's", "wasn't the seller's"],
    [
      'numbers, with their separators',
      'offer 6123456789 at 1,234.5 or 18:57',
      'offer 6123456789~ at 1,234.5~ or 18:57~',
    ],
    ['an ISO date and time as one part', 'sent 2026-11-21 18:57:10 ok', 'sent 2026-11-21 18:57:10~ ok'],
    ['an ISO date with a zone', 'at 2026-11-21T18:57:10Z', 'at 2026-11-21t18:57:10z~'],
    ['other dates', 'on 21.11.2026 or 11/21/2026', 'on 21.11.2026~ or 11/21/2026~'],
    ['quoted values', `said "busy" and 'Redline' and “x y”`, `said "busy"~ and 'redline'~ and “x y”~`],
    ['a `key=value` value', 'new/?partner=123&token=AbCdEfGh', 'new |partner 123~ token abcdefgh~'],
    [
      'hex codes and IDs',
      'hash a3f9c2e1 code 0x1F token abcd1234ef',
      'hash a3f9c2e1~ code 0x1f~ token abcd1234ef~',
    ],
    [
      'hex of six characters with a digit as an ID',
      'a3f9c2 a3f9c a3f9cz zq29ab',
      'a3f9c2~ a3f9c a3f9cz zq29ab',
    ],
    [
      'eight characters or more with two digits as an ID',
      'xk29zqmw xk2zqmwz xk29zqm',
      'xk29zqmw~ xk2zqmwz xk29zqm',
    ],
    ['short words with a digit as words', 'cs2 http2 e404 wx12yz', 'cs2 http2 e404 wx12yz'],
    ['hex-looking words without a digit as words', 'deadbeef accede', 'deadbeef accede'],
    ['punctuation that ends a clause', 'a. b, c: d; e (f) g! h? i|j', 'a |b |c |d |e |f |g |h |i |j'],
    ['full-width punctuation of Chinese', '库存。私密，是', '库 存 |私 密 |是'],
    ['Han and Kana one character each', '库存カナ', '库 存 カ ナ'],
    ['a `*` in an error as punctuation', 'a * b', 'a b'],
  ])('reads %s', (_what, text, tokens) => {
    expect(shown(text)).toBe(tokens)
  })

  it('reads a `*` in a row as the wildcard', () => {
    expect(shown('offer * was declined', true)).toBe('offer * was declined')
    expect(shown('a. *', true)).toBe('a |*')
    expect(shown('* b', true)).toBe('* b')
  })

  it('keeps where each token stands in the normalised text', () => {
    const [first, second] = tokensOf('offer 42')
    expect(first).toMatchObject({ start: 0, end: 5 })
    expect(second).toMatchObject({ start: 6, end: 8 })
  })

  it('opens no quote at an apostrophe after a letter', () => {
    expect(shown("sellers' 'x")).toBe('sellers x')
  })

  it('reads a `*` in an error as punctuation, not as a wildcard', () => {
    expect(errorTokens('a * b').map((token) => token.wildcard ?? false)).toEqual([false, false])
  })

  it('reads an error as it comes', () => {
    expect(errorTokens(' EResult  16 ').map((token) => token.text)).toEqual(['eresult', '16'])
  })
})

describe('clauseAround', () => {
  const tokens = tokensOf('a b. c d e; f')
  it('finds the clause around a stretch of tokens', () => {
    expect(clauseAround(tokens, 3, 4)).toEqual([2, 5])
    expect(clauseAround(tokens, 0, 1)).toEqual([0, 2])
    expect(clauseAround(tokens, 5, 6)).toEqual([5, 6])
  })
  it('spans the clauses a stretch crosses', () => {
    expect(clauseAround(tokens, 1, 3)).toEqual([0, 5])
  })
})

describe('withoutPossessive', () => {
  it('reads a possessive as its word', () => {
    expect(withoutPossessive("seller's")).toBe('seller')
    expect(withoutPossessive('sellers')).toBe('sellers')
  })
})
