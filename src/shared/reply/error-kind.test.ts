import { describe, expect, it } from 'vitest'
import { errorKindOf, type ErrorKind } from './error-kind'

describe('errorKindOf', () => {
  it.each<[string, ErrorKind]>([
    // The texts the catalog is known to send (demo server, src/demo-server/data/item-details.ts).
    [
      'The receiving account has a trade hold: Steam Guard Mobile Authenticator has not been active for 7 days.',
      'trade_hold',
    ],
    ['Steam is temporarily unavailable (HTTP 503); the offer will be sent again.', 'steam_unavailable'],
    ["Trade offer could not be sent: the receiving account's inventory is private.", 'other'],
    ['Trade offer could not be sent: the trade URL token is no longer valid.', 'other'],
    ['Trade offer declined by the receiving account.', 'other'],
    ["Item is no longer in the seller's inventory.", 'other'],
    // Other spellings of the same kinds.
    ['Account is under TRADE HOLD', 'trade_hold'],
    ['trade-hold active for 15 days', 'trade_hold'],
    ['SteamGuard not enabled', 'trade_hold'],
    ['Items are held in escrow', 'trade_hold'],
    ['Steam is down', 'steam_unavailable'],
    ['Steam API returned HTTP 502', 'steam_unavailable'],
    ['steam not available right now', 'steam_unavailable'],
    // Near misses stay "other": no guessing from a lone word.
    ['Steam inventory is private', 'other'],
    ['Service unavailable', 'other'],
    ['withhold', 'other'],
    ['', 'other'],
  ])('%j → %s', (text, kind) => {
    expect(errorKindOf(text)).toBe(kind)
  })

  it('a trade hold wins when Steam is also said to be down: the hold outlasts the outage', () => {
    expect(errorKindOf('Steam is temporarily unavailable; the account also has a trade hold.')).toBe(
      'trade_hold',
    )
  })

  it('a sentence boundary keeps "Steam" and a later "unavailable" apart', () => {
    expect(errorKindOf('Steam account is private. Item unavailable.')).toBe('other')
  })
})
