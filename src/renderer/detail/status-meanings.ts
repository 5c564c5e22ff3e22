import type { ItemStatus, KnownStatus } from '../../shared/catalog'

/**
 * What each delivery status means, in a support desk's words: one line on where the item
 * stands and one on what the agent can tell the customer. One table, easy to reword; the
 * spec lists the values only ("transitions: not shown"), so this is the team's reading of
 * them, kept where support leads can review it.
 */
export interface StatusMeaning {
  readonly meaning: string
  readonly tellCustomer: string
}

export const STATUS_MEANINGS: Readonly<Record<KnownStatus, StatusMeaning>> = {
  AVAILABLE: {
    meaning: 'Offered for purchase and not bought: nothing is on its way to anyone.',
    tellCustomer: 'If they say they bought it, the purchase did not go through; ask for their order details.',
  },
  WAITING_FOR_SEND: {
    meaning: 'Bought; the trade offer has not been sent yet. The app keeps trying (see Next try).',
    tellCustomer: 'Their item is on its way; a trade offer will arrive in their trade inbox shortly.',
  },
  WAITING_FOR_TRADE_ACCEPT: {
    meaning: 'Bought and the trade offer is sent; it waits for the customer to accept it.',
    tellCustomer: 'Ask them to open their trade offers and accept the one for this item.',
  },
  TRADE_ACCEPTED: {
    meaning: 'Delivered: the customer accepted the trade offer.',
    tellCustomer: 'The item should be in their inventory; nothing more is needed from them.',
  },
  UNAVAILABLE: {
    meaning: 'Cannot be delivered, or is no longer offered. Delivery has stopped.',
    tellCustomer:
      'Check the error below before replying; a refund or replacement may be due under your policy.',
  },
}

export const UNKNOWN_STATUS_MEANING: StatusMeaning = {
  meaning: 'A status this app does not know, shown exactly as the catalog sent it.',
  tellCustomer: 'Check with the catalog team before telling the customer anything about this item.',
}

export function statusMeaning(status: ItemStatus): StatusMeaning {
  return status.known ? STATUS_MEANINGS[status.value] : UNKNOWN_STATUS_MEANING
}
