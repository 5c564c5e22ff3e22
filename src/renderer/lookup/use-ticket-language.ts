import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ReplyLanguage } from '../../shared/reply/languages'
import { ticketLanguage } from '../../shared/reply/ticket-language'
import type { KeptReplyLanguage } from '../../shared/watch'
import { useRecordBulkLookup } from '../api/recent-lookups'
import { endTicket, startTicket, useTicketReplyLanguage } from '../replies/ticket-reply-language'

/** One ticket looked up: its IDs and reply language (a new object for each lookup, even of the same text). */
export interface TicketReading extends KeptReplyLanguage {
  readonly ids: readonly number[]
}

/** The reply language a ticket's words are clearly in, or null (the catalog's usual one). */
export function ticketReplyLanguage(ticket: string): ReplyLanguage | null {
  const found = ticketLanguage(ticket)
  return found.kind === 'clear' ? found.language : null
}

/** A ticket pasted now: its language is read from its words; nothing is chosen for it yet. */
export function readTicket(ids: readonly number[], text: string): TicketReading {
  return { ids, language: ticketReplyLanguage(text), chosen: null }
}

/**
 * The ticket a lookup opens with, if it opens with IDs: in the language it had when it was
 * kept (`kept`: reopened from Recent lookups, or after a sign-in), else read from `text`.
 */
export function openingTicket(
  ids: readonly number[] | null,
  text: string,
  kept: KeptReplyLanguage | null,
): TicketReading | null {
  if (ids === null) return null
  return kept ? { ids, ...kept } : readTicket(ids, text)
}

/**
 * The language of each ticket the lookup looks up, for its replies: a ticket whose words are
 * clear is answered in their language (replies/use-reply-language.ts), and the ticket ends
 * with the next one or when the lookup closes, so its language never carries over. The
 * detector loads with the lookup, not with the first screen.
 *
 * Each ticket is kept in Recent lookups with its language, and with the agent's choice for it
 * when one is made later, so reopening it (`opening` carries what was kept) answers in the
 * language it had. A failure to keep it costs the lookup nothing.
 *
 * `opening` gives the ticket the lookup opens with, if any (asked once: reading a ticket's
 * words takes time); `start` starts each later one; `inUse` is the language of the ticket
 * now, with any choice the agent made for it, for the lookup to keep.
 */
export function useTicketLanguage(
  catalog: string,
  opening: () => TicketReading | null,
): { readonly start: (reading: TicketReading) => void; readonly inUse: KeptReplyLanguage | null } {
  const [reading, setReading] = useState<TicketReading | null>(opening)
  const { mutate: keep } = useRecordBulkLookup(catalog)
  /** The ticket this lookup started, and the choice Recent lookups has for it. */
  const started = useRef<{ ticket: number; chosen: ReplyLanguage | null } | null>(null)
  useEffect(() => {
    if (reading === null) return
    const ticket = startTicket(catalog, reading.language, reading.chosen)
    started.current = { ticket, chosen: reading.chosen }
    keep(reading)
    return () => endTicket(ticket)
  }, [catalog, reading, keep])

  const current = useTicketReplyLanguage(catalog)
  useEffect(() => {
    const kept = started.current
    if (reading === null || current === null || kept?.ticket !== current.ticket) return
    if (current.chosen === kept.chosen) return
    kept.chosen = current.chosen
    keep({ ids: reading.ids, language: reading.language, chosen: current.chosen })
  }, [current, reading, keep])

  const start = useCallback((next: TicketReading) => setReading(next), [])
  const inUse = useMemo(
    () => (current === null ? null : { language: current.fromTicket, chosen: current.chosen }),
    [current],
  )
  return { start, inUse }
}
