import { describe, expect, it } from 'vitest'
import type { ErrorSide } from './error-meanings'
import SIDE_WORDS from './error-side-words.json'
import { sideConflicts, sideMentions } from './error-sides'
import { errorTokens } from './error-words'

const mentioned = (error: string) => sideMentions(errorTokens(error))

/** Whether a row of `side` whose phrase is `words` (at its first occurrence) may read `error`. */
function conflicts(side: ErrorSide | null, error: string, words: string): boolean {
  const tokens = errorTokens(error)
  const wanted = errorTokens(words).map((token) => token.text)
  const at = tokens.findIndex((_, index) =>
    wanted.every((word, offset) => tokens[index + offset]?.text === word),
  )
  if (at < 0) throw new Error(`"${words}" is not in "${error}"`)
  return sideConflicts(side, tokens, sideMentions(tokens), at, at + wanted.length)
}

describe('sideMentions', () => {
  it('finds each side by its words and phrases, possessives included', () => {
    expect(mentioned("the seller's trade bot and the partner")).toEqual([
      { at: 1, side: 'store' },
      { at: 2, side: 'store' },
      { at: 3, side: 'store' },
      { at: 6, side: 'customer' },
    ])
  })

  it('reads whole words only, and names no side by you, your or we', () => {
    expect(mentioned('robot storefront partnership')).toEqual([])
    expect(mentioned('You cannot send your offer, we retry')).toEqual([])
  })

  it('knows every listed phrase', () => {
    for (const [side, phrases] of Object.entries(SIDE_WORDS))
      for (const phrase of phrases) expect(mentioned(`x ${phrase} y`)).toContainEqual({ at: 1, side })
  })
})

describe('sideConflicts', () => {
  it.each([
    ['customer', "Steam Guard failed on the store's trade bot", 'steam guard', true],
    ['customer', 'sending account: cannot trade', 'cannot trade', true],
    ['customer', 'bot 3: partner inventory is private', 'inventory is private', false],
    ['customer', 'partner inventory is private', 'inventory is private', false],
    ['customer', 'inventory is private', 'inventory is private', false],
    ['store', "no longer in the seller's inventory", 'no longer in the', false],
    ['store', "no longer in the partner's inventory", 'no longer in the', true],
    ['steam', 'timeout on the bot', 'timeout', true],
    ['steam', 'timeout for the buyer', 'timeout', false],
    ['offer', 'offer declined by our bot', 'offer declined', true],
    ['offer', 'offer declined by the buyer', 'offer declined', false],
    [null, "the store's bot: no idea", 'no idea', false],
  ] as const)('a %s row on "%s" (at "%s") conflicts: %s', (side, error, words, expected) => {
    expect(conflicts(side, error, words)).toBe(expected)
  })

  it('reads the sides of the clause first, and of the whole error when the clause names none', () => {
    expect(conflicts('customer', 'our bot: partner has a trade hold', 'trade hold')).toBe(false)
    expect(conflicts('customer', 'our bot: has a trade hold', 'trade hold')).toBe(true)
    expect(conflicts('customer', 'partner or our bot has a trade hold', 'trade hold')).toBe(true)
    // A side named in a later clause is not the clause's.
    expect(conflicts('customer', 'partner has a trade hold; bot 3', 'trade hold')).toBe(false)
  })
})
