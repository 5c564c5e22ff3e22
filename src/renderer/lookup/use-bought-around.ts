import { useCallback, useMemo, useState } from 'react'
import type { KeptReplyLanguage } from '../../shared/watch'
import { rankCandidates, type DayWindow } from '../../shared/ticket/rank-candidates'
import { ticketDates, type TicketDates } from '../../shared/ticket/ticket-dates'
import { fittingStatuses, ticketComplaints } from '../../shared/ticket/what-went-wrong'
import { itemOf, type LookupPhase, type LookupRow } from './lookup-rows'

/** Where a row stands against the `Bought around` window: it never hides a row, only marks it. */
export type WindowPlace = 'inside' | 'outside' | 'unknown'

/** The agent's own calendar day (`YYYY-MM-DD` on the local clock), the day "yesterday" counts from. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * The rows in the order `rankCandidates` gives them against `window` and the `fitting`
 * statuses, each answered row with its place. Rows not answered (yet, or in error) have no
 * purchase time and go last with no place, as an item whose time could not be read does
 * (placed `unknown`). Every row is kept.
 */
export function rankRows(
  rows: readonly LookupRow[],
  window: DayWindow | null,
  fitting: ReadonlySet<string>,
): { readonly rows: readonly LookupRow[]; readonly places: ReadonlyMap<number, WindowPlace> } {
  const candidates = rows.map((row) => {
    const item = itemOf(row)
    const bought = item?.bought_at
    return {
      id: row.id,
      row,
      answered: item !== null,
      bought_at: bought?.ok ? bought.value : undefined,
      status: item?.status,
    }
  })
  const ranked = rankCandidates(candidates, window, fitting)
  const places = new Map<number, WindowPlace>()
  for (const { item, inWindow, boughtAt } of ranked) {
    if (!item.answered) continue
    if (boughtAt === null) places.set(item.id, 'unknown')
    else if (inWindow !== null) places.set(item.id, inWindow ? 'inside' : 'outside')
  }
  return { rows: ranked.map(({ item }) => item.row), places }
}

/**
 * The `Bought around` window of a name lookup (`shown`): read from the ticket the name came
 * from (relative to the agent's today, in the ticket's language), with what the ticket says
 * went wrong, and changed by the agent; once the rows have their items (not `running`), their
 * order and places. Held in this state only: it is customer data, for the session.
 */
export function useBoughtAround(
  /** The ticket's reply language, as the lookup holds it (the agent's choice over the one read). */
  replyLanguage: KeptReplyLanguage | null,
  lookup: { readonly rows: readonly LookupRow[]; readonly phase: LookupPhase },
  shown: boolean,
) {
  const language = replyLanguage?.chosen ?? replyLanguage?.language ?? null
  const { rows } = lookup
  const running = lookup.phase === 'running'
  const [ticket, setTicket] = useState<{ readonly text: string; readonly today: string } | null>(null)
  /** The agent's window over the ticket's: undefined while the agent has not changed it, null cleared. */
  const [chosen, setChosen] = useState<DayWindow | null | undefined>(undefined)
  const start = useCallback((text: string) => {
    setTicket({ text, today: localDay(new Date()) })
    setChosen(undefined)
  }, [])
  const dates: TicketDates | null = useMemo(
    () => (ticket === null ? null : ticketDates(ticket.text, ticket.today, language)),
    [ticket, language],
  )
  const fitting = useMemo(
    () => (ticket === null ? new Set<string>() : fittingStatuses(ticketComplaints(ticket.text))),
    [ticket],
  )
  const read = dates?.window ?? null
  const from = chosen === undefined ? read?.from : chosen?.from
  const to = chosen === undefined ? read?.to : chosen?.to
  const window = useMemo(() => (from && to ? { from, to } : null), [from, to])
  const active = shown && dates !== null
  const ranking = useMemo(
    () => (active && !running ? rankRows(rows, window, fitting) : null),
    [active, running, rows, window, fitting],
  )
  const line = active ? { dates, window, changedByAgent: chosen !== undefined, onChange: setChosen } : null
  return { start, line, rows: ranking?.rows ?? rows, places: ranking?.places ?? null }
}
