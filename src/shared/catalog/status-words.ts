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
    description: 'Item status AVAILABLE: the item can be traded to the customer',
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
    description: 'Item status UNAVAILABLE: the item cannot be traded',
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
