import { describe, expect, it } from 'vitest'
import { negatedAt, occurrencesOf, phraseKey, phraseOf } from './error-phrase'
import { errorTokens } from './error-words'

const found = (error: string, row: string) => occurrencesOf(errorTokens(error), phraseOf(row))

describe('a row as a phrase', () => {
  it.each([
    ['whole words only', 'Offer redeclined', 'declined', []],
    ['in order', 'hold trade', 'trade hold', []],
    ['contiguous', 'trade offer hold', 'trade hold', []],
    ['across hyphens and case', 'Buyer is TRADE-BANNED', 'trade banned', [2]],
    ['across punctuation', 'failed: upstream said no', 'failed upstream said', [0]],
    ['every occurrence', 'declined, then declined', 'declined', [0, 2]],
    ['a number as written', 'EResult 16', 'eresult 16', [0]],
    ['no other number', 'EResult 15', 'eresult 16', []],
    ['a wildcard for a number', 'offer 61 was declined', 'offer * was declined', [0]],
    ['a wildcard for a quoted value', 'asset "Redline" moved', 'asset * moved', [0]],
    ['a wildcard for a date', 'sent 2026-11-21 18:57:10 ok', 'sent * ok', [0]],
    ['no wildcard for a word', 'offer was declined', 'offer * declined', []],
    ['Chinese characters in order', '用户库存为私密', '库存为私密', [2]],
  ])('matches %s', (_what, error, row, at) => {
    expect(found(error, row)).toEqual(at)
  })

  it('reads nothing with a row of no word', () => {
    expect(phraseOf('* 42').hasWord).toBe(false)
    expect(found('offer 42', '* 42')).toEqual([])
    expect(found('anything', '')).toEqual([])
    expect(phraseOf('eresult 16').hasWord).toBe(true)
  })

  it('gives rows that read the same errors the same key', () => {
    expect(phraseKey('Trade-Banned')).toBe(phraseKey(' trade  banned '))
    expect(phraseKey('offer * declined')).toBe('offer * declined')
    expect(phraseKey('offer 42 declined')).not.toBe(phraseKey('offer * declined'))
  })
})

describe('a negation before the phrase', () => {
  it.each([
    ['not', 'the offer was not declined', 'declined'],
    ['never', 'never declined', 'declined'],
    ['no', 'partner has no trade hold', 'trade hold'],
    ['cannot', 'cannot expire', 'expire'],
    ['without', 'without escrow', 'escrow'],
    ['a contraction', "wasn't accepted", 'accepted'],
    ['failed to', 'failed to accept', 'accept'],
    ['fails to', 'fails to accept', 'accept'],
    ['unable to', 'unable to accept', 'accept'],
    ['failed to be', 'failed to be accepted', 'accepted'],
    ['small words between', 'has not yet been accepted', 'accepted'],
    ['an article between', 'not a trade hold', 'trade hold'],
  ])('voids the occurrence: %s', (_what, error, row) => {
    expect(found(error, row)).toEqual([])
  })

  it.each([
    ['in another clause', 'not sent. declined', 'declined', [2]],
    ['three small words away', 'not yet a the accepted', 'accepted', [4]],
    ['behind another word', 'not sent, then declined', 'declined', [3]],
    ['behind a plain word', 'not because declined', 'declined', [2]],
    ['at the start', 'declined', 'declined', [0]],
    ['inside the row itself', 'offer not accepted before the expiration date', 'not accepted before', [1]],
  ])('leaves it when the negation is %s', (_what, error, row, at) => {
    expect(found(error, row)).toEqual(at)
  })

  it.each(['be', 'been', 'being', 'yet', 'ever', 'a', 'an', 'the', 'have', 'has', 'had', 'get', 'got'])(
    'voids it with "%s" between the negation and the words',
    (word) => {
      expect(found(`not ${word} accepted`, 'accepted')).toEqual([])
    },
  )

  it('needs every word of a negation of two words', () => {
    expect(found('tried to accept', 'accept')).toEqual([2])
    expect(found('failed at accept', 'accept')).toEqual([2])
  })

  it('looks only within the clause, even for a negation of two words', () => {
    expect(negatedAt(errorTokens('failed. to accept'), 2)).toBe(false)
    expect(negatedAt(errorTokens('failed to accept'), 2)).toBe(true)
  })
})
