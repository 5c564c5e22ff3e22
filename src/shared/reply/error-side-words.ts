/**
 * The words by which a catalog error names whose side a failure is on, matched as phrases at
 * word boundaries (error-words.ts); a possessive counts as its word ("seller's", "bot's").
 *
 * The store sends and the customer receives, so the store's side is its sending account, its
 * trade bots and its inventory, and the customer's side is the account an offer goes to.
 *
 * `partner` is the customer's: in trade-bot logs it is the other side of the bot's offer (the
 * `partner` of a node-steam-tradeoffer-manager TradeOffer, the `partner` of Steam's trade URL
 * and `accountid_other` of the Steam Web API, SteamKit's trade partner), and the bot only ever
 * offers to customers here. A catalog that calls a business partner's service "partner" only
 * makes a store-side row ask rather than read (the safe way round).
 *
 * `you`, `your` and `we` name no side: Steam's own messages, which catalogs pass on word for
 * word, speak to the sending account ("There was an error sending your trade offer", "You have
 * logged in from a new device", "You cannot trade with … because they have a trade ban"),
 * while a store's own log may speak to the customer or of itself ("we will retry"). Guessing
 * either way would be the confident mistake this list exists to prevent.
 */
export const SIDE_WORDS = {
  customer: [
    'customer',
    'customers',
    'buyer',
    'buyers',
    'recipient',
    'receiver',
    'receiving account',
    'receiving user',
    'receiving side',
    'receiving party',
    'partner',
    'partners',
    'trade partner',
    'other party',
    'counterparty',
    'target account',
  ],
  store: [
    'bot',
    'bots',
    'trade bot',
    'sending bot',
    'store',
    'shop',
    'seller',
    'sellers',
    'sender',
    'sending account',
    'sending side',
    'storage account',
    'own account',
    'own inventory',
    'our',
    'ours',
    'merchant',
    'vendor',
  ],
} as const satisfies Readonly<Record<string, readonly string[]>>

export type NamedSide = keyof typeof SIDE_WORDS
