import { FILTERS, emptyValue, type ListFilters } from './filters'

/** No filter at all: the whole catalog. Zod-free, so the renderer can use it at run time. */
export const EMPTY_FILTERS: ListFilters = Object.freeze(
  Object.fromEntries(FILTERS.map((filter) => [filter.key, emptyValue(filter.kind)])) as ListFilters,
)
