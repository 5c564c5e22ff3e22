import type { ListFilters } from './list-query'

/** No filter at all: the whole catalog. Zod-free, so the renderer can use it at run time. */
export const EMPTY_FILTERS: ListFilters = Object.freeze({ name: [], market_hash_name: [], appid: null })
