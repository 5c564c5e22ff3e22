/**
 * How the browser screen is laid out, as remembered per catalog with its other prefs.
 * Plain constants (no zod): the renderer reads them, `ipc/items.ts` builds the schema from them.
 */

/** Width of the detail pane beside the table, in CSS pixels. */
export const DETAIL_WIDTH = Object.freeze({ min: 320, max: 720, default: 420, step: 20 })

/** Row density of the item table: Comfortable (40 px rows) or Compact (28 px). */
export const DENSITIES = ['comfortable', 'compact'] as const
export type Density = (typeof DENSITIES)[number]

export interface LayoutPrefs {
  readonly detailWidth: number
  readonly density: Density
}

export const DEFAULT_LAYOUT: LayoutPrefs = Object.freeze({
  detailWidth: DETAIL_WIDTH.default,
  density: 'comfortable',
})
