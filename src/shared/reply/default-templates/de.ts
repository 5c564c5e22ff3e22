import type { LanguagePack } from './language-pack'

export const de: LanguagePack = {
  templates: {
    greeting: 'Hallo,\n\nvielen Dank für Ihre Nachricht. Hier ist der aktuelle Stand Ihrer Artikel:',
    trade_accepted:
      '{name} (ID {id}) wurde zugestellt: Der Tausch ist abgeschlossen, der Artikel sollte sich jetzt in Ihrem Steam-Inventar befinden. Sie müssen nichts weiter tun.',
    send_trade_hold:
      '{name} (ID {id}) kann noch nicht gesendet werden, weil für Ihr Steam-Konto eine Handelssperre besteht. Bitte aktivieren Sie den Steam Guard Mobile Authenticator und lassen Sie ihn aktiv; sobald die Sperre endet, senden wir Ihnen das Tauschangebot.',
    send_steam_unavailable:
      '{name} (ID {id}) wurde noch nicht gesendet, weil Steam vorübergehend nicht erreichbar war. Wir senden das Tauschangebot automatisch erneut; Sie müssen nichts tun.',
    send_other_error:
      '{name} (ID {id}) wurde noch nicht gesendet, weil das Tauschangebot Ihr Konto nicht erreichen konnte. Bitte prüfen Sie, ob Ihr Steam-Inventar öffentlich und Ihre Trade-URL aktuell ist.',
    send_next_try:
      '{name} (ID {id}) ist versandbereit: Wir senden das Tauschangebot am {next_try}. Bitte behalten Sie Ihre Steam-Tauschangebote im Blick.',
    send_no_next_try:
      '{name} (ID {id}) wurde noch nicht gesendet. Wir prüfen das und melden uns bei Ihnen, sobald wir mehr wissen.',
    accept_waiting:
      'Ein Tauschangebot für {name} (ID {id}) wartet auf Sie. Bitte öffnen Sie Ihre Steam-Tauschangebote und nehmen Sie es an, um den Artikel zu erhalten.',
    accept_trade_hold:
      '{name} (ID {id}) wird zurückgehalten, weil für Ihr Steam-Konto eine Handelssperre besteht. Bitte aktivieren Sie den Steam Guard Mobile Authenticator und lassen Sie ihn aktiv; sobald die Sperre endet, kann der Tausch abgeschlossen werden.',
    accept_resend:
      'Das Tauschangebot für {name} (ID {id}) konnte nicht zugestellt werden, daher senden wir es erneut. Bis das neue Angebot eintrifft, müssen Sie nichts tun.',
    accept_error:
      'Beim Tauschangebot für {name} (ID {id}) ist ein Problem aufgetreten. Wir prüfen das und melden uns bei Ihnen, sobald wir mehr wissen.',
    available:
      'Für {name} (ID {id}) liegt uns kein abgeschlossener Kauf vor. Könnten Sie uns Ihre Bestellnummer oder einen Screenshot des Kaufs senden, damit wir das prüfen können?',
    available_bought:
      'Die Bestellung für {name} (ID {id}) müssen wir uns genauer ansehen. Wir prüfen sie und melden uns bei Ihnen.',
    unavailable:
      'Leider konnten wir {name} (ID {id}) nicht zustellen, und die Zustellung wurde beendet. Wir melden uns bei Ihnen wegen einer Erstattung oder eines Ersatzes.',
    unavailable_no_error:
      '{name} (ID {id}) konnte nicht zugestellt werden. Wir prüfen den Grund und melden uns bei Ihnen.',
    conflicting:
      'Die Angaben zu {name} (ID {id}) müssen wir genauer prüfen. Wir melden uns bei Ihnen, sobald wir mehr wissen.',
    unknown_status: 'Wir prüfen die Zustellung von {name} (ID {id}) und melden uns bei Ihnen.',
    not_found:
      'Wir konnten keinen Artikel mit der ID {id} finden. Bitte prüfen Sie die Nummer oder senden Sie uns Ihre Bestelldaten, damit wir nachsehen können.',
    lookup_failed:
      'Artikel {id} konnten wir wegen eines technischen Problems auf unserer Seite gerade nicht prüfen. Wir versuchen es erneut und melden uns bei Ihnen.',
    next_try_line: 'Der nächste Versuch ist für {next_try} geplant.',
    closing:
      'Wenn Sie weitere Fragen haben, antworten Sie einfach auf diese Nachricht.\n\nMit freundlichen Grüßen',
  },
  statusWords: {
    AVAILABLE: 'zum Kauf verfügbar',
    WAITING_FOR_SEND: 'wartet auf den Versand',
    WAITING_FOR_TRADE_ACCEPT: 'Tauschangebot gesendet, wartet auf Ihre Annahme',
    TRADE_ACCEPTED: 'zugestellt',
    UNAVAILABLE: 'konnte nicht zugestellt werden',
    unknown: 'wird geprüft',
  },
  unnamedItem: 'Ihr Artikel',
}
