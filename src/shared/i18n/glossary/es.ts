import type { LanguageGlossary } from './types'

/** Spanish: one word per concept in the app and its replies. */
export const ES: LanguageGlossary = {
  terms: {
    trade_offer: {
      term: 'oferta de intercambio',
      not: ['oferta de tradeo', 'propuesta de intercambio'],
      why: '',
    },
    trade_hold: { term: 'retención de intercambio', not: ['bloqueo de intercambio', 'suspensión'], why: '' },
    trade_url: { term: 'URL de intercambio', not: ['enlace de intercambio', 'trade URL'], why: '' },
    inventory: { term: 'inventario', not: ['mochila'], why: '' },
    item: { term: 'artículo', not: ['objeto', 'ítem'], why: '' },
    account: { term: 'cuenta', not: ['perfil de cuenta'], why: '' },
    look_up: { term: 'buscar', not: [], why: '' },
    search: { term: '', not: [], why: '' },
    sign_in: { term: 'conectar', not: [], why: '' },
    sign_out: { term: 'cerrar sesión', not: [], why: '' },
    catalog: { term: 'catálogo', not: [], why: '' },
  },
  loanwords: [],
  itemNouns: ['artículo', 'artículos'],
  statuses: {},
}
