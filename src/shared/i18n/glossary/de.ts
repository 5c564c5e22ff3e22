import type { LanguageGlossary } from './types'

/** German: one word per concept in the app and its replies. */
export const DE: LanguageGlossary = {
  terms: {
    trade_offer: { term: 'Handelsangebot', not: ['Tauschangebot', 'Trade-Angebot'], why: '' },
    trade_hold: {
      term: 'Handelszurückhaltung',
      not: ['Handelssperre', 'Tauschsperre', 'Trade-Hold'],
      why: '',
    },
    trade_url: { term: 'Handels-URL', not: ['Trade-URL', 'Tausch-URL', 'Tradelink'], why: '' },
    inventory: { term: 'Inventar', not: ['Rucksack'], why: '' },
    item: { term: 'Gegenst', not: ['Artikel', 'Item'], why: '' },
    account: { term: 'Account', not: ['Konto'], why: '' },
    look_up: { term: 'Nachschlagen', not: [], why: '' },
    search: { term: '', not: [], why: '' },
    sign_in: { term: 'Verbinden', not: [], why: '' },
    sign_out: { term: 'Abmelden', not: [], why: '' },
    catalog: { term: 'Katalog', not: [], why: '' },
  },
  loanwords: ['account'],
  itemNouns: ['Gegenstand', 'Gegenstands', 'Gegenstandes', 'Gegenstände', 'Gegenständen'],
  statuses: {},
}
