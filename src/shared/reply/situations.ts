/**
 * The situations a reply can be about: one per way an item's delivery can stand, read from
 * its status and its fields together, plus the two ways a lookup can end without an item.
 *
 * Each situation has its label (the name of its textbox in the Reply templates dialog), the
 * meaning for the agent (English, as the app's interface), and the promises its customer
 * sentence is allowed to make. The promises are data so tests can prove that the classifier
 * (advise.ts) never picks a situation whose promise the item's own fields contradict, and
 * that no language's sentence for a situation slips in a promise the situation does not make.
 */

/**
 * What a customer sentence may promise or claim.
 * - `offer_soon`: a trade offer is about to be sent (at the next try).
 * - `offer_exists`: a trade offer waits in the customer's trade inbox to be accepted.
 * - `resend`: the offer will be sent again.
 * - `delivered`: the item has reached the customer.
 * - `not_bought`: there is no purchase of this item.
 */
export type ReplyPromise = 'offer_soon' | 'offer_exists' | 'resend' | 'delivered' | 'not_bought'

export interface Situation {
  readonly id: string
  /** The textbox name in the Reply templates dialog (ui-contract "Replies"). */
  readonly label: string
  /** For the agent: where the item stands and what to do; never sent to the customer. */
  readonly meaning: string
  readonly promises: readonly ReplyPromise[]
  /** Whether the reply adds the "next try" sentence when the item has a next try ahead. */
  readonly saysNextTry: boolean
}

export const SITUATIONS = [
  {
    id: 'trade_accepted',
    label: 'Trade accepted',
    meaning: 'Delivered: the customer accepted the trade offer. Nothing more is needed from them.',
    promises: ['delivered'],
    saysNextTry: false,
  },
  {
    id: 'send_trade_hold',
    label: 'Waiting for send — trade hold',
    meaning:
      'Bought, but the offer cannot be sent: the receiving Steam account has a trade hold (Steam Guard). It will not arrive until the customer fixes that; do not promise it soon.',
    promises: [],
    saysNextTry: false,
  },
  {
    id: 'send_steam_unavailable',
    label: 'Waiting for send — Steam unavailable',
    meaning: 'Bought; Steam was unavailable, so the offer is not sent yet. It is sent again automatically.',
    promises: ['resend'],
    saysNextTry: true,
  },
  {
    id: 'send_other_error',
    label: 'Waiting for send — other error',
    meaning:
      'Bought; sending the offer failed (see the error). Often the customer can fix it: a private inventory or an outdated trade URL.',
    promises: [],
    saysNextTry: true,
  },
  {
    id: 'send_next_try',
    label: 'Waiting for send — next try',
    meaning: 'Bought, no error; the offer is sent at the next try.',
    promises: ['offer_soon'],
    saysNextTry: false,
  },
  {
    id: 'send_no_next_try',
    label: 'Waiting for send — no next try',
    meaning:
      'Bought and waiting to be sent, but no next try is planned (or its time has passed): it may be stuck. Ask the catalog team.',
    promises: [],
    saysNextTry: false,
  },
  {
    id: 'accept_waiting',
    label: 'Waiting for trade accept',
    meaning: 'The trade offer is sent and waits for the customer to accept it in Steam.',
    promises: ['offer_exists'],
    saysNextTry: false,
  },
  {
    id: 'accept_trade_hold',
    label: 'Waiting for trade accept — trade hold',
    meaning:
      'The offer is held back: the receiving Steam account has a trade hold (Steam Guard). The customer must fix that first.',
    promises: [],
    saysNextTry: false,
  },
  {
    id: 'accept_resend',
    label: 'Waiting for trade accept — offer to be sent again',
    meaning:
      'Sending the offer failed (see the error) and it will be sent again (a next try is planned, or Steam was down): there is no offer to accept yet.',
    promises: ['resend'],
    saysNextTry: true,
  },
  {
    id: 'accept_error',
    label: 'Waiting for trade accept — error, no next try',
    meaning:
      'Waiting for the customer, but with an error and no next try planned: no offer may be waiting. Ask the catalog team.',
    promises: [],
    saysNextTry: false,
  },
  {
    id: 'available',
    label: 'Available',
    meaning: 'Offered for purchase and no purchase is recorded: nothing is on its way to anyone.',
    promises: ['not_bought'],
    saysNextTry: false,
  },
  {
    id: 'available_bought',
    label: 'Available — but bought',
    meaning:
      'The status says available, yet the item has a purchase time, trade offer or send date (perhaps an earlier sale). Do not tell the customer the purchase failed: check their order.',
    promises: [],
    saysNextTry: false,
  },
  {
    id: 'unavailable',
    label: 'Unavailable',
    meaning: 'Cannot be delivered; delivery has stopped (see the error). A refund or replacement may be due.',
    promises: [],
    saysNextTry: false,
  },
  {
    id: 'unavailable_no_error',
    label: 'Unavailable — no error',
    meaning:
      'Delivery has stopped and the catalog gives no reason. Ask the catalog team before promising a refund.',
    promises: [],
    saysNextTry: false,
  },
  {
    id: 'conflicting',
    label: 'Status and details disagree',
    meaning:
      'The status and the other fields contradict each other (see below). Check with the catalog team instead of guessing.',
    promises: [],
    saysNextTry: false,
  },
  {
    id: 'unknown_status',
    label: 'Unknown status',
    meaning: 'A status this app does not know, shown as the catalog sent it. Check with the catalog team.',
    promises: [],
    saysNextTry: false,
  },
  {
    id: 'not_found',
    label: 'Not found',
    meaning: 'The catalog has no item with this ID: ask the customer to check the number or send the order.',
    promises: [],
    saysNextTry: false,
  },
  {
    id: 'lookup_failed',
    label: 'Lookup failed',
    meaning: 'The lookup failed (see the reason), so nothing is known about this item. Try again.',
    promises: [],
    saysNextTry: false,
  },
] as const satisfies readonly Situation[]

export type SituationId = (typeof SITUATIONS)[number]['id']

export const SITUATION_IDS: readonly SituationId[] = SITUATIONS.map((situation) => situation.id)

const BY_ID = new Map<string, Situation>(SITUATIONS.map((situation) => [situation.id, situation]))

export function situation(id: SituationId): Situation {
  const found = BY_ID.get(id)
  if (!found) throw new Error(`unknown situation ${id}`)
  return found
}
