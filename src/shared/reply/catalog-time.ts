import { parseServerTimestamp } from '../catalog/timestamps'

/**
 * The catalog's `YYYY-MM-DD HH:MM:SS` times (`next_try`, `send_date`, …) carry no zone (spec
 * 2.4: "Time zone … not shown"). A reply may state such a time only when the agent has set the
 * catalog's zone; otherwise it states none and claims no zone.
 */

/** A next try closer than this (either side of now) is "due now", never promised as a clock time. */
export const NEXT_TRY_NEAR_MS = 5 * 60_000
/** The widest UTC offsets in use (UTC−12 … UTC+14): a zone-less time lies within them of its UTC reading. */
const MAX_OFFSET_BEHIND_MS = 12 * 3_600_000
const MAX_OFFSET_AHEAD_MS = 14 * 3_600_000

export type CatalogZone =
  { readonly set: true; readonly zone: string } | { readonly set: false; readonly reason: string | null }

/**
 * A stored or typed zone name, checked with `Intl`: an IANA name such as `Europe/Berlin` is
 * set (in its canonical spelling); blank or null is not set; anything else is not set, with a
 * reason the `Edit catalog` dialog can show.
 */
export function readCatalogZone(name: string | null | undefined): CatalogZone {
  const trimmed = name?.trim() ?? ''
  if (trimmed === '') return { set: false, reason: null }
  try {
    const zone = new Intl.DateTimeFormat('en', { timeZone: trimmed }).resolvedOptions().timeZone
    return { set: true, zone }
  } catch {
    return {
      set: false,
      reason: `"${trimmed.slice(0, 60)}" is not a time zone name this app knows. Choose one from the list (for example Europe/Berlin), or Not set.`,
    }
  }
}

/** The IANA names the `Time zone of this catalog's times` combobox offers. */
export function timeZoneNames(): readonly string[] {
  return Intl.supportedValuesOf('timeZone')
}

/** A zone's wall-clock formatter, built once per zone: a reply for a thousand IDs reads many offsets. */
const offsetFormatters = new Map<string, Intl.DateTimeFormat>()

function rememberOffsetFormatter(zone: string): Intl.DateTimeFormat {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
  offsetFormatters.set(zone, formatter)
  return formatter
}

/** The zone's UTC offset at an instant, in milliseconds (east positive). */
export function utcOffsetMs(zone: string, at: Date): number {
  const formatter = offsetFormatters.get(zone) ?? rememberOffsetFormatter(zone)
  const parts = Object.fromEntries(formatter.formatToParts(at).map((piece) => [piece.type, piece.value]))
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return wall - Math.floor(at.getTime() / 1000) * 1000
}

/**
 * A zone-less catalog time read in `zone`. The offset is taken at the result, so a time just
 * after a daylight-saving change reads right; a wall time skipped by a change lands an hour on.
 */
export function catalogTimeIn(text: string, zone: string): Date | null {
  const asUtc = parseServerTimestamp(text)
  if (!asUtc) return null
  const first = new Date(asUtc.getTime() - utcOffsetMs(zone, asUtc))
  return new Date(asUtc.getTime() - utcOffsetMs(zone, first))
}

/** `UTC+1`, `UTC−3:30`, `UTC`: the same in every language, as help desks write it. */
export function formatUtcOffset(offsetMs: number): string {
  if (offsetMs === 0) return 'UTC'
  const minutes = Math.round(Math.abs(offsetMs) / 60_000)
  const sign = offsetMs > 0 ? '+' : '−'
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return `UTC${sign}${hours}${rest === 0 ? '' : `:${String(rest).padStart(2, '0')}`}`
}

/**
 * What the catalog's `next_try` lets a reply say.
 * - `none`: no next try (null, blank or unreadable).
 * - `past`: its time is surely over (by more than NEXT_TRY_NEAR_MS; with no zone set, over in
 *   every zone): no new try is planned that the fields show.
 * - `due`: within NEXT_TRY_NEAR_MS of now, either side: "a new attempt is due now".
 * - `ahead`: the zone is set and it is at least NEXT_TRY_NEAR_MS ahead: said as a time.
 * - `pending`: no zone is set and it is not surely over: no time. `surelyAhead` when it is
 *   ahead in every zone: only then is it "at the next attempt" and contradicts a final status;
 *   otherwise it may already be over in the catalog's zone (nextTryMayBeOver).
 */
export type NextTryFact =
  | { readonly kind: 'none' }
  | { readonly kind: 'past' }
  | { readonly kind: 'due' }
  | { readonly kind: 'ahead'; readonly at: Date }
  | { readonly kind: 'pending'; readonly surelyAhead: boolean }

export function readNextTry(text: string | null, zone: string | null, now: Date): NextTryFact {
  // Blank or unreadable text reads as `none` below, and so would null (RegExp#exec reads it as "null").
  // Stryker disable next-line ConditionalExpression: the guard only narrows the type; null reads as none without it
  if (text === null) return { kind: 'none' }
  if (zone === null) {
    const asUtc = parseServerTimestamp(text)
    if (!asUtc) return { kind: 'none' }
    const latest = asUtc.getTime() + MAX_OFFSET_BEHIND_MS
    const earliest = asUtc.getTime() - MAX_OFFSET_AHEAD_MS
    if (latest < now.getTime() - NEXT_TRY_NEAR_MS) return { kind: 'past' }
    return { kind: 'pending', surelyAhead: earliest >= now.getTime() + NEXT_TRY_NEAR_MS }
  }
  const at = catalogTimeIn(text, zone)
  if (!at) return { kind: 'none' }
  const ahead = at.getTime() - now.getTime()
  if (ahead >= NEXT_TRY_NEAR_MS) return { kind: 'ahead', at }
  return ahead > -NEXT_TRY_NEAR_MS ? { kind: 'due' } : { kind: 'past' }
}

/** Whether the fields show a new try coming (the reply may say one is planned). */
export function nextTryPlanned(fact: NextTryFact): boolean {
  return fact.kind === 'ahead' || fact.kind === 'due' || fact.kind === 'pending'
}

/**
 * Whether a planned next try may already be over: no zone is set, and in some zone from UTC−12
 * to UTC+14 its time is not NEXT_TRY_NEAR_MS ahead. A reply then says it may have been made,
 * never that it is still to come, and the agent is offered to set the zone.
 */
export function nextTryMayBeOver(fact: NextTryFact): boolean {
  return fact.kind === 'pending' && !fact.surelyAhead
}

/**
 * Whether the next try is ahead (by NEXT_TRY_NEAR_MS at least) whatever the catalog's zone:
 * only that contradicts a final status; a next try due about now may be one being cleared.
 */
export function nextTrySurelyAhead(fact: NextTryFact): boolean {
  return fact.kind === 'ahead' || (fact.kind === 'pending' && fact.surelyAhead)
}
