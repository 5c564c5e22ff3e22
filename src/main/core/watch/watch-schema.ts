import { z } from 'zod'
import { positiveId } from '../../../shared/catalog'
import { MAX_RECENT_LOOKUPS, MAX_WATCHED_ITEMS, WATCH_INTERVAL_SECONDS } from '../../../shared/watch'

/**
 * What settings.json holds for watching and history, checked on load.
 *
 * These sections are read on their own, not as part of the settings schema: an unreadable
 * watch list is set aside (saved next to settings.json, with a notice) without costing the
 * agent their catalogs and preferences.
 */
const rawStatus = z.string().min(1).max(100)
const isoTime = z.iso.datetime()

export const watchedItemSchema = z.strictObject({
  id: positiveId,
  name: z.string().max(2048).nullable(),
  status: rawStatus.nullable(),
  statusChangedAt: isoTime.nullable(),
  lastCheckedAt: isoTime.nullable(),
  state: z.enum(['watching', 'finished', 'gone']),
  changed: z.boolean(),
  problem: z.string().max(1000).nullable(),
})

export const recentLookupSchema = z.strictObject({
  id: positiveId,
  name: z.string().max(2048).nullable(),
  status: rawStatus.nullable(),
  at: isoTime,
})

const catalogKey = z.string().min(1).max(8192)

export const watchSectionSchema = z.record(catalogKey, z.array(watchedItemSchema).max(MAX_WATCHED_ITEMS))
export const recentSectionSchema = z.record(
  catalogKey,
  z.strictObject({
    items: z.array(recentLookupSchema).max(MAX_RECENT_LOOKUPS),
    openItem: positiveId.nullable(),
  }),
)
export const watchOptionsSchema = z.strictObject({
  intervalSeconds: z.number().int().min(WATCH_INTERVAL_SECONDS.min).max(WATCH_INTERVAL_SECONDS.max),
  notifications: z.boolean(),
})

export type StoredWatchedItem = z.output<typeof watchedItemSchema>
export type WatchSection = z.output<typeof watchSectionSchema>
export type RecentSection = z.output<typeof recentSectionSchema>
export type WatchOptions = z.output<typeof watchOptionsSchema>

export const DEFAULT_WATCH_OPTIONS: WatchOptions = {
  intervalSeconds: WATCH_INTERVAL_SECONDS.default,
  notifications: true,
}
