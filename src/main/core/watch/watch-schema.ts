import { z } from 'zod'
import { positiveId } from '../../../shared/catalog'
import { clipText } from '../../../shared/clip-text'
import { wordsSchema } from '../../../shared/i18n/words-schema'
import { MAX_LOOKUP_IDS } from '../../../shared/catalog/limits'
import { REPLY_LANGUAGE_CODES } from '../../../shared/i18n/languages'
import { ASKING_ORIGIN, LOOKUP_ORIGINS } from '../../../shared/lookup/lookup-origin'
import {
  MAX_RECENT_BULK_LOOKUPS,
  MAX_RECENT_LOOKUPS,
  MAX_WATCH_HISTORY,
  MAX_WATCHED_ITEMS,
  STORED_TEXT_LIMITS,
  WATCH_INTERVAL_SECONDS,
} from '../../../shared/watch'

/**
 * What settings.json holds for watching and history, checked on load.
 *
 * These sections are read on their own, not as part of the settings schema: an unreadable
 * watch list is set aside (saved next to settings.json, with a notice) without costing the
 * agent their catalogs and preferences.
 */
/**
 * Text is cut to its bound, never refused: one long name (catalogs allow 10,000 characters)
 * must not cost a whole catalog's watch list. Main cuts it before storing (`clipStored`); this
 * also cuts a file edited by hand.
 */
const storedText = (max: number) => z.string().transform((text) => clipText(text, max))
const rawStatus = z.string().min(1).pipe(storedText(STORED_TEXT_LIMITS.status))
const isoTime = z.iso.datetime()

const statusChangeSchema = z.strictObject({ from: rawStatus, to: rawStatus, at: isoTime })

export const watchedItemSchema = z.strictObject({
  id: positiveId,
  name: storedText(STORED_TEXT_LIMITS.name).nullable(),
  status: rawStatus.nullable(),
  statusChangedAt: isoTime.nullable(),
  // Records saved before these were kept load with none; a longer history (edited by hand)
  // keeps its newest entries rather than costing the item.
  watchedSince: isoTime.nullable().default(null),
  history: z
    .array(statusChangeSchema)
    .transform((changes) => changes.slice(-MAX_WATCH_HISTORY))
    .default([]),
  lastCheckedAt: isoTime.nullable(),
  state: z.enum(['watching', 'finished', 'gone']),
  changed: z.boolean(),
  // Words since the app speaks six languages; an English sentence kept by an older version, or
  // words this version has no message for, cost only themselves: the next check says it again.
  problem: wordsSchema.nullable().catch(null),
})

export const recentLookupSchema = z.strictObject({
  id: positiveId,
  name: storedText(STORED_TEXT_LIMITS.name).nullable(),
  status: rawStatus.nullable(),
  at: isoTime,
})

/**
 * A kept lookup's reply language. Absent in lookups kept before it was (the choice) and
 * unreadable when edited by hand: either is the catalog's usual language, and costs that
 * field only, never the lookup.
 */
const storedReplyLanguage = z.enum(REPLY_LANGUAGE_CODES).nullable().catch(null)

/**
 * Where a kept lookup's IDs came from: absent, the customer's (as every lookup kept before it
 * was). One edited into something unknown asks whose rows they are, as a page does: the app
 * acts on it, so a doubt never lets a reply speak of every row.
 */
const storedOrigin = z
  .enum(LOOKUP_ORIGINS)
  .optional()
  .catch(() => ASKING_ORIGIN)

export const recentBulkLookupSchema = z.strictObject({
  ids: z.array(positiveId).min(1).max(MAX_LOOKUP_IDS),
  at: isoTime,
  language: storedReplyLanguage,
  chosen: storedReplyLanguage,
  origin: storedOrigin,
})

/**
 * Kept bulk lookups, each read on its own: an unreadable one is set aside and the rest (and
 * the items opened beside them) stay. Absent in settings written before they were kept.
 */
const storedBulkLookups = z
  .array(z.unknown())
  .catch([])
  .transform((list) =>
    list
      .flatMap((entry) => {
        const parsed = recentBulkLookupSchema.safeParse(entry)
        return parsed.success ? [parsed.data] : []
      })
      .slice(0, MAX_RECENT_BULK_LOOKUPS),
  )
  .optional()

const catalogKey = z.string().min(1).max(8192)

/** One catalog's entry in each section; read one catalog at a time (watch-sections.ts). */
export const catalogWatchSchema = z.array(watchedItemSchema).max(MAX_WATCHED_ITEMS)
export const catalogRecentSchema = z.strictObject({
  items: z.array(recentLookupSchema).max(MAX_RECENT_LOOKUPS),
  openItem: positiveId.nullable(),
  lookups: storedBulkLookups,
})
/** A section before its catalogs are read: only the keys are checked here. */
export const sectionSchema = z.record(catalogKey, z.unknown())
export const watchOptionsSchema = z.strictObject({
  intervalSeconds: z.number().int().min(WATCH_INTERVAL_SECONDS.min).max(WATCH_INTERVAL_SECONDS.max),
  notifications: z.boolean(),
})

export type StoredWatchedItem = z.output<typeof watchedItemSchema>
export type WatchSection = Record<string, z.output<typeof catalogWatchSchema>>
export type RecentSection = Record<string, z.output<typeof catalogRecentSchema>>
export type WatchOptions = z.output<typeof watchOptionsSchema>

export const DEFAULT_WATCH_OPTIONS: WatchOptions = {
  intervalSeconds: WATCH_INTERVAL_SECONDS.default,
  notifications: true,
}

/** A name as a stored record holds it (cut to its bound). */
export function clipStoredName(name: string | null): string | null {
  return name === null ? null : clipText(name, STORED_TEXT_LIMITS.name)
}
