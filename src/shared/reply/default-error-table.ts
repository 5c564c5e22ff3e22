import type { ErrorMeaning } from './error-meanings'
import type { ErrorTable } from './error-table'

/**
 * The error table a lead starts from: the common Steam trade-offer failures in the words
 * trade bots and Steam itself put in a catalog's error (where each comes from:
 * default-error-table.md). Every row is tried and no order decides (error-table.ts), so each
 * row is a phrase that stands for its cause and for nothing near it: a whole "trade URL is no
 * longer valid", never "trade URL" (an offer sent "via trade URL" may fail for any reason);
 * "partner has a trade hold", never "steam guard" (the store's own bot confirms with Steam
 * Guard too). default-error-examples.ts holds the texts each meaning must read and the near
 * misses it must not, and a test holds these rows to all of them. What no row can tell apart
 * (an offer in escrow, a bare EResult 15 or 26, a trade-protected item) is left to the agent.
 */
const ROWS: Readonly<Record<Exclude<ErrorMeaning, 'checking'>, readonly string[]>> = {
  trade_url_outdated: [
    'trade url is no longer valid',
    'trade url is invalid',
    'invalid trade url',
    'trade url token is no longer valid',
    'trade url token is invalid',
    'trade url token expired',
    'trade link is no longer valid',
    'trade link is invalid',
    'trade token is invalid',
    'invalid trade token',
    'wrong trade token',
    'trade offer token expired',
    'trade offer access token is invalid',
    'tradelinkerror',
  ],
  inventory_private: [
    'inventory is private',
    'inventory is set to private',
    'private inventory',
    'inventory private',
    'profile is private',
    'private profile',
  ],
  trade_hold: [
    'account has a trade hold',
    'account is on trade hold',
    'account is on a trade hold',
    'partner has a trade hold',
    'recipient has a trade hold',
    'buyer has a trade hold',
    'trade hold on the receiving account',
    'not been using the mobile authenticator',
    'mobile authenticator has not been active',
    'partner escrow',
    'their escrow',
  ],
  account_cannot_trade: [
    'trade ban',
    'trade banned',
    'tradebanerror',
    'limited account',
    'account is limited',
    'account cannot trade',
    'partner cannot trade',
    'recipient cannot trade',
    'buyer cannot trade',
    'account is not allowed to trade',
    'partner is not allowed to trade',
  ],
  steam_down: [
    'steam is down',
    'steam is temporarily unavailable',
    'steam web api is unavailable',
    'steam request timed out',
    'request to steam timed out',
    'eresult 16',
    'eresult 20',
    'eresult timeout',
    'eresult serviceunavailable',
    'eresulttimeout',
    'eresultserviceunavailable',
    'try again later 16',
    'try again later 20',
    'steamserverdownerror',
    'server may be down',
    "unable to contact the game's item server",
  ],
  item_gone: [
    "no longer in the seller's inventory",
    "no longer in the bot's inventory",
    'no longer in our inventory',
    'not in our inventory',
    "missing from the bot's inventory",
    'invaliditems',
    'items in the offer are no longer available',
    'traded away in a different trade',
    'item no longer exists',
  ],
  offer_declined: [
    'offer declined',
    'offer was declined',
    'offer * was declined',
    'offer * declined',
    'declined the offer',
    'declined the trade offer',
    'declined the trade',
    'offer expired',
    'offer has expired',
    'offer * expired',
    'offer * has expired',
    'not accepted before the expiration date',
    'etradeofferstate declined',
    'etradeofferstate expired',
    'offer state declined',
    'offer state expired',
  ],
}

export const DEFAULT_ERROR_TABLE: ErrorTable = (
  Object.entries(ROWS) as [Exclude<ErrorMeaning, 'checking'>, readonly string[]][]
).flatMap(([means, texts]) => texts.map((contains) => ({ contains, means })))
