import { z } from 'zod'
import { appId } from './formats'
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
  .max(200, 'a filter value is at most 200 characters')
  .refine((value) => !value.includes(','), 'a filter value cannot contain a comma (commas separate values)')

export const listFiltersSchema = z.object({
  name: z.array(filterValueSchema).max(50).default([]),
  market_hash_name: z.array(filterValueSchema).max(50).default([]),
  appid: appId.nullable().default(null),
})

/**
 * What the app asks `GET /v1/items` for.
 *
 * The client always sends `limit` and `page` explicitly because the service's default page
 * size is not documented.
 */
export const listQuerySchema = z.object({
  filters: listFiltersSchema.default({ name: [], market_hash_name: [], appid: null }),
  limit: z.number().int().min(MIN_LIMIT).max(MAX_LIMIT),
  page: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
})

export type ListFilters = z.output<typeof listFiltersSchema>
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
  const { filters } = query
  if (filters.name.length > 0) params.set('filter[name]', filters.name.join(','))
  if (filters.market_hash_name.length > 0) {
    params.set('filter[market_hash_name]', filters.market_hash_name.join(','))
  }
  if (filters.appid !== null) params.set('filter[appid]', String(filters.appid))
  params.set('limit', String(query.limit))
  params.set('page', String(query.page))
  return params
}
