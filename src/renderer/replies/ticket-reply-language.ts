import type { ReplyLanguage } from '../../shared/i18n/languages'
import { forgetsCatalog, onCustomerDataForgotten } from '../api/customer-data'
import { createValueStore, useStoredValue } from '../state/value-store'

/**
 * The ticket being answered and its reply language: one for the window, set when a pasted
 * ticket is looked up and ended when that lookup closes or the next ticket replaces it, so a
 * language never outlives its ticket. Every reply on screen for that catalog (the lookup's,
 * the detail pane's, its "Tell the customer" line) reads it through use-reply-language.ts.
 *
 * The ticket's words are read in main (shared/ticket/language.ts, through
 * `replies:ticketLanguage`); the window only keeps the answer here.
 */
export interface TicketReplyLanguage {
  readonly catalog: string
  /** Which ticket: each lookup of pasted text is a new one. */
  readonly ticket: number
  /** The language the ticket's words are in, or null when they do not make it clear. */
  readonly fromTicket: ReplyLanguage | null
  /** The agent's choice for this ticket instead (only over a language read from it). */
  readonly chosen: ReplyLanguage | null
}

const current = createValueStore<TicketReplyLanguage | null>(null)
let tickets = 0

// Its catalog's customer data forgotten (Sign out, Clear history): the ticket is over.
onCustomerDataForgotten((forgotten) => {
  const ticket = current.get()
  if (ticket !== null && forgetsCatalog(forgotten, ticket.catalog)) current.set(null)
})

/**
 * A new ticket for `catalog`, in place of any other; returns it, for `endTicket`. `chosen` is
 * the agent's choice already made for it (a lookup reopened from Recent lookups).
 */
export function startTicket(
  catalog: string,
  fromTicket: ReplyLanguage | null,
  chosen: ReplyLanguage | null = null,
): number {
  tickets += 1
  // As chooseForTicket: a choice only over a language read from the ticket, and not that one.
  const over = fromTicket !== null && chosen !== fromTicket ? chosen : null
  current.set({ catalog, ticket: tickets, fromTicket, chosen: over })
  return tickets
}

/** The agent's language for this ticket only. */
export function chooseForTicket(ticket: number, language: ReplyLanguage) {
  const now = current.get()
  if (now?.ticket !== ticket) return
  current.set({ ...now, chosen: language === now.fromTicket ? null : language })
}

/** The ticket is answered (its lookup closed); a later ticket is left alone. */
export function endTicket(ticket: number) {
  if (current.get()?.ticket === ticket) current.set(null)
}

/** The ticket being answered in `catalog`, or null. */
export function useTicketReplyLanguage(catalog: string): TicketReplyLanguage | null {
  return useStoredValue(current, (ticket) => (ticket?.catalog === catalog ? ticket : null))
}
