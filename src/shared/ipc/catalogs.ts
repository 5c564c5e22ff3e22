import { z } from 'zod'
import { readCatalogZone } from '../reply/catalog-time'
import { channel, empty, returns } from './contract-entries'
import type { KnownCatalogs } from './ipc-types'
import { baseUrlInput, catalogLabelInput, environment } from './session'

/** The catalogs the app knows (Switch catalog): listed, renamed, forgotten. */

/** Longer than any IANA name (the longest, `America/Argentina/ComodRivadavia`, has 32 characters). */
export const MAX_TIME_ZONE_NAME_LENGTH = 64

/**
 * A time zone name the app can read times in (`Europe/Berlin`), kept in its canonical
 * spelling; anything else is refused with what to do. The same check reads the zone a
 * catalog's record in settings holds.
 */
export const timeZoneName = z
  .string()
  .max(
    MAX_TIME_ZONE_NAME_LENGTH,
    `a time zone name is at most ${MAX_TIME_ZONE_NAME_LENGTH} characters, such as Europe/Berlin`,
  )
  .transform((name, context) => {
    const read = readCatalogZone(name)
    if (read.set) return read.zone
    context.addIssue({
      code: 'custom',
      message: read.reason ?? 'choose a time zone from the list (for example Europe/Berlin), or Not set',
    })
    return z.NEVER
  })

export const CATALOGS_CHANNELS = {
  'catalogs:list': channel({ method: 'listCatalogs', request: empty, response: returns<KnownCatalogs>() }),
  /**
   * Edit catalog…: label, environment and the zone of its times (null: Not set), each left as
   * it is when absent. Opens for the connected catalog however it was connected
   * (session/edit-catalog.ts says what that changes), and for any known one.
   */
  'catalogs:edit': channel({
    method: 'editCatalog',
    request: z.strictObject({
      baseUrl: baseUrlInput,
      label: catalogLabelInput.optional(),
      environment: environment.optional(),
      timeZone: timeZoneName.nullable().optional(),
    }),
    response: returns<KnownCatalogs>(),
  }),
  'catalogs:forget': channel({
    method: 'forgetCatalog',
    request: z.strictObject({ baseUrl: baseUrlInput }),
    response: returns<KnownCatalogs>(),
  }),
} as const
