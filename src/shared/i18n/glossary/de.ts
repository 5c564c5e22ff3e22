import type { LanguageGlossary } from './types'

/** German: one word per concept in the app and its replies. */
export const DE: LanguageGlossary = {
  terms: {
    trade_offer: {
      term: 'Handelsangebot',
      not: ['Tauschangebot', 'Trade-Angebot', 'Trade-Offer'],
      why: "Steam's German client says Handelsangebot (its button reads Handelsangebot senden); Tausch and Trade are fan words.",
    },
    trade_hold: {
      term: 'Handelszurückhaltung',
      not: ['Handelssperre', 'Tauschsperre', 'Handelsaufschub', 'Trade-Hold'],
      why: 'Steam tells a German customer that the trade is held back (Der Handel wird zurückgehalten); Sperre reads as a ban and Aufschub as a postponement.',
    },
    trade_url: {
      term: 'Handels-URL',
      not: ['Trade-URL', 'Tausch-URL', 'Tradelink', 'Trade-Link'],
      why: "Built on Steam's Handel like Handelsangebot, so the customer finds it in the settings of their Handelsangebote.",
    },
    inventory: {
      term: 'Inventar',
      not: ['Rucksack'],
      why: "Steam's German word for where the customer's items are.",
    },
    item: {
      term: 'Gegenst',
      not: ['Artikel'],
      why: "Steam's German inventory calls them Gegenstände; Artikel reads as a shop's product and was a second word beside the replies' Gegenstand.",
    },
    account: {
      term: 'Account',
      not: ['Konto', 'Konten', 'Kontos'],
      why: "Steam's German support says Account (eingeschränkter Account); Konto reads as a bank account, and the operating system's account is a Benutzerkonto.",
    },
    look_up: {
      term: 'Abfrage',
      not: ['nachschlagen', 'nachgeschlagen', 'Sammelsuche', 'Such-Link', 'Such-Links', 'Suchergebnisse'],
      why: 'Fetching items by their IDs is an Abfrage (abfragen), so Suche stays the Name filter and nachschlagen, a dictionary word, goes.',
    },
    search: {
      term: 'Suche',
      not: [],
      why: 'Narrowing the list by a name or a text is suchen (Stattdessen nach … suchen), never the Abfrage by ID.',
    },
    sign_in: {
      term: 'verbinden',
      not: ['einloggen', 'Login', 'Log-in'],
      why: 'The screen and its button say Verbinden (Mit einem Katalog verbinden), so signing in and staying signed in are said with verbinden.',
    },
    sign_out: {
      term: 'Abmelden',
      not: ['ausloggen', 'Logout', 'Log-out'],
      why: "Abmelden is the usual German for forgetting a sign-in's token; Beenden stays the word for quitting the app.",
    },
    catalog: {
      term: 'Katalog',
      not: ['Verzeichnis'],
      why: 'The Item Catalog Service the agent connects to; Verzeichnis would read as a folder.',
    },
  },
  loanwords: ['account'],
  statuses: {
    AVAILABLE:
      'Erhältlich: on sale, what a shop says of goods one can buy; Verfügbar was dropped, as beside the delivery states it reads as already at the customer’s disposal.',
    WAITING_FOR_TRADE_ACCEPT:
      'Wartet auf Annahme des Handelsangebots: the trade offer is sent and waits for the customer to accept it; the short Wartet auf Annahme keeps the acceptance.',
    TRADE_ACCEPTED:
      'Handelsangebot angenommen: the customer accepted the trade offer; the short Handel angenommen says the same of the trade.',
    WAITING_FOR_SEND:
      'Wartet auf Versand: bought and queued; the store has not sent the trade offer yet (Versand is that sending).',
    UNAVAILABLE:
      'Nicht verfügbar: not offered now, neutral about why, as the spec is; short as it is, no shorter German keeps the meaning.',
    'lookup.pending': 'Noch nicht abgefragt: the lookup has not asked the catalog for this ID yet.',
    'lookup.not_found': 'Nicht gefunden: the catalog has no item with this ID.',
    'lookup.failed':
      'Abfrage fehlgeschlagen: the lookup could not read this ID; naming the Abfrage keeps it from reading as the item’s Fehler column or as a failed delivery.',
  },
}
