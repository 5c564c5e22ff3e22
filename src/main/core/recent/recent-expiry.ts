import { sectionOf } from '../settings/catalog-records'
import type { Settings } from '../settings/settings-schema'
import { storedRecord, withRecord } from '../watch/watch-records'
import type { RecentSection } from '../watch/watch-schema'

/**
 * How long Recent lookups keeps what it keeps: each item opened and each lookup (a ticket's
 * IDs and reply language) is dropped once it is older than the catalog's days, where it is
 * read and when the app starts, so an expired one leaves settings.json rather than only the
 * screen. The IDs of a ticket say which customer asked about which purchase.
 */
type RecentEntry = RecentSection[string]

const DAY_MS = 24 * 60 * 60 * 1000

/** The time window an entry must fall in to be kept, in ms since the epoch; empty for 0 days. */
export interface KeptWindow {
  readonly from: number
  readonly to: number
}

/**
 * Entries from the last `days` days. One dated more than a day ahead (a clock set wrong, a
 * file edited by hand) is dropped too: it would otherwise never expire.
 */
export function keptWindow(days: number, now: Date): KeptWindow {
  if (days <= 0) return { from: Infinity, to: -Infinity }
  return { from: now.getTime() - days * DAY_MS, to: now.getTime() + DAY_MS }
}

const within = (window: KeptWindow) => (entry: { readonly at: string }) => {
  const at = Date.parse(entry.at)
  return at >= window.from && at <= window.to
}

/**
 * The entry without what fell out of `window`. The open item has no time of its own: it goes
 * with its item's entry when that expires, and is not kept at all when nothing is.
 */
export function withoutExpired(entry: RecentEntry, window: KeptWindow): RecentEntry {
  const items = entry.items.filter(within(window))
  const lookups = entry.lookups?.filter(within(window))
  const keepsNone = window.from > window.to
  const openExpired = entry.items.some((item) => item.id === entry.openItem && !items.includes(item))
  const openItem = keepsNone || openExpired ? null : entry.openItem
  // Absent when none are left, as the service writes it.
  return { items, openItem, ...(lookups !== undefined && lookups.length > 0 ? { lookups } : {}) }
}

/** Whether `withoutExpired` would drop anything from the entry. */
export function hasExpired(entry: RecentEntry, window: KeptWindow): boolean {
  const kept = withoutExpired(entry, window)
  return (
    kept.items.length !== entry.items.length ||
    kept.openItem !== entry.openItem ||
    (kept.lookups?.length ?? 0) !== (entry.lookups?.length ?? 0)
  )
}

/**
 * Every catalog's history without what expired: the same settings when nothing did, so a
 * start with nothing to drop writes nothing. A catalog whose history cannot be read is left
 * as it is, for the watch service to set aside with its notice.
 */
export function settingsWithoutExpired(settings: Settings, window: KeptWindow): Settings {
  let next = settings
  for (const owner of Object.keys(sectionOf(settings, 'recent'))) {
    const entry = storedRecord(settings, 'recent', owner)
    if (entry === undefined || !hasExpired(entry, window)) continue
    next = withRecord(next, 'recent', owner, withoutExpired(entry, window))
  }
  return next
}
