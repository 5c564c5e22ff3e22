/**
 * Bounds and names of the list query (spec 4.1 and 8), without zod.
 *
 * The renderer needs these values at run time; keeping them out of the schema modules keeps
 * zod out of the renderer bundle (main validates, the renderer only displays).
 */

/** Bounds of `limit` on `GET /v1/items`. */
export const MIN_LIMIT = 1
export const MAX_LIMIT = 250

/** Most item IDs one bulk lookup (or one lookup link) may name. */
export const MAX_LOOKUP_IDS = 1000
