import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ReplyLanguage } from '../../shared/i18n/languages'
import type { KeptReplyLanguage } from '../../shared/watch'
import { CUSTOMER_ORIGIN, type LookupOrigin } from '../../shared/lookup/lookup-origin'
import { useRecordBulkLookup } from './api/record-bulk-lookup'
import { readTicketLanguage } from './api/read-ticket-language'
import { endTicket, startTicket, useTicketReplyLanguage } from '../replies/ticket-reply-language'
import { customerDataEra } from '../api/customer-data'

/** One ticket looked up: its IDs and reply language (a new object for each lookup, even of the same text). */
export interface TicketReading extends KeptReplyLanguage {
  readonly ids: readonly number[]
  /** Where its IDs came from: Recent lookups keeps it, so a page reopened still asks whose rows. */
  readonly origin: LookupOrigin
}

/**
 * The ticket a lookup opens with: `kept` is the language it had when it was kept (reopened
 * from Recent lookups, or after a sign-in); without it, its language is read from `text`.
 */
export interface TicketOpening {
  readonly ids: readonly number[]
  readonly text: string
  readonly kept: KeptReplyLanguage | null
  /** Not the customer's IDs (a page of the item list); absent: the customer's. */
  readonly origin?: LookupOrigin
}

/** A ticket whose language main is reading (a new object for each lookup, even of the same text). */
interface TicketAsked {
  readonly ids: readonly number[]
  readonly text: string
  readonly origin: LookupOrigin
}

/**
 * The language of each ticket the lookup looks up, for its replies: a ticket whose words are
 * clear is answered in their language (replies/use-reply-language.ts), and the ticket ends
 * with the next one or when the lookup closes, so its language never carries over.
 *
 * Main reads the words (`replies:ticketLanguage`), so the detector's data is no part of the
 * window's bundle. The lookup does not wait for it: until main answers, no ticket is being
 * answered (the usual language, with no note that could claim the ticket said so), and an
 * answer for a ticket that is no longer the latest is dropped. A failed read leaves the
 * ticket unclear, in the usual language.
 *
 * Each ticket is kept in Recent lookups with its language once that is known, and with the
 * agent's choice for it when one is made later, so reopening it (`opening.kept`) answers in
 * the language it had. A failure to keep it costs the lookup nothing; once the catalog's
 * customer data was forgotten (Clear history, Sign out), this lookup keeps nothing more.
 *
 * `opening` gives the ticket the lookup opens with, if any (asked once); `start` starts each
 * later one; `inUse` is the language of the ticket now, with any choice the agent made for
 * it, for the lookup to keep.
 */
export function useTicketLanguage(
  catalog: string,
  opening: () => TicketOpening | null,
): {
  readonly start: (ids: readonly number[], text: string, origin?: LookupOrigin) => void
  readonly inUse: KeptReplyLanguage | null
} {
  const [first] = useState(opening)
  const [reading, setReading] = useState<TicketReading | null>(() =>
    first?.kept ? { ids: first.ids, ...first.kept, origin: first.origin ?? CUSTOMER_ORIGIN } : null,
  )
  const [asked, setAsked] = useState<TicketAsked | null>(() =>
    first && !first.kept
      ? { ids: first.ids, text: first.text, origin: first.origin ?? CUSTOMER_ORIGIN }
      : null,
  )
  useEffect(() => {
    if (asked === null) return
    // The next ticket, or the lookup closing, makes this answer stale.
    let latest = true
    void readTicketLanguage(asked.text)
      .catch(() => null)
      .then((language) => {
        if (latest) setReading({ ids: asked.ids, language, chosen: null, origin: asked.origin })
      })
    return () => {
      latest = false
    }
  }, [asked])

  const { mutate: record } = useRecordBulkLookup(catalog)
  const [era] = useState(() => customerDataEra(catalog))
  const keep = useCallback(
    (ticket: TicketReading) => {
      if (customerDataEra(catalog) === era) record(ticket)
    },
    [catalog, era, record],
  )
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
    keep({ ...reading, chosen: current.chosen })
  }, [current, reading, keep])

  const start = useCallback(
    (ids: readonly number[], text: string, origin: LookupOrigin = CUSTOMER_ORIGIN) => {
      // The last ticket ends now: its language must not stay on while this one's is read.
      setReading(null)
      // Read from what the agent pasted or typed: the customer's own IDs, unless the agent's
      // search found them in it (every item of a name), which Recent lookups must not take for the customer's.
      setAsked({ ids, text, origin })
    },
    [],
  )
  const inUse = useMemo(
    () => (current === null ? null : { language: current.fromTicket, chosen: current.chosen }),
    [current],
  )
  return { start, inUse }
}
