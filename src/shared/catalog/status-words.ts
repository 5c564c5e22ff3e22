/*
 * The statuses the app knows and their words, apart from the zod schemas of status.ts: the
 * window imports these at run time and ships no zod.
 */
import { defineMessage, defineMessages, words, type Words } from '../i18n/words'
import { keysOf } from '../keys-of'

/**
 * The five status values of spec section 3, in workflow order, each with its words: the one
 * home of a status's name, which the window's badges, main's desktop notifications and the
 * English of files and Copy as text all render.
 */
const STATUS_NAMES = defineMessages({
  AVAILABLE: {
    id: 'status.available',
    defaultMessage: 'Available',
    description: 'Item status AVAILABLE: the item is offered for purchase (on sale); never "usable"',
  },
  WAITING_FOR_TRADE_ACCEPT: {
    id: 'status.waitingForTradeAccept',
    defaultMessage: 'Waiting for trade accept',
    description:
      'Item status WAITING_FOR_TRADE_ACCEPT: a trade offer was sent and the customer has not accepted it yet',
  },
  TRADE_ACCEPTED: {
    id: 'status.tradeAccepted',
    defaultMessage: 'Trade accepted',
    description: 'Item status TRADE_ACCEPTED: the customer accepted the trade offer',
  },
  WAITING_FOR_SEND: {
    id: 'status.waitingForSend',
    defaultMessage: 'Waiting for send',
    description: 'Item status WAITING_FOR_SEND: the item is queued to be sent to the customer',
  },
  UNAVAILABLE: {
    id: 'status.unavailable',
    defaultMessage: 'Unavailable',
    description: 'Item status UNAVAILABLE: the item is not offered now; the catalog gives no reason',
  },
})

/**
 * A status's name where a badge has little room (the lookup's rows and groups): as long as the
 * English at most, the full name where that already fits. English is the measure, so its short
 * names are its full ones.
 */
const STATUS_SHORT_NAMES = defineMessages({
  AVAILABLE: {
    id: 'status.short.available',
    defaultMessage: 'Available',
    description: 'Short form of item status AVAILABLE for a narrow badge; about as long as the English',
  },
  WAITING_FOR_TRADE_ACCEPT: {
    id: 'status.short.waitingForTradeAccept',
    defaultMessage: 'Waiting for trade accept',
    description:
      'Short form of item status WAITING_FOR_TRADE_ACCEPT (trade offer sent, not accepted yet) for a narrow badge; about as long as the English',
  },
  TRADE_ACCEPTED: {
    id: 'status.short.tradeAccepted',
    defaultMessage: 'Trade accepted',
    description: 'Short form of item status TRADE_ACCEPTED for a narrow badge; about as long as the English',
  },
  WAITING_FOR_SEND: {
    id: 'status.short.waitingForSend',
    defaultMessage: 'Waiting for send',
    description:
      'Short form of item status WAITING_FOR_SEND (queued to be sent) for a narrow badge; about as long as the English',
  },
  UNAVAILABLE: {
    id: 'status.short.unavailable',
    defaultMessage: 'Unavailable',
    description: 'Short form of item status UNAVAILABLE for a narrow badge; about as long as the English',
  },
})

export type KnownStatus = keyof typeof STATUS_NAMES

export const KNOWN_STATUSES = keysOf(STATUS_NAMES)

/** A status as the app holds it: one of the known values, or an unknown one kept verbatim. */
export type ItemStatus =
  { readonly known: true; readonly value: KnownStatus } | { readonly known: false; readonly value: string }

export function isKnownStatus(value: string): value is KnownStatus {
  return Object.hasOwn(STATUS_NAMES, value)
}

/** A raw status as the app holds it: a known one, or any other kept verbatim. */
export function itemStatusOf(value: string): ItemStatus {
  return isKnownStatus(value) ? { known: true, value } : { known: false, value }
}

/** A status value not in the list, shown as the catalog sent it: nothing hidden or guessed. */
const UNKNOWN_STATUS = defineMessage({
  id: 'status.unknown',
  defaultMessage: '{status}',
  description:
    'An item status the app does not know, shown exactly as the catalog sent it (do not translate)',
})

/** A status in words: a known one by its name, any other as it came. */
export function statusWords(value: string): Words {
  return isKnownStatus(value) ? words(STATUS_NAMES[value]) : words(UNKNOWN_STATUS, { status: value })
}

/** A status in words for a narrow badge: a known one by its short name, any other as it came. */
export function statusShortWords(value: string): Words {
  return isKnownStatus(value) ? words(STATUS_SHORT_NAMES[value]) : words(UNKNOWN_STATUS, { status: value })
}
