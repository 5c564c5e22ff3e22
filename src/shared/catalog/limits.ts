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

/**
 * Bulk lookup requests in flight at once, per catalog: a setting bounded here (and only here).
 *
 * 4 keeps a batch of 1,000 IDs to a few seconds against a healthy catalog without looking
 * like a flood to its rate limiter; 8 is the ceiling because beyond it a shared catalog
 * answers 429 sooner than it answers faster.
 */
export const LOOKUP_CONCURRENCY = { min: 1, max: 8, default: 4 } as const

/**
 * Longest text the `Item IDs` box reads: 1,000 IDs with a ticket's worth of words around them
 * fit many times over (a spreadsheet column of 1,000 rows with names is ~100 KB), while a
 * pasted multi-megabyte log is refused at once instead of freezing the box.
 */
export const MAX_ID_TEXT_CHARS = 200_000

/**
 * How much of a pasted ticket the window reads before it gives its thread back to input and
 * painting (read-in-slices.ts), in characters read over the reader's passes (the text made
 * ready, its item names, its numbers, its words: id-reader.ts). The character bound holds on
 * any machine; the clock keeps a slow one within a fraction of the 100 ms an agent's keystroke
 * may wait.
 */
export const TICKET_READ_PACE = { chars: 8_000, ms: 25 } as const

/** Rows per page when main fetches a filtered list for export: the catalog's largest page. */
export const EXPORT_PAGE_SIZE = MAX_LIMIT

/**
 * Most rows one list export writes (200 pages of 250). Beyond this a spreadsheet is the wrong
 * tool and the catalog is better asked directly; the cap is stated before an export starts.
 */
export const MAX_EXPORT_ROWS = 50_000
