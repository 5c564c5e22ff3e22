import type { LanguagePack } from './language-pack'

export const es: LanguagePack = {
  templates: {
    greeting: 'Hola:\n\ngracias por su mensaje. Este es el estado de sus artículos:',
    trade_accepted:
      '{name} (ID {id}) ya fue entregado: el intercambio se completó, así que el artículo debería estar en su inventario de Steam. No necesita hacer nada más.',
    send_trade_hold:
      '{name} (ID {id}) todavía no se puede enviar porque su cuenta de Steam tiene una retención de intercambios. Active el Steam Guard Mobile Authenticator y manténgalo activo; cuando termine la retención, le enviaremos la oferta de intercambio.',
    send_steam_unavailable:
      '{name} (ID {id}) aún no se ha enviado porque Steam no estaba disponible temporalmente. Volveremos a enviar la oferta de intercambio automáticamente; no necesita hacer nada.',
    send_other_error:
      '{name} (ID {id}) aún no se ha enviado porque la oferta de intercambio no pudo llegar a su cuenta. Compruebe que su inventario de Steam sea público y que su URL de intercambio esté actualizada.',
    send_next_try:
      '{name} (ID {id}) está listo para enviarse: enviaremos la oferta de intercambio el {next_try}. Esté atento a sus ofertas de intercambio en Steam.',
    send_no_next_try:
      '{name} (ID {id}) aún no se ha enviado. Lo estamos revisando y le escribiremos en cuanto sepamos más.',
    accept_waiting:
      'Tiene una oferta de intercambio pendiente para {name} (ID {id}). Abra sus ofertas de intercambio en Steam y acéptela para recibir el artículo.',
    accept_trade_hold:
      '{name} (ID {id}) está retenido porque su cuenta de Steam tiene una retención de intercambios. Active el Steam Guard Mobile Authenticator y manténgalo activo; cuando termine la retención, el intercambio podrá completarse.',
    accept_resend:
      'La oferta de intercambio de {name} (ID {id}) no se pudo entregar, así que la enviaremos de nuevo. No necesita hacer nada hasta que llegue la nueva oferta.',
    accept_error:
      'Hubo un problema con la oferta de intercambio de {name} (ID {id}). Lo estamos revisando y le escribiremos en cuanto sepamos más.',
    available:
      'No tenemos registrada ninguna compra completada de {name} (ID {id}). ¿Podría enviarnos su número de pedido o una captura de pantalla de la compra para revisarlo?',
    available_bought:
      'Necesitamos revisar con más detalle el pedido de {name} (ID {id}). Lo estamos comprobando y le escribiremos.',
    unavailable:
      'Lamentablemente no pudimos entregar {name} (ID {id}) y su entrega se ha detenido. Le escribiremos para ofrecerle un reembolso o un reemplazo.',
    unavailable_no_error:
      '{name} (ID {id}) no se pudo entregar. Estamos revisando el motivo y le escribiremos.',
    conflicting:
      'Los datos de {name} (ID {id}) requieren una revisión más detallada. Los estamos comprobando y le escribiremos.',
    unknown_status: 'Estamos revisando la entrega de {name} (ID {id}) y le escribiremos.',
    not_found:
      'No encontramos ningún artículo con el ID {id}. Compruebe el número o envíenos los datos de su pedido para que podamos buscarlo.',
    lookup_failed:
      'No pudimos consultar el artículo {id} en este momento por un problema técnico de nuestra parte. Lo intentaremos de nuevo y le escribiremos.',
    next_try_line: 'El próximo intento está previsto para el {next_try}.',
    closing: 'Si tiene alguna otra pregunta, responda a este mensaje.\n\nSaludos cordiales',
  },
  statusWords: {
    AVAILABLE: 'disponible para la compra',
    WAITING_FOR_SEND: 'pendiente de envío',
    WAITING_FOR_TRADE_ACCEPT: 'oferta enviada, pendiente de su aceptación',
    TRADE_ACCEPTED: 'entregado',
    UNAVAILABLE: 'no se pudo entregar',
    unknown: 'en revisión',
  },
  unnamedItem: 'su artículo',
}
