import { z } from 'zod'
import { FILTER_LIMITS, FILTERS, paramValue, type FilterKind, type ListFilters } from './filters'
import { appId, decimalString } from './formats'
import { MAX_LIMIT, MIN_LIMIT } from './limits'

/**
 * One value of a multi-value text filter.
 *
 * The service separates several values with a comma, so a value can never contain one: the
 * UI splits pasted lists on commas and newlines before values get here.
 */
export const filterValueSchema = z
  .string()
  .trim()
  .min(1, 'a filter value cannot be empty')
  .max(FILTER_LIMITS.characters, `a filter value is at most ${FILTER_LIMITS.characters} characters`)
  .refine((value) => !value.includes(','), 'a filter value cannot contain a comma (commas separate values)')

/** The schema of one kind of filter; a missing filter is no filter. */
export const FILTER_SCHEMA_OF_KIND: Readonly<Record<FilterKind, z.ZodType>> = {
  text: z.array(filterValueSchema).max(FILTER_LIMITS.values).default([]),
  // Whole non-negative numbers (App IDs are the one integer filter so far).
  integer: appId.nullable().default(null),
  // Canonical decimals as prices are written (`"12.50"`); parseDecimal makes typed text so.
  decimal: decimalString.nullable().default(null),
}

/** `ListFilters` written as the app sends them: every filter may be left out. */
export type ListFiltersInput = { [K in keyof ListFilters]?: ListFilters[K] | undefined }

/** Built from FILTERS: one field per filter, checked by its kind. */
export const listFiltersSchema = z.object(
  Object.fromEntries(FILTERS.map((filter) => [filter.key, FILTER_SCHEMA_OF_KIND[filter.kind]])),
) as unknown as z.ZodType<ListFilters, ListFiltersInput>

/**
 * What the app asks `GET /v1/items` for.
 *
 * The client always sends `limit` and `page` explicitly because the service's default page
 * size is not documented.
 */
export const listQuerySchema = z.object({
  filters: listFiltersSchema.default(() => listFiltersSchema.parse({})),
  limit: z.number().int().min(MIN_LIMIT).max(MAX_LIMIT),
  page: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
})

export type ListQuery = z.output<typeof listQuerySchema>
export type ListQueryInput = z.input<typeof listQuerySchema>

/**
 * The query string for a list request: `filter[name]=a,b`, empty filters left out.
 *
 * URLSearchParams percent-encodes the brackets; the service decodes them (the demo server
 * treats encoded and literal brackets alike), so both spellings mean the same parameter.
 */
export function toSearchParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams()
  for (const filter of FILTERS) {
    const value = paramValue(query.filters[filter.key])
    if (value !== null) params.set(filter.param, value)
  }
  params.set('limit', String(query.limit))
  params.set('page', String(query.page))
  return params
}
