import type { ErrorMeaning } from './error-meanings'

/**
 * What the default error table (default-error-table.ts) must do, per meaning: the texts it
 * must read as that meaning (the wordings Steam, trade bots and market backends produce;
 * sources in default-error-table.md), and near misses that it must NOT read as that meaning,
 * each with what it must do instead: another meaning, or `ask` (`Needs your choice`) where the
 * text does not tell. The five misreadings of issue 76 are here word for word in their kind.
 * default-error-table.test.ts holds the defaults to every line.
 */
export type ExampleOutcome = ErrorMeaning | 'ask'

export interface NearMiss {
  readonly text: string
  readonly instead: ExampleOutcome
}

export interface MeaningExamples {
  readonly reads: readonly string[]
  readonly nearMisses: readonly NearMiss[]
}

export const DEFAULT_ERROR_EXAMPLES: Readonly<Record<Exclude<ErrorMeaning, 'checking'>, MeaningExamples>> = {
  inventory_private: {
    reads: [
      "Trade offer could not be sent: the receiving account's Steam inventory is private.",
      "Trade offer could not be sent: the receiving account's inventory is private.",
      'offer via trade URL failed: partner inventory is private',
      "Partner's inventory is private",
      'Cannot load partner inventory: profile is private',
      "Failed to load the buyer's items (private inventory)",
      'INVENTORY_PRIVATE',
      'Bot 3: partner inventory is private, offer not sent',
      'Recipient inventory is set to private',
      'Customer has a private profile; inventory cannot be loaded',
    ],
    nearMisses: [
      { text: 'Bot inventory is private, cannot load the items to send', instead: 'ask' },
      { text: 'Our inventory is private (storage account 3)', instead: 'ask' },
      { text: "Could not load the seller's private inventory", instead: 'ask' },
      { text: 'Inventory is private for the sending account', instead: 'ask' },
      { text: "The sender's Steam inventory is private", instead: 'ask' },
      {
        text: 'Partner inventory is not private; the trade URL token is invalid',
        instead: 'trade_url_outdated',
      },
      { text: 'Inventory is public again, offer queued', instead: 'ask' },
      { text: 'Failed to fetch inventory: HTTP 503', instead: 'ask' },
      { text: 'Inventory privacy settings changed to public', instead: 'ask' },
      { text: 'Offer expired (private profile check skipped)', instead: 'ask' },
      {
        text: 'Anna is not available to trade. More information will be shown to Anna if they invite you to trade.',
        instead: 'ask',
      },
      {
        text: 'Partner inventory is no longer private: trade offer 6123456789 expired',
        instead: 'offer_declined',
      },
    ],
  },
  trade_url_outdated: {
    reads: [
      'The trade URL token is no longer valid (partner 123456).',
      'Trade offer could not be sent: the trade URL token is no longer valid.',
      'This Trade URL is no longer valid for sending a trade offer to Anna.',
      'Invalid trade URL',
      'Trade link is invalid, partner 123456',
      'Trade offer token expired',
      'TradelinkError',
      'Wrong trade token for partner 123456',
      'The trade offer access token is invalid',
      'trade_url_invalid: trade URL is invalid',
      'Trade URL token is invalid (partner 123456)',
      'Trade link is no longer valid',
      'Trade token is invalid for partner 123456',
      'Invalid trade token',
    ],
    nearMisses: [
      { text: 'offer via trade URL failed: partner inventory is private', instead: 'inventory_private' },
      { text: 'Trade URL updated, offer queued again', instead: 'ask' },
      { text: 'Steam Web API access token expired for bot 2', instead: 'ask' },
      { text: 'Trade URL is valid, but the partner has a trade ban', instead: 'account_cannot_trade' },
      { text: 'Session token expired, the sending account logs in again', instead: 'ask' },
      {
        text: 'Offer sent via trade URL; trade offer 6123456789 expired after 14 days',
        instead: 'offer_declined',
      },
      { text: "Bot's trade URL is no longer valid", instead: 'ask' },
      { text: 'Our trade link is invalid after the account move', instead: 'ask' },
      { text: "The store's trade offer token expired", instead: 'ask' },
      { text: 'Trade URL token is not invalid; Steam returned EResult 15 AccessDenied', instead: 'ask' },
      { text: 'Sending via trade URL timed out: EResult 16 Timeout', instead: 'steam_down' },
    ],
  },
  trade_hold: {
    reads: [
      'The receiving account has a trade hold: Steam Guard Mobile Authenticator has not been active for 7 days.',
      'Trade will be held for 72 hours. Anna has not been using the Mobile Authenticator for 7 days or has turned off trade confirmations',
      'Partner has a trade hold (escrow 7 days)',
      "Buyer's account is on trade hold",
      'Partner escrow days: 15',
      'getUserDetails: their escrow days 7',
      'Recipient has a trade hold until 2026-11-28',
      'Customer account is on a trade hold after a password reset',
      'Buyer has a trade hold of 7 days',
      'Trade hold on the receiving account, offer would be held for 15 days',
    ],
    nearMisses: [
      { text: "Steam Guard confirmation failed on the store's trade bot", instead: 'ask' },
      { text: 'Mobile confirmation for the trade offer failed on bot 3 (Steam Guard)', instead: 'ask' },
      { text: 'Trade offer is awaiting mobile confirmation by the sending account', instead: 'ask' },
      { text: 'Steam Guard mobile authenticator has not been active on the sending account', instead: 'ask' },
      { text: 'Item is trade protected until 2026-11-28 (CS2 Trade Protection)', instead: 'ask' },
      { text: 'Item tradable after 2026-11-28 07:00:00 GMT (trade cooldown)', instead: 'ask' },
      { text: 'Trade offer in escrow (ETradeOfferState InEscrow 11)', instead: 'ask' },
      { text: 'Sending account has a trade hold after a password reset', instead: 'ask' },
      { text: 'Bot account is on trade hold (new device, 7 days)', instead: 'ask' },
      { text: 'Our account has a trade hold until 2026-11-28', instead: 'ask' },
      { text: 'Escrow days for the bot: 7', instead: 'ask' },
      { text: 'Partner has no trade hold; partner inventory is private', instead: 'inventory_private' },
      { text: 'Trade hold ended, offer queued again', instead: 'ask' },
    ],
  },
  account_cannot_trade: {
    reads: [
      'Receiving account is trade banned.',
      'You cannot trade with Anna because they have a trade ban.',
      'Account is limited and cannot trade',
      'TradeBanError',
      'Buyer is trade-banned',
      'Partner cannot trade: limited account (no purchases)',
      'Recipient cannot trade at the moment',
      'Partner is not allowed to trade',
      'Customer account cannot trade: community ban',
      'Buyer cannot trade at the moment',
      'Receiving account is not allowed to trade',
    ],
    nearMisses: [
      { text: 'Sending account is in a trade cooldown: cannot trade until 2026-11-28', instead: 'ask' },
      { text: 'Bot cannot trade: new device login, 7 days', instead: 'ask' },
      {
        text: 'You have logged in from a new device. In order to protect the items in your inventory, you will be unable to trade from this device for 7 days.',
        instead: 'ask',
      },
      { text: 'Our account is trade banned', instead: 'ask' },
      { text: 'Trade ban lifted for the seller account', instead: 'ask' },
      { text: "The store's trade bot is a limited account", instead: 'ask' },
      { text: 'Trading is disabled for the sending account (Steam Guard off)', instead: 'ask' },
      { text: 'Item cannot be traded until 2026-11-28 (trade protected)', instead: 'ask' },
      {
        text: 'You have sent too many trade offers, or have too many outstanding trade offers with Anna.',
        instead: 'ask',
      },
      {
        text: 'Anna is not available to trade. More information will be shown to Anna if they invite you to trade.',
        instead: 'ask',
      },
      {
        text: 'Trading restricted for 30 days after a trade reversal on the sending account',
        instead: 'ask',
      },
      { text: 'Partner has no trade ban; trade offer 6123456789 expired', instead: 'offer_declined' },
    ],
  },
  steam_down: {
    reads: [
      'Steam is temporarily unavailable (HTTP 503); the offer will be sent again.',
      'Steam request timed out after 30 s',
      'EResult 16 (Timeout)',
      'EResult 16 Timeout',
      'EResult 20 ServiceUnavailable',
      'k_EResultServiceUnavailable',
      'There was an error sending your trade offer. Please try again later. (16)',
      'There was an error sending your trade offer.  Please try again later. (20)',
      'SteamServerDownError',
      "Unable to contact the game's item server",
      'Steam Web API is unavailable, retrying',
      'Steam is down, retrying in 5 minutes',
      'Request to Steam timed out',
      'EResult.Timeout',
      'k_EResultTimeout',
      'Steam answered EResult.ServiceUnavailable',
      'The Steam Community server may be down. Please try again later.',
    ],
    nearMisses: [
      {
        text: 'Trade offer 6123456789 cancelled: the buyer did not accept it within 12 hours (timeout)',
        instead: 'ask',
      },
      { text: 'Accept timeout: trade offer 6123456789 expired after 12 hours', instead: 'offer_declined' },
      { text: 'Store backend timed out while reserving the item', instead: 'ask' },
      { text: 'Bot session timed out, logging in again', instead: 'ask' },
      { text: 'HTTP 503 from our payment service', instead: 'ask' },
      { text: 'EResult 15 AccessDenied', instead: 'ask' },
      {
        text: 'You have sent too many trade offers, or have too many outstanding trade offers with Anna. (25)',
        instead: 'ask',
      },
      { text: 'There was an error sending your trade offer. Please try again later. (26)', instead: 'ask' },
      { text: "EResult 16 Timeout on the sending account's mobile confirmation", instead: 'ask' },
      { text: 'Timeout of 12 hours reached: trade offer cancelled by the store', instead: 'ask' },
      { text: 'Steam is up again; partner inventory is private', instead: 'inventory_private' },
      { text: 'Our Steam web API key is unavailable', instead: 'ask' },
    ],
  },
  item_gone: {
    reads: [
      "Asset 2291 is no longer in the seller's inventory.",
      "Item is no longer in the seller's inventory.",
      'ETradeOfferState InvalidItems (8)',
      'Some of the items in the offer are no longer available',
      'Item 5 not in our inventory',
      "Asset 2291 is missing from the bot's inventory",
      'Items not available (traded away in a different trade).',
      'Item no longer exists',
      "Asset 2291 is no longer in the bot's inventory",
      'Item 5 is no longer in our inventory',
    ],
    nearMisses: [
      { text: 'Item is trade-protected until 2026-11-28: no longer available for trade', instead: 'ask' },
      { text: 'Item is no longer available for trade until 2026-11-28 (trade cooldown)', instead: 'ask' },
      { text: 'Item not tradable until 2026-11-28 07:00 GMT', instead: 'ask' },
      { text: "Item is no longer in the partner's inventory", instead: 'ask' },
      { text: 'Your offer is no longer available', instead: 'ask' },
      { text: 'Trade offer is no longer valid', instead: 'ask' },
      { text: 'Item is in our inventory; the partner inventory is private', instead: 'inventory_private' },
      { text: "Item gone from the buyer's inventory after a trade reversal", instead: 'ask' },
      { text: 'Items will be delivered when the hold ends (escrow)', instead: 'ask' },
      { text: 'The item is no longer available on the Steam Community Market', instead: 'ask' },
      { text: 'Item 5 unavailable: EResult 20 ServiceUnavailable', instead: 'steam_down' },
      { text: 'InvalidItems: partner items no longer available', instead: 'ask' },
    ],
  },
  offer_declined: {
    reads: [
      'Trade offer 6123456789 was declined by the recipient.',
      'Trade offer declined by the receiving account.',
      'The offer expired before it was accepted',
      'ETradeOfferState Declined (7)',
      'Trade offer 6123456789 has expired',
      'The trade offer was not accepted before the expiration date',
      'Recipient declined the trade offer',
      'Offer state: Expired',
      'Buyer declined the trade',
      'The offer was declined',
      'Trade offer 6123456789 declined',
      'Partner declined the offer',
      'The trade offer has expired',
      'ETradeOfferState Expired (5)',
      'Offer state: Declined',
    ],
    nearMisses: [
      {
        text: 'Trade offer 6123456789 cancelled: the buyer did not accept it within 12 hours (timeout)',
        instead: 'ask',
      },
      { text: 'Trade offer canceled by the sender (ETradeOfferState Canceled 6)', instead: 'ask' },
      { text: 'Offer was not declined; Steam is temporarily unavailable', instead: 'steam_down' },
      { text: 'Trade URL token expired', instead: 'trade_url_outdated' },
      { text: 'Trade offer token expired', instead: 'trade_url_outdated' },
      { text: 'Session expired for the sending account', instead: 'ask' },
      { text: 'Trade offer cancelled by the store: item no longer available', instead: 'ask' },
      { text: 'Trade offer declined by our bot (counter offer)', instead: 'ask' },
      { text: 'Mobile confirmation declined on the trade bot (CanceledBySecondFactor)', instead: 'ask' },
      { text: 'Steam Guard confirmation expired on the sending account', instead: 'ask' },
      { text: 'The offer will expire in 2 days', instead: 'ask' },
      { text: 'Trade offer not yet expired; partner has a trade hold', instead: 'trade_hold' },
      { text: 'Offer countered by the recipient (ETradeOfferState Countered 4)', instead: 'ask' },
    ],
  },
}
