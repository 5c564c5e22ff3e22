import type { LanguageGlossary } from './types'

/** Brazilian Portuguese: one word per concept in the app and its replies. */
export const PT_BR: LanguageGlossary = {
  terms: {
    trade_offer: { term: 'oferta de troca', not: ['proposta de troca', 'oferta de trade'], why: '' },
    trade_hold: { term: 'retenção de troca', not: ['bloqueio de troca', 'suspensão de troca'], why: '' },
    trade_url: { term: 'URL de troca', not: ['link de troca', 'trade URL'], why: '' },
    inventory: { term: 'inventário', not: ['mochila'], why: '' },
    item: { term: 'item', not: ['objeto'], why: '' },
    account: { term: 'conta', not: ['perfil de conta'], why: '' },
    look_up: { term: 'consultar', not: [], why: '' },
    search: { term: '', not: [], why: '' },
    sign_in: { term: 'conectar', not: [], why: '' },
    sign_out: { term: 'sair', not: [], why: '' },
    catalog: { term: 'catálogo', not: [], why: '' },
  },
  loanwords: ['item', 'itens'],
  itemNouns: ['item', 'itens'],
  statuses: {},
}
