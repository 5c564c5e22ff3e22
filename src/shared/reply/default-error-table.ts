import type { ErrorMeaning } from './error-meanings'
import type { ErrorTable } from './error-table'

/**
 * The error table a lead starts from: the common Steam trade-offer failures in the words
 * catalogs use for them (where these come from: default-error-table.md). First match wins
 * (error-table.ts), so the groups are ordered from the most specific wording to the broadest:
 * a trade URL "token expired" must read as a trade URL before "expired" reads as an offer that
 * expired, and "Steam inventory is private" as a private inventory before anything about Steam.
 */
const GROUPS: readonly (readonly [ErrorMeaning, readonly string[]])[] = [
  [
    'trade_url_outdated',
    [
      'trade url',
      'trade link',
      'tradelink',
      'trade token',
      'trade offer token',
      'token is no longer valid',
      'token is invalid',
      'invalid token',
      'token expired',
      'token has expired',
    ],
  ],
  [
    'inventory_private',
    [
      'inventory is private',
      'private inventory',
      'inventory privacy',
      'profile is private',
      'private profile',
    ],
  ],
  [
    'trade_hold',
    ['trade hold', 'escrow', 'steam guard', 'mobile authenticator', 'held for', 'hold duration'],
  ],
  [
    'account_cannot_trade',
    [
      'trade ban',
      'trade-banned',
      'trade banned',
      'limited account',
      'account is limited',
      'cannot trade',
      'can not trade',
      'not allowed to trade',
      'unable to trade',
      'trading is disabled',
    ],
  ],
  [
    'item_gone',
    [
      'no longer in the',
      'no longer available',
      'not in the inventory',
      'not in our inventory',
      'missing from the inventory',
      'invaliditems',
      'invalid items',
      'item not found',
    ],
  ],
  ['offer_declined', ['declined', 'expired', 'canceled by the recipient', 'cancelled by the recipient']],
  [
    'steam_down',
    [
      'steam is down',
      'steam is unavailable',
      'temporarily unavailable',
      'service unavailable',
      'timed out',
      'timeout',
      'eresult 16',
      'eresult 20',
      'http 500',
      'http 502',
      'http 503',
      'http 504',
      'too many requests',
      'rate limit',
    ],
  ],
]

export const DEFAULT_ERROR_TABLE: ErrorTable = GROUPS.flatMap(([means, texts]) =>
  texts.map((contains) => ({ contains, means })),
)
