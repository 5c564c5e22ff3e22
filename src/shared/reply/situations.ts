import { words, type Words } from '../i18n/words'
import { ERROR_MEANINGS, type ErrorMeaning } from './error-meanings'

/**
 * The situations a reply can be about, each with its own textbox in the Reply templates
 * dialog: how an item's delivery stands, read from its status and its fields together; for an
 * item with a catalog error, its status × what the error means (from the lead's error table or
 * the agent's choice), or `needs_choice` while nobody has said; plus the ways a lookup can end
 * without an item.
 *
 * The promises a situation's own sentence makes are data, so tests prove that the classifier
 * (advise.ts) never picks a situation whose promise the item's fields contradict, and that no
 * language slips in a promise the situation does not make. A "we will try again" sentence is
 * added by the composer only where the fields plan a next try (follow-up.ts).
 */

/**
 * What a customer sentence may promise or claim.
 * - `offer_soon`: a trade offer is sent at the next try.
 * - `offer_exists`: a trade offer waits in the customer's trade inbox to be accepted.
 * - `resend`: the offer will be sent again at the next try, a retry that can succeed without
 *   the customer.
 * - `resend_once_fixed`: the offer will be sent again once the customer has done what the
 *   reply asks (made the inventory public, sent the trade URL); no time, since the planned
 *   try fails until then.
 * - `next_try_to_come`: the next try is still ahead (a clock time, "now", "at the next
 *   attempt"), not one that may already be over.
 * - `delivered`: the item has reached the customer.
 * - `not_bought`: there is no purchase of this item.
 */
export type ReplyPromise =
  | 'offer_soon'
  | 'offer_exists'
  | 'resend'
  | 'resend_once_fixed'
  | 'next_try_to_come'
  | 'delivered'
  | 'not_bought'

/** The statuses under which a catalog error is part of the item's state, not a contradiction. */
export const ERROR_STATUSES = [
  { key: 'send', status: 'WAITING_FOR_SEND' },
  { key: 'accept', status: 'WAITING_FOR_TRADE_ACCEPT' },
  { key: 'stopped', status: 'UNAVAILABLE' },
] as const

export type ErrorStatusKey = (typeof ERROR_STATUSES)[number]['key']

/** An error's meaning in a situation: one the table or the agent gave, or none yet. */
export type ErrorReading = ErrorMeaning | 'needs_choice'

export type ErrorSituationId = `${ErrorStatusKey}.${ErrorReading}`

export interface Situation {
  readonly id: string
  /** The textbox name in the Reply templates dialog: its English is ui-contract's ("Replies"). */
  readonly name: Words
  /** For the agent, in the app language: where the item stands and what to do; never sent to the customer. */
  readonly meaning: Words
  readonly promises: readonly ReplyPromise[]
  /** For an item with a catalog error: its status and the error's reading. */
  readonly error?: { readonly status: ErrorStatusKey; readonly reading: ErrorReading }
}

const PLAIN_SITUATIONS = [
  {
    id: 'trade_accepted',
    name: words({ id: 'templates.box.trade_accepted', defaultMessage: 'Trade accepted' }),
    meaning: words({
      id: 'situation.meaning.tradeAccepted',
      defaultMessage: 'Delivered: the customer accepted the trade offer. Nothing more is needed from them.',
    }),
    promises: ['delivered'],
  },
  {
    id: 'send_next_try',
    name: words({ id: 'templates.box.send_next_try', defaultMessage: 'Waiting for send — next try' }),
    meaning: words({
      id: 'situation.meaning.sendNextTry',
      defaultMessage: 'Bought, no error; the offer is sent at the next try.',
    }),
    promises: ['offer_soon'],
  },
  {
    id: 'send_no_next_try',
    name: words({ id: 'templates.box.send_no_next_try', defaultMessage: 'Waiting for send — no next try' }),
    meaning: words({
      id: 'situation.meaning.sendNoNextTry',
      defaultMessage:
        'Bought and waiting to be sent, but no next try is planned (or its time has passed): it may be stuck. Ask the catalog team.',
    }),
    promises: [],
  },
  {
    id: 'accept_waiting',
    name: words({ id: 'templates.box.accept_waiting', defaultMessage: 'Waiting for trade accept' }),
    meaning: words({
      id: 'situation.meaning.acceptWaiting',
      defaultMessage: 'The trade offer is sent and waits for the customer to accept it in Steam.',
    }),
    promises: ['offer_exists'],
  },
  {
    id: 'accept_offer_unconfirmed',
    name: words({
      id: 'templates.box.accept_offer_unconfirmed',
      defaultMessage: 'Waiting for trade accept — no trade offer ID',
    }),
    meaning: words({
      id: 'situation.meaning.acceptOfferUnconfirmed',
      defaultMessage:
        'The status says the trade offer is sent, but its trade offer ID is missing or unreadable, so nothing proves that an offer waits: the reply asks the customer to look in their Steam trade offers. Check with the catalog team.',
    }),
    promises: [],
  },
  {
    id: 'available',
    name: words({ id: 'templates.box.available', defaultMessage: 'Available' }),
    meaning: words({
      id: 'situation.meaning.available',
      defaultMessage: 'Offered for purchase and no purchase is recorded: nothing is on its way to anyone.',
    }),
    promises: ['not_bought'],
  },
  {
    id: 'available_bought',
    name: words({ id: 'templates.box.available_bought', defaultMessage: 'Available — but bought' }),
    meaning: words({
      id: 'situation.meaning.availableBought',
      defaultMessage:
        'The status says available, yet the item has a purchase time, trade offer or send date (perhaps an earlier sale). Do not tell the customer the purchase failed: check their order.',
    }),
    promises: [],
  },
  {
    id: 'unavailable_no_error',
    name: words({ id: 'templates.box.unavailable_no_error', defaultMessage: 'Unavailable — no error' }),
    meaning: words({
      id: 'situation.meaning.unavailableNoError',
      defaultMessage:
        'Delivery has stopped and the catalog gives no reason. Ask the catalog team before promising anything.',
    }),
    promises: [],
  },
  {
    id: 'conflicting',
    name: words({ id: 'templates.box.conflicting', defaultMessage: 'Status and details disagree' }),
    meaning: words({
      id: 'situation.meaning.conflicting',
      defaultMessage:
        'The status and the other fields contradict each other (see below). Check with the catalog team instead of guessing.',
    }),
    promises: [],
  },
  {
    id: 'unknown_status',
    name: words({ id: 'templates.box.unknown_status', defaultMessage: 'Unknown status' }),
    meaning: words({
      id: 'situation.meaning.unknownStatus',
      defaultMessage:
        'A status this app does not know, shown as the catalog sent it. Check with the catalog team.',
    }),
    promises: [],
  },
  {
    id: 'not_found',
    name: words({ id: 'templates.box.not_found', defaultMessage: 'Not found' }),
    meaning: words({
      id: 'situation.meaning.notFound',
      defaultMessage:
        'The catalog has no item with this ID: ask the customer to check the number or send the order.',
    }),
    promises: [],
  },
  {
    id: 'lookup_failed',
    name: words({ id: 'templates.box.lookup_failed', defaultMessage: 'Lookup failed' }),
    meaning: words({
      id: 'situation.meaning.lookupFailed',
      defaultMessage: 'The lookup failed (see the reason), so nothing is known about this item. Try again.',
    }),
    promises: [],
  },
  {
    id: 'lookup_interrupted',
    name: words({
      id: 'templates.box.lookup_interrupted',
      defaultMessage: 'Lookup not finished — sign-in ended or cancelled',
    }),
    meaning: words({
      id: 'situation.meaning.lookupInterrupted',
      defaultMessage:
        'The lookup did not finish (the sign-in ended, or it was cancelled), so nothing is known about this item yet. Sign in again and look it up.',
    }),
    promises: [],
  },
] as const satisfies readonly Situation[]

export type PlainSituationId = (typeof PLAIN_SITUATIONS)[number]['id']
export type SituationId = PlainSituationId | ErrorSituationId

function errorSituation(status: (typeof ERROR_STATUSES)[number], reading: ErrorReading): Situation {
  const known = ERROR_MEANINGS.find((meaning) => meaning.id === reading)
  // Where the item stands (its status), then what the table or the agent says the error means.
  const meaning = known
    ? words(
        {
          id: 'situation.meaning.errorKnown',
          defaultMessage:
            '{status, select, send {Bought; sending the offer failed.} accept {The trade offer did not go through.} other {Delivery has stopped.}} The error table (or your choice) says: {meaning}.',
        },
        { status: status.key, meaning: words(known.label) },
      )
    : words(
        {
          id: 'situation.meaning.errorUnknown',
          defaultMessage:
            '{status, select, send {Bought; sending the offer failed.} accept {The trade offer did not go through.} other {Delivery has stopped.}} The error table does not say what this error means, so the reply says only that the send failed and whether a next try is planned. Read the error before you send it.',
        },
        { status: status.key },
      )
  return {
    id: `${status.key}.${reading}`,
    name: words(
      {
        id: 'templates.box.errorSituation',
        defaultMessage:
          '{status, select, send {Waiting for send} accept {Waiting for trade accept} other {Unavailable}} — {reading, select, inventory_private {inventory private} trade_url_outdated {trade URL outdated} trade_hold {trade hold} account_cannot_trade {account cannot trade} steam_down {Steam unavailable} item_gone {item no longer available} offer_declined {offer declined or expired} checking {we are checking} other {error not in the table}}',
      },
      { status: status.key, reading },
    ),
    meaning,
    promises: [],
    error: { status: status.key, reading },
  }
}

export const ERROR_READINGS: readonly ErrorReading[] = [
  ...ERROR_MEANINGS.map((meaning) => meaning.id),
  'needs_choice',
]

export const SITUATIONS = [
  ...PLAIN_SITUATIONS,
  ...ERROR_STATUSES.flatMap((status) => ERROR_READINGS.map((reading) => errorSituation(status, reading))),
] as readonly (Situation & { readonly id: SituationId })[]

export const SITUATION_IDS: readonly SituationId[] = SITUATIONS.map((entry) => entry.id)

export function errorSituationId(status: ErrorStatusKey, reading: ErrorReading): ErrorSituationId {
  return `${status}.${reading}`
}

const BY_ID = new Map<string, Situation>(SITUATIONS.map((entry) => [entry.id, entry]))

export function situation(id: SituationId): Situation {
  const found = BY_ID.get(id)
  if (!found) throw new Error(`unknown situation ${id}`)
  return found
}
