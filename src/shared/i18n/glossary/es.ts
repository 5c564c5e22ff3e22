import type { LanguageGlossary } from './types'

/** Spanish: one word per concept in the app and its replies. */
export const ES: LanguageGlossary = {
  terms: {
    trade_offer: {
      term: 'oferta de intercambio',
      not: ['oferta de tradeo', 'propuesta de intercambio', 'solicitud de intercambio'],
      why: "Steam's Spanish client calls the offer the store's bot sends an oferta de intercambio; a solicitud de intercambio is Steam's live trade request, another thing.",
    },
    trade_hold: {
      term: 'retención de intercambio',
      not: ['bloqueo de intercambio', 'suspensión', 'retraso de intercambio'],
      why: "Steam's Spanish help calls the days an item cannot be traded a retención de intercambio; bloqueo and suspensión read as the trade ban (prohibición de intercambio), which is another thing.",
    },
    trade_url: {
      term: 'URL de intercambio',
      not: ['enlace de intercambio', 'trade URL'],
      why: "Steam's Spanish client names the address a customer shares the URL de intercambio; an enlace is what the app opens.",
    },
    inventory: {
      term: 'inventario',
      not: ['mochila'],
      why: "Steam's Spanish word for where the customer's items are; mochila is one game's backpack, not Steam's inventory.",
    },
    item: {
      term: 'artículo',
      not: ['objeto', 'ítem'],
      why: "Kept over Steam's objeto after a native re-read: the customer bought the skin from a store, and a Spanish store, its receipt and every reply name what was bought an artículo (del artículo {name}). Objeto is Steam's label inside the inventory; the replies send the customer to the inventario and the ofertas de intercambio by those names and never quote a Steam label that says objeto, so the customer meets one word for the thing bought. Ítem is an anglicism.",
    },
    account: {
      term: 'cuenta',
      not: ['perfil de cuenta'],
      why: "The customer's cuenta de Steam, as Steam's Spanish client says; the perfil is the public profile, another thing.",
    },
    look_up: {
      term: 'consultar',
      not: ['búsqueda múltiple', 'enlace de búsqueda', 'búsquedas recientes', 'buscar varios'],
      why: 'Fetching items by their IDs is consultar (una consulta), kept apart from buscar, which narrows the list by a name; neither word stands for the other.',
    },
    search: {
      term: 'buscar',
      not: [],
      why: 'Narrowing the item list by a name or a text (the Name filter), as Buscar does in Steam; a lookup by ID is consultar.',
    },
    sign_in: {
      term: 'conectar',
      not: ['iniciar sesión', 'inicio de sesión', 'sesión iniciada'],
      why: 'An agent signs in by connecting to a catalog with its token, and the button says Conectar; iniciar sesión would promise a user name and password the app never asks for.',
    },
    sign_out: {
      term: 'cerrar sesión',
      not: ['desconectarse'],
      why: "Steam's and every Spanish app's Cerrar sesión, for forgetting this catalog's token on this computer; Salir is quitting the app.",
    },
    catalog: {
      term: 'catálogo',
      not: ['directorio'],
      why: 'The Item Catalog Service an agent connects to; catálogo never reads as a folder, as directorio would.',
    },
  },
  loanwords: [],
  statuses: {
    AVAILABLE:
      'A la venta ("on sale"): offered for purchase. Chosen over Disponible, which an agent could pass on as "your item is available to you"; the reply says disponible para la compra.',
    WAITING_FOR_TRADE_ACCEPT:
      'Esperando aceptación de la oferta ("waiting for the offer to be accepted"): the trade offer is sent and the customer has not accepted it; short form Esperando aceptación for narrow badges.',
    TRADE_ACCEPTED:
      'Oferta de intercambio aceptada ("trade offer accepted"): the customer accepted the trade offer; short form Oferta aceptada, the same words cut to the noun.',
    WAITING_FOR_SEND:
      'Esperando el envío ("waiting for the sending"): bought and queued; the store has not sent the trade offer yet.',
    UNAVAILABLE:
      'No disponible ("not available"): not offered now; it says nothing of why, as the spec does not.',
    'lookup.pending': 'Aún sin consultar ("not looked up yet"): the lookup has not asked for this ID yet.',
    'lookup.not_found': 'No encontrado ("not found"): the catalog has no item with this ID.',
    'lookup.failed':
      'Consulta fallida ("failed lookup"): the lookup, not the item, failed; a bare Falló would read as the delivery failing, and Error is the word of the item\'s own Error column.',
  },
}
