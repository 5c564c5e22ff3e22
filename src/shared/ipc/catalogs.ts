import { z } from 'zod'
import { channel, empty, returns } from './contract-entries'
import type { KnownCatalogs } from './ipc-types'
import { baseUrlInput, catalogLabelInput, environment } from './session'

/** The catalogs the app knows (Switch catalog): listed, renamed, forgotten. */

export const CATALOGS_CHANNELS = {
  'catalogs:list': channel({ method: 'listCatalogs', request: empty, response: returns<KnownCatalogs>() }),
  /** Label and environment of a known catalog (Edit catalog…). */
  'catalogs:edit': channel({
    method: 'editCatalog',
    request: z.strictObject({ baseUrl: baseUrlInput, label: catalogLabelInput, environment }),
    response: returns<KnownCatalogs>(),
  }),
  'catalogs:forget': channel({
    method: 'forgetCatalog',
    request: z.strictObject({ baseUrl: baseUrlInput }),
    response: returns<KnownCatalogs>(),
  }),
} as const
