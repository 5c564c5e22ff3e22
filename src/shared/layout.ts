import { defineMessages } from './i18n/words'
import { keysOf } from './keys-of'

/**
 * How the browser screen is laid out, as remembered per catalog with its other prefs.
 * Plain constants (no zod): the renderer reads them, `ipc/items.ts` builds the schema from them.
 */

/** Width of the detail pane beside the table, in CSS pixels. */
export const DETAIL_WIDTH = Object.freeze({ min: 320, max: 720, default: 420, step: 20 })

/** Row density of the item table, each with its name in the Density menu: one edit adds one. */
export const DENSITY_NAMES = defineMessages({
  comfortable: {
    id: 'density.comfortable',
    defaultMessage: 'Comfortable',
    description: 'Item table density with taller rows (40 px)',
  },
  compact: {
    id: 'density.compact',
    defaultMessage: 'Compact',
    description: 'Item table density with shorter rows (28 px), so more of a page fits on screen',
  },
})

export type Density = keyof typeof DENSITY_NAMES

export const DENSITIES = keysOf(DENSITY_NAMES)

export interface LayoutPrefs {
  readonly detailWidth: number
  readonly density: Density
}

export const DEFAULT_LAYOUT: LayoutPrefs = Object.freeze({
  detailWidth: DETAIL_WIDTH.default,
  density: 'comfortable',
})
