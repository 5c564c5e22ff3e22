import { z } from 'zod'
import { channel, empty, event, returns } from './contract-entries'
import type { UpdateState } from './ipc-types'

/** A release version as the feed names it (1.4.0, 2.0.0-beta.1). */
const version = z
  .string()
  .max(64)
  .regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/)
type Restarting = { readonly restarting: true }

/** An update downloaded in the background, and the restart that installs it. */
export const UPDATES_CHANNELS = {
  /** Also for a window opened after 'update:ready'. */
  'update:state': channel({ method: 'updateState', request: empty, response: returns<UpdateState>() }),
  /** The person pressed Restart to update: main installs the downloaded version and restarts. */
  'update:restart': channel({ method: 'restartToUpdate', request: empty, response: returns<Restarting>() }),
} as const

export const UPDATES_EVENTS = {
  'update:ready': event({ method: 'onUpdateReady', payload: z.strictObject({ version }) }),
} as const
