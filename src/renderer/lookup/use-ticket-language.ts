import { useCallback, useEffect, useState } from 'react'
import type { ReplyLanguage } from '../../shared/reply/languages'
import { ticketLanguage } from '../../shared/reply/ticket-language'
import { endTicket, startTicket } from '../replies/ticket-reply-language'

/** One reading of a ticket (a new object for each lookup, even of the same text). */
interface Reading {
  readonly language: ReplyLanguage | null
}

/** The reply language a ticket's words are clearly in, or null (the catalog's usual one). */
export function ticketReplyLanguage(ticket: string): ReplyLanguage | null {
  const found = ticketLanguage(ticket)
  return found.kind === 'clear' ? found.language : null
}

function read(ticket: string): Reading {
  return { language: ticketReplyLanguage(ticket) }
}

/**
 * The language of each ticket the lookup looks up, for its replies: a ticket whose words are
 * clear is answered in their language (replies/use-reply-language.ts), and the ticket ends
 * with the next one or when the lookup closes, so its language never carries over. The
 * detector loads with the lookup, not with the first screen.
 *
 * `opening` is the ticket the lookup opens with, if any; the function returned reads each
 * later one.
 */
export function useTicketLanguage(catalog: string, opening: string | null): (ticket: string) => void {
  const [reading, setReading] = useState<Reading | null>(() => (opening === null ? null : read(opening)))
  useEffect(() => {
    if (reading === null) return
    const ticket = startTicket(catalog, reading.language)
    return () => endTicket(ticket)
  }, [catalog, reading])
  return useCallback((ticket: string) => setReading(read(ticket)), [])
}
