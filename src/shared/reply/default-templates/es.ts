import { buildPack } from './language-pack'

/**
 * Neutral Latin American Spanish throughout: "usted", simple past ("se completó"), no
 * "vosotros". Every item is named with the noun and its article ("del artículo {name}"), so an
 * item without a readable name reads "del artículo (ID 5)".
 */
export const es = buildPack({
  general: {
    greeting:
      'Hola, {customer_name}:\n\nGracias por su mensaje. Este es el estado de {su artículo|sus artículos}:',
    next_try_line: 'Volveremos a enviar {la oferta de intercambio|las ofertas de intercambio} {next_try}.',
    due_now_line: 'Volveremos a intentar el envío ahora mismo.',
    after_fix_line: 'Cuando lo haya hecho, responda a este mensaje y nos encargaremos del resto.',
    resend_once_public_line:
      'En cuanto su inventario sea público, volveremos a enviar {la oferta de intercambio|las ofertas de intercambio}.',
    resend_once_url_line:
      'En cuanto recibamos su URL de intercambio actual, volveremos a enviar {la oferta de intercambio|las ofertas de intercambio}.',
    we_check_line: 'Lo estamos revisando y le escribiremos cuando sepamos más.',
    closing: 'Si tiene alguna otra pregunta, simplemente responda a este mensaje.\n\nSaludos cordiales',
    signature: '{agent_name}',
  },
  plain: {
    trade_accepted:
      '{El artículo|Los artículos} {name} (ID {id}) ya {fue entregado|fueron entregados}: el intercambio se completó, así que {lo|los} encontrará en su inventario de Steam. No necesita hacer nada más.',
    send_next_try:
      '{El artículo|Los artículos} {name} (ID {id}) {está listo|están listos} para el envío: enviaremos la oferta de intercambio {next_try}. Esté atento a sus ofertas de intercambio de Steam.',
    send_no_next_try:
      '{El artículo|Los artículos} {name} (ID {id}) todavía no se {envió|enviaron} y, por ahora, no hay ningún nuevo intento previsto. Lo estamos verificando y le escribiremos.',
    accept_waiting:
      'Tiene pendiente una oferta de intercambio con {el artículo|los artículos} {name} (ID {id}). Abra sus ofertas de intercambio de Steam y acéptela para recibir{lo|los}.',
    accept_offer_unconfirmed:
      'Todavía no podemos confirmar que se le haya enviado una oferta de intercambio con {el artículo|los artículos} {name} (ID {id}). Revise sus ofertas de intercambio de Steam; si no encuentra ninguna con {ese artículo|esos artículos}, responda a este mensaje y lo revisaremos.',
    available:
      'No tenemos registrada ninguna compra completada {del artículo|de los artículos} {name} (ID {id}). ¿Podría enviarnos su número de pedido o una captura de pantalla de la compra para que podamos revisarlo?',
    available_bought:
      'Necesitamos revisar con más detalle el pedido {del artículo|de los artículos} {name} (ID {id}). Lo estamos revisando y le escribiremos.',
    unavailable_no_error:
      'No pudimos entregar {el artículo|los artículos} {name} (ID {id}). Estamos revisando el motivo y le escribiremos.',
    conflicting:
      'Los datos {del artículo|de los artículos} {name} (ID {id}) requieren una revisión más detallada. Los estamos revisando y le escribiremos.',
    unknown_status:
      'Estamos revisando la entrega {del artículo|de los artículos} {name} (ID {id}) y le escribiremos.',
    not_found:
      'No encontramos {ningún artículo con el ID|artículos con los ID} {id}. Revise {el número|los números} o envíenos los datos de su pedido para que podamos buscar{lo|los}.',
    lookup_failed:
      'En este momento no pudimos consultar {el artículo con el ID|los artículos con los ID} {id} por un problema técnico en nuestros sistemas. Lo intentaremos de nuevo y le escribiremos.',
    lookup_interrupted:
      'Todavía no pudimos consultar {el artículo con el ID|los artículos con los ID} {id}. Lo haremos y le escribiremos.',
  },
  errorStatus: {
    send: 'Todavía no pudimos enviar la oferta de intercambio con {el artículo|los artículos} {name} (ID {id}).',
    accept: 'La oferta de intercambio con {el artículo|los artículos} {name} (ID {id}) no se completó.',
    stopped: 'No pudimos entregar {el artículo|los artículos} {name} (ID {id}) y la entrega se detuvo.',
  },
  sendNeverRetried:
    'No pudimos enviar la oferta de intercambio con {el artículo|los artículos} {name} (ID {id}).',
  errorMeaning: {
    inventory_private:
      'Su inventario de Steam es privado, por lo que la oferta de intercambio no puede llegarle. Configure su inventario como público en la configuración de privacidad de su perfil de Steam.',
    trade_url_outdated:
      'La URL de intercambio que tenemos de su cuenta ya no es válida. Envíenos su URL de intercambio actual; la encontrará en la configuración de ofertas de intercambio de Steam.',
    trade_hold:
      'Su cuenta de Steam tiene una retención de intercambio. Active el autenticador móvil de Steam Guard y manténgalo activo hasta que termine la retención de intercambio.',
    account_cannot_trade:
      'Su cuenta de Steam no puede hacer intercambios en este momento, por ejemplo por una prohibición de intercambio o porque es una cuenta limitada. Revise el estado de intercambio de su cuenta en Steam.',
    steam_down: 'Steam no estuvo disponible temporalmente.',
    item_gone:
      'Lamentablemente, {el artículo ya no está disponible|los artículos ya no están disponibles} en nuestra tienda.',
    offer_declined: 'La oferta de intercambio fue rechazada o caducó.',
    checking: '',
  },
  statusWords: {
    AVAILABLE: 'disponible para la compra',
    WAITING_FOR_SEND: 'pendiente de envío',
    WAITING_FOR_TRADE_ACCEPT: 'oferta de intercambio enviada, pendiente de que la acepte',
    TRADE_ACCEPTED: 'entregado',
    UNAVAILABLE: 'no se pudo entregar',
    unknown: 'en revisión',
  },
  // "su artículo" reads right after any preposition ("de su artículo", "por su artículo").
  unnamedItem: {
    nouns: ['artículo', 'artículos'],
    standIn: 'su artículo',
  },
  nextTry: {
    at: 'el {when} ({zone}, {offset}), es decir, {relative}',
    zoneName: 'longGeneric',
    nextAttempt: 'en el próximo intento',
    mayBeOver: 'en el próximo intento (que quizá ya se haya realizado)',
    dueNow: 'ahora mismo',
  },
  sentenceGap: ' ',
  hanLatinGap: false,
  scripts: [],
})
