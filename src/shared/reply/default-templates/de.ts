import { buildPack } from './language-pack'

/**
 * Steam's own German terms, the window's too (i18n/glossary/de.ts): Handelsangebot,
 * Handelszurückhaltung, Handels-URL, Gegenstand, Account. Every item is named with the noun in
 * its case ("für den Gegenstand {name}"), so an item without a readable name reads "für den
 * Gegenstand (ID 5)".
 */
export const de = buildPack({
  general: {
    greeting:
      'Hallo {customer_name},\n\nvielen Dank für Ihre Nachricht. Hier ist der aktuelle Stand {Ihres Gegenstands|Ihrer Gegenstände}:',
    next_try_line: 'Wir senden {das Handelsangebot|die Handelsangebote} erneut {next_try}.',
    due_now_line: 'Wir versuchen es jetzt erneut.',
    after_fix_line:
      'Sobald Sie das erledigt haben, antworten Sie bitte auf diese Nachricht; wir kümmern uns dann um alles Weitere.',
    resend_once_public_line:
      'Sobald Ihr Inventar öffentlich ist, senden wir {das Handelsangebot|die Handelsangebote} erneut.',
    resend_once_url_line:
      'Sobald uns Ihre aktuelle Handels-URL vorliegt, senden wir {das Handelsangebot|die Handelsangebote} erneut.',
    we_check_line: 'Wir prüfen das und melden uns bei Ihnen, sobald wir mehr wissen.',
    closing:
      'Wenn Sie weitere Fragen haben, antworten Sie einfach auf diese Nachricht.\n\nMit freundlichen Grüßen',
    signature: '{agent_name}',
  },
  plain: {
    trade_accepted:
      '{Der Gegenstand|Die Gegenstände} {name} (ID {id}) {wurde|wurden} zugestellt: Der Handel ist abgeschlossen, Sie finden {ihn|sie} jetzt in Ihrem Steam-Inventar. Sie müssen nichts weiter tun.',
    send_next_try:
      '{Der Gegenstand|Die Gegenstände} {name} (ID {id}) {ist|sind} versandbereit: Wir senden das Handelsangebot {next_try}. Bitte behalten Sie Ihre Steam-Handelsangebote im Blick.',
    send_no_next_try:
      '{Der Gegenstand|Die Gegenstände} {name} (ID {id}) {wurde|wurden} noch nicht versendet, und ein neuer Versuch ist derzeit nicht geplant. Wir gehen dem nach und melden uns bei Ihnen.',
    accept_waiting:
      'Ein Handelsangebot für {den Gegenstand|die Gegenstände} {name} (ID {id}) wartet auf Sie. Bitte öffnen Sie Ihre Steam-Handelsangebote und nehmen Sie es an, um {ihn|sie} zu erhalten.',
    accept_offer_unconfirmed:
      'Wir können noch nicht mit Sicherheit sagen, ob Ihnen ein Handelsangebot für {den Gegenstand|die Gegenstände} {name} (ID {id}) gesendet wurde. Bitte sehen Sie in Ihren Steam-Handelsangeboten nach. Falls Sie dort keines für {ihn|sie} finden, antworten Sie bitte auf diese Nachricht; wir gehen dem dann nach.',
    available:
      'Für {den Gegenstand|die Gegenstände} {name} (ID {id}) liegt uns kein abgeschlossener Kauf vor. Könnten Sie uns Ihre Bestellnummer oder ein Bildschirmfoto des Kaufs senden, damit wir das prüfen können?',
    available_bought:
      'Die Bestellung für {den Gegenstand|die Gegenstände} {name} (ID {id}) müssen wir uns genauer ansehen. Wir prüfen sie und melden uns bei Ihnen.',
    unavailable_no_error:
      '{Den Gegenstand|Die Gegenstände} {name} (ID {id}) konnten wir nicht zustellen. Wir prüfen den Grund und melden uns bei Ihnen.',
    conflicting:
      'Die Angaben zu {dem Gegenstand|den Gegenständen} {name} (ID {id}) müssen wir genauer prüfen. Wir melden uns bei Ihnen, sobald das geklärt ist.',
    unknown_status:
      'Wir prüfen die Zustellung {des Gegenstands|der Gegenstände} {name} (ID {id}) und melden uns bei Ihnen.',
    not_found:
      'Wir konnten {keinen Gegenstand mit der ID|keine Gegenstände mit den IDs} {id} finden. Bitte prüfen Sie {die Nummer|die Nummern} oder senden Sie uns Ihre Bestelldaten, damit wir nachsehen können.',
    lookup_failed:
      '{Den Gegenstand mit der ID|Die Gegenstände mit den IDs} {id} konnten wir wegen eines technischen Problems auf unserer Seite gerade nicht prüfen. Wir versuchen es erneut und melden uns bei Ihnen.',
    lookup_interrupted:
      '{Den Gegenstand mit der ID|Die Gegenstände mit den IDs} {id} konnten wir noch nicht prüfen. Wir holen das nach und melden uns bei Ihnen.',
  },
  errorStatus: {
    send: 'Das Handelsangebot für {den Gegenstand|die Gegenstände} {name} (ID {id}) konnten wir noch nicht senden.',
    accept:
      'Das Handelsangebot für {den Gegenstand|die Gegenstände} {name} (ID {id}) wurde nicht abgeschlossen.',
    stopped:
      '{Den Gegenstand|Die Gegenstände} {name} (ID {id}) konnten wir nicht zustellen; die Zustellung wurde eingestellt.',
  },
  sendNeverRetried:
    'Das Handelsangebot für {den Gegenstand|die Gegenstände} {name} (ID {id}) konnten wir nicht senden.',
  errorMeaning: {
    inventory_private:
      'Ihr Steam-Inventar ist privat, daher kann Sie das Handelsangebot nicht erreichen. Bitte stellen Sie Ihr Inventar in den Privatsphäre-Einstellungen Ihres Steam-Profils auf öffentlich.',
    trade_url_outdated:
      'Die Handels-URL, die wir für Ihren Account haben, ist nicht mehr gültig. Bitte senden Sie uns Ihre aktuelle Handels-URL; Sie finden sie in den Einstellungen Ihrer Steam-Handelsangebote.',
    trade_hold:
      'Für Ihren Steam-Account gilt eine Handelszurückhaltung. Bitte aktivieren Sie den mobilen Authentifikator von Steam Guard und lassen Sie ihn aktiv, bis die Handelszurückhaltung endet.',
    account_cannot_trade:
      'Mit Ihrem Steam-Account ist derzeit kein Handel möglich, zum Beispiel wegen eines Handelsverbots oder weil der Account eingeschränkt ist. Bitte prüfen Sie den Handelsstatus Ihres Accounts in Steam.',
    steam_down: 'Steam war vorübergehend nicht erreichbar.',
    item_gone: 'Leider {ist der Gegenstand|sind die Gegenstände} bei uns nicht mehr verfügbar.',
    offer_declined: 'Das Handelsangebot wurde abgelehnt oder ist abgelaufen.',
    checking: '',
  },
  statusWords: {
    AVAILABLE: 'zum Kauf verfügbar',
    WAITING_FOR_SEND: 'wartet auf den Versand',
    WAITING_FOR_TRADE_ACCEPT: 'Handelsangebot gesendet, wartet auf Ihre Annahme',
    TRADE_ACCEPTED: 'zugestellt',
    UNAVAILABLE: 'konnte nicht zugestellt werden',
    unknown: 'wird geprüft',
  },
  // A lead's template may put {name} anywhere: "für {name}" takes the accusative, "von {name}"
  // the dative; in mid-sentence a name is most often the object ("Wir konnten {name} nicht …").
  unnamedItem: {
    nouns: ['Gegenstand', 'Gegenstands', 'Gegenstandes', 'Gegenstände', 'Gegenständen'],
    standIn: 'Ihr Gegenstand',
    within: 'Ihren Gegenstand',
    after: {
      für: 'Ihren Gegenstand',
      um: 'Ihren Gegenstand',
      durch: 'Ihren Gegenstand',
      gegen: 'Ihren Gegenstand',
      ohne: 'Ihren Gegenstand',
      von: 'Ihrem Gegenstand',
      zu: 'Ihrem Gegenstand',
      mit: 'Ihrem Gegenstand',
      bei: 'Ihrem Gegenstand',
      aus: 'Ihrem Gegenstand',
      nach: 'Ihrem Gegenstand',
      seit: 'Ihrem Gegenstand',
    },
  },
  nextTry: {
    at: 'am {when} Uhr ({zone}, {offset}), also {relative}',
    zoneName: 'longGeneric',
    nextAttempt: 'beim nächsten Versuch',
    mayBeOver: 'beim nächsten Versuch (der möglicherweise bereits stattgefunden hat)',
    dueNow: 'jetzt',
  },
  sentenceGap: ' ',
  hanLatinGap: false,
  scripts: [],
})
