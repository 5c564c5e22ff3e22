import { z } from 'zod'
import { channel, empty, event, returns } from './contract-entries'
import type { UpdateState } from './ipc-types'

/** An update downloaded in the background, and the restart that installs it. */

/** A release version as the update feed names it (semver, e.g. 1.4.0 or 2.0.0-beta.1). */
export const updateVersionSchema = z
  .string()
  .max(64)
  .regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/, 'a release version such as 1.4.0')

export const UPDATES_CHANNELS = {
  /** The downloaded update waiting to be installed, if any (also for a window opened after 'update:ready'). */
  'update:state': channel({ method: 'updateState', request: empty, response: returns<UpdateState>() }),
  /** The person pressed Restart to update: main installs the downloaded version and restarts. */
  'update:restart': channel({
    method: 'restartToUpdate',
    request: empty,
    response: returns<{ readonly restarting: true }>(),
  }),
} as const

export const UPDATES_EVENTS = {
  /** An update was downloaded in the background and is installed by Restart to update (or on quit). */
  'update:ready': event({
    method: 'onUpdateReady',
    payload: z.strictObject({ version: updateVersionSchema }),
  }),
} as const
