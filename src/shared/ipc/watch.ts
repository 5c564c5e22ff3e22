import { z } from 'zod'
import { MAX_LOOKUP_IDS, MAX_TEXT_LENGTH, positiveId } from '../catalog'
import { WATCH_INTERVAL_SECONDS, type WatchList } from '../watch'
import { channel, empty, event, returns } from './contract-entries'

/** The watch list and main's background checks of it. */

/** Status values as the catalog sent them (raw), so an undocumented one still arrives. */
const rawStatus = z.string().min(1).max(100)

export const WATCH_CHANNELS = {
  'watch:list': channel({ method: 'watchList', request: empty, response: returns<WatchList>() }),
  'watch:add': channel({
    method: 'watchItem',
    request: z.strictObject({
      id: positiveId,
      name: z.string().max(MAX_TEXT_LENGTH).nullable().optional(),
      status: z.string().min(1).max(100).nullable().optional(),
    }),
    response: returns<WatchList>(),
  }),
  /** Watch every item of a lookup at once: all or none, within MAX_WATCHED_ITEMS. */
  'watch:addMany': channel({
    method: 'watchItems',
    request: z.strictObject({
      items: z
        .array(
          z.strictObject({
            id: positiveId,
            name: z.string().max(MAX_TEXT_LENGTH).nullable(),
            status: z.string().min(1).max(100).nullable(),
          }),
        )
        .min(1)
        .max(MAX_LOOKUP_IDS),
    }),
    response: returns<WatchList>(),
  }),
  'watch:remove': channel({
    method: 'unwatchItem',
    request: z.strictObject({ id: positiveId }),
    response: returns<WatchList>(),
  }),
  'watch:seen': channel({ method: 'markWatchSeen', request: empty, response: returns<WatchList>() }),
  'watch:options': channel({
    method: 'setWatchOptions',
    request: z.strictObject({
      intervalSeconds: z
        .number()
        .int()
        .min(WATCH_INTERVAL_SECONDS.min)
        .max(WATCH_INTERVAL_SECONDS.max)
        .optional(),
      notifications: z.boolean().optional(),
    }),
    response: returns<WatchList>(),
  }),
} as const

export const WATCH_EVENTS = {
  /** A watched item's status changed between two checks. */
  'item:changed': event({
    method: 'onItemChanged',
    payload: z.strictObject({
      baseUrl: z.string().min(1).max(2048),
      id: positiveId,
      name: z.string().max(2048).nullable(),
      previousStatus: rawStatus,
      status: rawStatus,
      checkedAt: z.iso.datetime(),
    }),
  }),
  /** The watch list changed in main (a round found changes); `reveal` asks the window to show it. */
  'watch:updated': event({
    method: 'onWatchUpdated',
    payload: z.strictObject({ changedCount: z.number().int().min(0), reveal: z.boolean().optional() }),
  }),
} as const
