import { buildPack } from './language-pack'

export const en = buildPack({
  general: {
    greeting:
      'Hello {customer_name},\n\nThank you for your message. Here is where your {item stands|items stand}:',
    next_try_line: 'We will send {the trade offer|the trade offers} again {next_try}.',
    due_now_line: 'A new attempt is due now.',
    after_fix_line: 'Once you have done this, please reply to this message and we will take it from there.',
    resend_once_public_line:
      'Once your inventory is public, we will send {the trade offer|the trade offers} again.',
    resend_once_url_line:
      'Once we have your current trade URL, we will send {the trade offer|the trade offers} again.',
    we_check_line: 'We are looking into it and will get back to you once we know more.',
    closing: 'If you have any other questions, just reply to this message.\n\nKind regards',
    signature: '{agent_name}',
  },
  plain: {
    trade_accepted:
      '{name} (ID {id}) {has|have} been delivered: the trade is complete, so you will find {it|them} in your Steam inventory. Nothing more is needed from you.',
    send_next_try:
      '{name} (ID {id}) {is|are} ready to be sent: we will send the trade offer {next_try}. Please keep an eye on your Steam trade offers.',
    send_no_next_try:
      '{name} (ID {id}) {has|have} not been sent yet, and no new attempt is planned at the moment. We are checking this and will get back to you.',
    accept_waiting:
      'A trade offer for {name} (ID {id}) is waiting for you. Please open your Steam trade offers and accept it to receive the {item|items}.',
    accept_offer_unconfirmed:
      'We cannot confirm yet that a trade offer for {name} (ID {id}) has been sent to you. Please look in your Steam trade offers; if there is none for {it|them}, reply to this message and we will look into it.',
    available:
      'We have no completed purchase of {name} (ID {id}) on record. Could you send us your order number or a screenshot of the purchase so we can check it?',
    available_bought:
      'We need to take a closer look at the order for {name} (ID {id}). We are checking it and will get back to you.',
    unavailable_no_error:
      'We could not deliver {name} (ID {id}). We are checking why and will get back to you.',
    conflicting:
      'The records for {name} (ID {id}) need a closer look. We are checking them and will get back to you.',
    unknown_status: 'We are checking the delivery of {name} (ID {id}) and will get back to you.',
    not_found:
      'We could not find {an item with ID|items with IDs} {id}. Please check the {number|numbers}, or send us your order details so we can look {it|them} up.',
    lookup_failed:
      'We could not check {item|items} {id} just now because of a technical problem on our side. We will try again and get back to you.',
    lookup_interrupted:
      'We have not been able to check {item|items} {id} yet. We will check {it|them} and get back to you.',
  },
  errorStatus: {
    send: 'We could not send the trade offer for {name} (ID {id}) yet.',
    accept: 'The trade offer for {name} (ID {id}) did not go through.',
    stopped: 'We could not deliver {name} (ID {id}), and the delivery has stopped.',
  },
  sendNeverRetried: 'We could not send the trade offer for {name} (ID {id}).',
  errorMeaning: {
    inventory_private:
      'Your Steam inventory is private, so the trade offer cannot reach you. Please set your inventory to public in the privacy settings of your Steam profile.',
    trade_url_outdated:
      'The trade URL we have for your account is no longer valid. Please send us your current trade URL; you can find it in your Steam trade offer settings.',
    trade_hold:
      'Your Steam account has a trade hold. Please turn on the Steam Guard Mobile Authenticator and keep it active until the trade hold has ended.',
    account_cannot_trade:
      'Your Steam account cannot trade at the moment, for example because of a trade ban or because it is a limited account. Please check the trading status of your account in Steam.',
    steam_down: 'Steam was temporarily unavailable.',
    item_gone: 'Unfortunately, {the item is|the items are} no longer available on our side.',
    offer_declined: 'The trade offer was declined or expired.',
    checking: '',
  },
  statusWords: {
    AVAILABLE: 'available for purchase',
    WAITING_FOR_SEND: 'waiting to be sent',
    WAITING_FOR_TRADE_ACCEPT: 'trade offer sent, waiting for you to accept it',
    TRADE_ACCEPTED: 'delivered',
    UNAVAILABLE: 'could not be delivered',
    unknown: 'being checked',
  },
  unnamedItem: {
    nouns: ['item', 'items'],
    standIn: 'the item',
  },
  nextTry: {
    at: 'on {when} {zone} ({offset}), that is, {relative}',
    zoneName: 'longGeneric',
    nextAttempt: 'at the next attempt',
    mayBeOver: 'at the next attempt (which may already have been made)',
    dueNow: 'now',
  },
  sentenceGap: ' ',
  hanLatinGap: false,
  scripts: [],
})
