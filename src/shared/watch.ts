import type { Words } from './i18n/words'
import type { ReplyLanguage } from './i18n/languages'
import type { LookupOrigin } from './lookup/lookup-origin'
/**
 * Watching items and remembering lookups: the limits and the shapes the window sees, without
 * zod (main validates; the window only displays).
 */

/** Items one catalog may watch at once: each is one request per interval. */
export const MAX_WATCHED_ITEMS = 200
/** Items the recent-lookups list keeps per catalog. */
export const MAX_RECENT_LOOKUPS = 50
/** Bulk lookups (a ticket's IDs) kept per catalog in Recent lookups, beside the items opened. */
export const MAX_RECENT_BULK_LOOKUPS = 20
/**
 * Days Recent lookups keeps an item opened or a lookup, from when it was last opened; the
 * organization's policy may set another (`recentLookupsDays`, 0: keep none). A month covers a
 * ticket's follow-ups; a year is as long as anyone should keep which customer asked about what.
 */
export const RECENT_LOOKUPS_DAYS = { min: 0, max: 365, default: 30 } as const
/**
 * The longest text a watch or recent-lookup record keeps, per field: longer values are cut
 * (ending in …), never refused. Names in the catalog may be longer (MAX_TEXT_LENGTH).
 */
export const STORED_TEXT_LIMITS = { name: 2048, status: 100 } as const
/** How often each watched item is checked. */
export const WATCH_INTERVAL_SECONDS = { min: 15, max: 30 * 60, default: 60 } as const
/** Checks in flight at once per catalog, so watching never crowds out what the agent asks for. */
export const MAX_WATCH_CHECKS_IN_FLIGHT = 2
/** Statuses after which an item will not move again: watching it stops once the change is reported. */
export const FINAL_STATUSES: readonly string[] = ['TRADE_ACCEPTED', 'UNAVAILABLE']

/** Status changes each watched item keeps, newest last; older ones drop off the front. */
export const MAX_WATCH_HISTORY = 20

/** One status change a watch saw: what the agent watched for, kept after the item is final. */
export interface StatusChange {
  /** Raw statuses as the catalog sent them. */
  readonly from: string
  readonly to: string
  /** When the check that saw it ran (ISO). */
  readonly at: string
}

/** `watching`: checked every interval; `finished`: reached a final status; `gone`: no longer in the catalog. */
export type WatchState = 'watching' | 'finished' | 'gone'

export interface WatchedItem {
  readonly id: number
  readonly name: string | null
  /** The raw status last seen, or null before the first check. */
  readonly status: string | null
  /** When the status last changed (ISO), or null if it never changed while watched. */
  readonly statusChangedAt: string | null
  /** When watching began (ISO); null for items watched before the app kept it. */
  readonly watchedSince: string | null
  /** The changes seen while watched, oldest first, at most MAX_WATCH_HISTORY. */
  readonly history: readonly StatusChange[]
  readonly lastCheckedAt: string | null
  readonly state: WatchState
  /** Changed since the agent last looked at the watch list. */
  readonly changed: boolean
  /** Why the last check failed, or null. */
  readonly problem: Words | null
}

export interface WatchList {
  readonly items: readonly WatchedItem[]
  readonly intervalSeconds: number
  readonly notifications: boolean
  readonly changedCount: number
}

export interface RecentLookup {
  readonly id: number
  readonly name: string | null
  readonly status: string | null
  /** When it was opened (ISO). */
  readonly at: string
}

/** A bulk lookup kept in Recent lookups: reopened in one click, in the reply language it used. */
export interface RecentBulkLookup extends KeptReplyLanguage {
  readonly ids: readonly number[]
  /** Where its IDs came from when not from the customer (a page of the item list); absent: the customer's. */
  readonly origin?: LookupOrigin
  /** When it was looked up (ISO). */
  readonly at: string
}

/** The reply language a kept lookup had, brought back when it is reopened. */
export interface KeptReplyLanguage {
  /** The language its ticket's words are in (null: they did not say; the catalog's usual one). */
  readonly language: ReplyLanguage | null
  /** The agent's choice for that ticket only, over the language read from it, or null. */
  readonly chosen: ReplyLanguage | null
}
