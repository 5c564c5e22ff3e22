import { z } from 'zod'
import { listFiltersSchema, MAX_EXPORT_ROWS, MAX_LOOKUP_IDS, positiveId } from '../catalog'
import { EXPORT_FORMAT_KEYS } from '../export-formats'
import { channel, empty, event, returns } from './contract-entries'
import type { ExportResult } from './ipc-types'
import { lookupOutcomeSchema } from './lookup'
import { normalisedBaseUrl } from './session'

/** Files written through a save dialog: a bulk lookup's rows, or the whole filtered list. */

/** How an export is written. */
export const exportFormatSchema = z.enum(EXPORT_FORMAT_KEYS)
export type ExportFormat = z.output<typeof exportFormatSchema>

/** A file name offered in the save dialog: a plain name, never a path. */
const suggestedFileName = z
  .string()
  .regex(/^[\w .-]{1,100}$/, 'a file name of letters, digits, spaces, dots and dashes')

/** A catalog named in a link: a normalised base URL, or null for the connected one. */
const linkCatalogSchema = normalisedBaseUrl.nullable()

export const EXPORT_CHANNELS = {
  /**
   * Writes bulk lookup rows, in the order the window shows them, through a save dialog; main
   * turns them into columns (shared/lookup/lookup-columns.ts), as `Copy as text` does.
   */
  'export:lookup': channel({
    method: 'exportLookup',
    request: z.strictObject({
      format: exportFormatSchema,
      fileName: suggestedFileName,
      /** The catalog the item links name; null: the connected one (the demo catalog). */
      catalog: linkCatalogSchema,
      rows: z
        .array(z.strictObject({ id: positiveId, outcome: lookupOutcomeSchema.nullable() }))
        .max(MAX_LOOKUP_IDS),
    }),
    response: returns<ExportResult>(),
  }),
  /** Fetches every page of the filtered item list in main and writes it through a save dialog. */
  'export:list': channel({
    method: 'exportList',
    request: z.strictObject({ format: exportFormatSchema, filters: listFiltersSchema }),
    response: returns<ExportResult>(),
  }),
  'export:cancel': channel({
    method: 'cancelExport',
    request: empty,
    response: returns<{ readonly cancelled: boolean }>(),
  }),
} as const

export const EXPORT_EVENTS = {
  /** Pages of a list export fetched so far (rows done of rows to fetch). */
  'export:progress': event({
    method: 'onExportProgress',
    payload: z.strictObject({
      done: z.number().int().nonnegative().max(MAX_EXPORT_ROWS),
      total: z.number().int().nonnegative().max(MAX_EXPORT_ROWS),
    }),
  }),
} as const
