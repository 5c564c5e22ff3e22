import { z } from 'zod'
import { positiveId } from '../catalog'
import type { RecentLookup } from '../watch'
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
  'recent:setOpen': channel({
    method: 'setOpenItem',
    request: z.strictObject({ id: positiveId.nullable() }),
    response: returns<RecentLookups>(),
  }),
} as const
