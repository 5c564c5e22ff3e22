import type { LanguageGlossary } from './types'

/** Brazilian Portuguese: one word per concept in the app and its replies. */
export const PT_BR: LanguageGlossary = {
  terms: {
    trade_offer: {
      term: 'oferta de troca',
      not: ['proposta de troca', 'oferta de trade'],
      why: "Steam's Brazilian client calls the offer the store's bot sends an oferta de troca; proposta reads as a bid, and trade is English.",
    },
    trade_hold: {
      term: 'retenção de troca',
      not: ['bloqueio de troca', 'suspensão de troca'],
      why: "Steam's Brazilian help calls the days a traded item is held a retenção; bloqueio and suspensão read as a ban on the account.",
    },
    trade_url: {
      term: 'URL de troca',
      not: ['link de troca', 'trade URL'],
      why: "Steam's Brazilian settings name the address the customer shares the URL de troca; a link is what the app opens.",
    },
    inventory: {
      term: 'inventário',
      not: ['mochila'],
      why: "Steam's Brazilian word for where the customer's items are; mochila is a backpack in one game only.",
    },
    item: {
      term: 'item',
      not: ['objeto'],
      why: "Steam's Brazilian client says item (plural itens) for what is bought and traded; objeto reads as a physical object.",
    },
    account: {
      term: 'conta',
      not: ['perfil de conta'],
      why: "The customer's Steam account is a conta in Steam's Brazilian client; the perfil is the public page, not the account.",
    },
    look_up: {
      term: 'consultar',
      not: ['procurar'],
      why: 'Fetching items by their IDs is a consulta (the noun) or consultar (the verb); procurar reads as searching by name, which is buscar.',
    },
    search: {
      term: 'buscar',
      not: ['pesquisar', 'pesquisa', 'pesquisado'],
      why: "Steam's Brazilian client says buscar and busca for narrowing a list by a name or text; one word, and never the lookup's consultar.",
    },
    sign_in: {
      term: 'conectar',
      not: ['login'],
      why: 'Connecting to a catalog with its token is how an agent signs in (the button says Conectar); login is English and names no act here.',
    },
    sign_out: {
      term: 'desconectar',
      not: ['sair de', 'saiu de', 'sairá'],
      why: 'The opposite of conectar: forgetting the catalog’s token; Sair is Quit (Sair do app), so sair never means signing out.',
    },
    catalog: {
      term: 'catálogo',
      not: [],
      why: 'The Item Catalog Service an agent connects to; catálogo reads as a list of goods for sale, never a folder.',
    },
  },
  loanwords: ['item', 'itens'],
  statuses: {
    AVAILABLE:
      'Disponível: offered for purchase; in a store disponível is what is on offer (disponível para compra), never utilizável, so it does not read as usable.',
    WAITING_FOR_TRADE_ACCEPT:
      'Aguardando aceitação da oferta de troca (short: Aguardando aceitação): the offer is sent and the customer has not accepted it; aceitação, not confirmação, which is Steam Guard’s.',
    TRADE_ACCEPTED: 'Oferta de troca aceita (short: Troca aceita): the customer accepted the trade offer.',
    WAITING_FOR_SEND: 'Aguardando envio: bought and queued; the store has not sent the trade offer yet.',
    UNAVAILABLE: 'Indisponível: not offered now; like the spec, the word says nothing of why.',
    'lookup.pending': 'Ainda não consultado: the lookup has not asked for this ID yet.',
    'lookup.not_found': 'Não encontrado: the catalog has no item with this ID.',
    'lookup.failed':
      'Falha na consulta: the lookup could not read this ID; it names the lookup, so it reads neither as the Erro column nor as a failed delivery, as Falhou did.',
  },
}
