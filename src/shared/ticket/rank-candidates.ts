import { parseMicroTimestamp } from '../catalog/timestamps'
import { dayNumber, utcDayNumber, utcStartOfDay, type CalendarDay } from './calendar-days'

/**
 * The candidates of a name lookup in the order the agent reads them: bought inside the
 * `Bought around` window first, nearest its middle; among those as near, the statuses that
 * fit what the ticket says went wrong; then the rest by their distance from the window; items
 * whose purchase time is missing or unreadable last. None is ever dropped: the window only
 * sorts, and the agent may be wrong about it as much as the customer.
 */

export interface Candidate {
  readonly id: number
  /** `bought_at` as the catalog sent it; anything else (missing, malformed) is unreadable. */
  readonly bought_at?: unknown
  /** The status as the catalog sent it, or as the app holds it. */
  readonly status?: string | { readonly value: string } | null
}

export interface RankedCandidate<C extends Candidate> {
  readonly item: C
  /** Whether it was bought inside the window; null with no window or an unreadable time. */
  readonly inWindow: boolean | null
  /** Whether its status is one the ticket's complaint fits. */
  readonly fits: boolean
  /** Its purchase instant, when readable. */
  readonly boughtAt: Date | null
}

export interface DayWindow {
  readonly from: CalendarDay
  readonly to: CalendarDay
}

const statusValue = (status: Candidate['status']) =>
  typeof status === 'string' ? status : typeof status?.value === 'string' ? status.value : null

interface Keyed<C extends Candidate> {
  readonly ranked: RankedCandidate<C>
  /** 0 inside the window, 1 readable outside it (or no window), 2 unreadable. */
  readonly group: number
  /** Whole days from the window: its middle inside, its nearer edge outside. */
  readonly days: number
  /** Milliseconds from the window's middle, to order items of the same day. */
  readonly exact: number
  readonly index: number
}

/**
 * `items` ranked against `window` (null: no day in the ticket) and the statuses that `fit`.
 * Days are UTC days, as `bought_at` is written and as the window is widened to allow for.
 */
export function rankCandidates<C extends Candidate>(
  items: readonly C[],
  window: DayWindow | null,
  fit: ReadonlySet<string>,
): RankedCandidate<C>[] {
  const from = window === null ? null : dayNumber(window.from)
  const to = window === null ? null : dayNumber(window.to)
  const bounds = from !== null && to !== null && from <= to ? { from, to } : null
  const keyed = items.map((item, index): Keyed<C> => {
    const boughtAt = typeof item.bought_at === 'string' ? parseMicroTimestamp(item.bought_at) : null
    const status = statusValue(item.status)
    const fits = status !== null && fit.has(status)
    if (boughtAt === null)
      return { ranked: { item, inWindow: null, fits, boughtAt }, group: 2, days: 0, exact: 0, index }
    if (bounds === null)
      return { ranked: { item, inWindow: null, fits, boughtAt }, group: 1, days: 0, exact: 0, index }
    const day = utcDayNumber(boughtAt)
    const inside = day >= bounds.from && day <= bounds.to
    const middleDay = (bounds.from + bounds.to) / 2
    const middle = (utcStartOfDay(bounds.from) + utcStartOfDay(bounds.to + 1)) / 2
    const days = inside ? Math.abs(day - middleDay) : day < bounds.from ? bounds.from - day : day - bounds.to
    return {
      ranked: { item, inWindow: inside, fits, boughtAt },
      group: inside ? 0 : 1,
      days,
      exact: Math.abs(boughtAt.getTime() - middle),
      index,
    }
  })
  keyed.sort(
    (a, b) =>
      a.group - b.group ||
      a.days - b.days ||
      Number(b.ranked.fits) - Number(a.ranked.fits) ||
      a.exact - b.exact ||
      a.index - b.index,
  )
  return keyed.map((each) => each.ranked)
}
