import { defineMessage } from './i18n/words'
import { keysOf } from './keys-of'

/**
 * The formats an export is written in, each with its button's words and the file type the
 * save dialog offers: a format is named here once. zod-free, so the window reads it too; the
 * IPC contract builds its schema from the keys.
 */
export const EXPORT_FORMATS = {
  csv: {
    button: defineMessage({ id: 'ui.exportCsv', defaultMessage: 'Export CSV' }),
    fileType: { name: 'CSV (comma-separated values)', extensions: ['csv'] },
  },
  json: {
    button: defineMessage({ id: 'ui.exportJson', defaultMessage: 'Export JSON' }),
    fileType: { name: 'JSON', extensions: ['json'] },
  },
} as const

export type ExportFormat = keyof typeof EXPORT_FORMATS

export const EXPORT_FORMAT_KEYS = keysOf(EXPORT_FORMATS)
