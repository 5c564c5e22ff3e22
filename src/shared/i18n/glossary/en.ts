import type { LanguageGlossary } from './types'

/** English: one word per concept in the app and its replies. */
export const EN: LanguageGlossary = {
  terms: {
    trade_offer: {
      term: 'trade offer',
      not: ['trade request'],
      why: "Steam's own name for the offer the store's bot sends; a request is something else in Steam.",
    },
    trade_hold: {
      term: 'trade hold',
      not: ['trade lock', 'trade delay'],
      why: "Steam's name for the days an item cannot be traded after a change to the account; lock and delay read as other things.",
    },
    trade_url: {
      term: 'trade URL',
      not: ['trade link'],
      why: 'Steam calls the address the customer shares a Trade URL; a link is what the app opens.',
    },
    inventory: {
      term: 'inventory',
      not: ['backpack'],
      why: "Steam's word for where the customer's items are.",
    },
    item: {
      term: 'item',
      not: ['skin'],
      why: "Steam's word for what is bought and traded; skin is a kind of item, not every item.",
    },
    account: { term: 'account', not: ['profile account'], why: "The customer's Steam account." },
    look_up: {
      term: 'look up',
      not: [],
      why: 'Fetching items by their IDs, one request each; search is another act.',
    },
    search: {
      term: 'search',
      not: [],
      why: 'Narrowing the item list by a name or a text (the Name filter); not a lookup by ID.',
    },
    sign_in: {
      term: 'connect',
      not: [],
      why: 'Connecting to a catalog with its token is how an agent signs in; the screen says Connect.',
    },
    sign_out: {
      term: 'sign out',
      not: [],
      why: "Forgetting this catalog's token on this computer; Quit is leaving the app.",
    },
    catalog: {
      term: 'catalog',
      not: [],
      why: 'The Item Catalog Service an agent connects to; never a folder or a list of files.',
    },
  },
  loanwords: [],
  statuses: {
    AVAILABLE:
      'Available: offered for purchase. The spec names the state only, so the word says on sale, never usable.',
    WAITING_FOR_TRADE_ACCEPT:
      'Waiting for trade accept: the trade offer is sent; the customer has not accepted it.',
    TRADE_ACCEPTED: 'Trade accepted: the customer accepted the trade offer.',
    WAITING_FOR_SEND: 'Waiting for send: bought and queued; the store has not sent the trade offer yet.',
    UNAVAILABLE: 'Unavailable: not offered now; the word says nothing of why, as the spec does not.',
    'lookup.pending': 'Not looked up yet: the lookup has not asked for this ID yet.',
    'lookup.not_found': 'Not found: the catalog has no item with this ID.',
    'lookup.failed': "Failed: the lookup could not read this ID; not the item's own Error column.",
  },
}
