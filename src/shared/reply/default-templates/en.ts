import type { LanguagePack } from './language-pack'

export const en: LanguagePack = {
  templates: {
    greeting: 'Hello,\n\nthank you for your message. Here is where your items stand:',
    trade_accepted:
      '{name} (ID {id}) has been delivered: the trade is complete, so the item should now be in your Steam inventory. Nothing more is needed from you.',
    send_trade_hold:
      '{name} (ID {id}) cannot be sent yet because your Steam account has a trade hold. Please turn on the Steam Guard Mobile Authenticator and keep it active; once the hold has ended we will send the trade offer.',
    send_steam_unavailable:
      '{name} (ID {id}) has not been sent yet because Steam was temporarily unavailable. We will send the trade offer again automatically, so there is nothing you need to do.',
    send_other_error:
      '{name} (ID {id}) has not been sent yet because the trade offer could not be delivered to your account. Please check that your Steam inventory is public and that your trade URL is up to date.',
    send_next_try:
      '{name} (ID {id}) is ready to be sent: we will send the trade offer at {next_try}. Please keep an eye on your Steam trade offers.',
    send_no_next_try:
      '{name} (ID {id}) has not been sent yet. We are looking into it and will get back to you once we know more.',
    accept_waiting:
      'A trade offer for {name} (ID {id}) is waiting for you. Please open your Steam trade offers and accept it to receive the item.',
    accept_trade_hold:
      '{name} (ID {id}) is held back because your Steam account has a trade hold. Please turn on the Steam Guard Mobile Authenticator and keep it active; once the hold has ended the trade can go through.',
    accept_resend:
      'The trade offer for {name} (ID {id}) could not be delivered, so we will send it again. You do not need to do anything until the new offer arrives.',
    accept_error:
      'There was a problem with the trade offer for {name} (ID {id}). We are looking into it and will get back to you once we know more.',
    available:
      'We have no completed purchase of {name} (ID {id}) on record. Could you send us your order number or a screenshot of the purchase so we can check it?',
    available_bought:
      'We need to take a closer look at the order for {name} (ID {id}). We are checking it and will get back to you.',
    unavailable:
      'Unfortunately we could not deliver {name} (ID {id}), and its delivery has stopped. We will get back to you about a refund or a replacement.',
    unavailable_no_error:
      '{name} (ID {id}) could not be delivered. We are checking why and will get back to you.',
    conflicting:
      'The records for {name} (ID {id}) need a closer look. We are checking them and will get back to you.',
    unknown_status: 'We are checking the delivery of {name} (ID {id}) and will get back to you.',
    not_found:
      'We could not find an item with ID {id}. Please check the number, or send us your order details so we can look it up.',
    lookup_failed:
      'We could not check item {id} just now because of a technical problem on our side. We will try again and get back to you.',
    next_try_line: 'The next attempt is planned for {next_try}.',
    closing: 'If you have any other questions, just reply to this message.\n\nKind regards',
  },
  statusWords: {
    AVAILABLE: 'available for purchase',
    WAITING_FOR_SEND: 'waiting to be sent',
    WAITING_FOR_TRADE_ACCEPT: 'trade offer sent, waiting for you to accept it',
    TRADE_ACCEPTED: 'delivered',
    UNAVAILABLE: 'could not be delivered',
    unknown: 'being checked',
  },
  unnamedItem: 'your item',
}
