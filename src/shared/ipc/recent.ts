import { z } from 'zod'
import { positiveId } from '../catalog'
import { MAX_LOOKUP_IDS } from '../catalog/limits'
import { REPLY_LANGUAGE_CODES } from '../i18n/languages'
import { LOOKUP_ORIGINS } from '../lookup/lookup-origin'
import type { RecentBulkLookup, RecentLookup } from '../watch'
import { channel, empty, returns } from './contract-entries'

/** The items opened lately in the connected catalog, and the one open when the app quit. */

export interface RecentLookups {
  readonly items: readonly RecentLookup[]
  /** The item open when the app last quit (or now), to reopen on start. */
  readonly openItem: number | null
}

export const RECENT_CHANNELS = {
  'recent:list': channel({ method: 'recentLookups', request: empty, response: returns<RecentLookups>() }),
  'recent:clear': channel({
    method: 'clearRecentLookups',
    request: empty,
    response: returns<RecentLookups>(),
  }),
  'recent:undoClear': channel({
    method: 'undoClearRecentLookups',
    request: empty,
    response: returns<RecentLookups>(),
  }),
  /** The bulk lookups kept in this catalog, latest first. */
  'recent:bulkLookups': channel({
    method: 'recentBulkLookups',
    request: empty,
    response: returns<readonly RecentBulkLookup[]>(),
  }),
  /** Keeps a bulk lookup (its IDs, in ticket order, its reply language and where its IDs came from) first, once. */
  'recent:recordBulkLookup': channel({
    method: 'recordBulkLookup',
    request: z.strictObject({
      ids: z.array(positiveId).min(1).max(MAX_LOOKUP_IDS),
      language: z.enum(REPLY_LANGUAGE_CODES).nullable(),
      chosen: z.enum(REPLY_LANGUAGE_CODES).nullable(),
      origin: z.enum(LOOKUP_ORIGINS).optional(),
    }),
    response: returns<readonly RecentBulkLookup[]>(),
  }),
  'recent:setOpen': channel({
    method: 'setOpenItem',
    request: z.strictObject({ id: positiveId.nullable() }),
    response: returns<RecentLookups>(),
  }),
} as const
