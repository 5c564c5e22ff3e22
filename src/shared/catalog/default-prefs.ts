import { EMPTY_FILTERS } from './empty-filters'
import type { ListFilters } from './filters'

/**
 * Rows per page until the user picks another size.
 *
 * 50, not 25: sorting and the "×N, cheapest" duplicate marks act on the loaded page only, so
 * a support agent comparing the listings of one name sees twice as many of them without
 * turning pages; 50 rows still render whole (below the table's windowing threshold of 60), so
 * every row stays in the DOM for ↑/↓ and find-in-page, and it is one of the size menu's presets.
 */
export const DEFAULT_PAGE_SIZE = 50

/**
 * What a catalog opens with before the user changed anything, and what the window falls back
 * to when main cannot read the saved preferences. Zod-free: main and the renderer share it.
 * Shaped like `CatalogPrefs` (src/shared/ipc/items.ts), which main checks it against.
 */
export const DEFAULT_PREFS: {
  readonly pageSize: number
  readonly page: number
  readonly filters: ListFilters
} = Object.freeze({ pageSize: DEFAULT_PAGE_SIZE, page: 1, filters: EMPTY_FILTERS })
