import { FILTERS, MAX_LIMIT, MIN_LIMIT, type AnyFilterValue, type ListFilters } from '../../shared/catalog'
import type { CatalogFilters } from '../data/catalog-search'
import { quote } from '../http/envelope'
import type { QueryParam } from '../http/query'
import { FILTER_READERS, wholeNumber, type FilterQuery } from './filter-readers'

/**
 * Page size when `limit` is absent. The spec does not show the service's default; 25 is a
 * common API default and small enough that an unparameterised request stays cheap.
 */
export const DEFAULT_LIMIT = 25

export interface ListRequest {
  readonly filters: CatalogFilters
  readonly limit: number
  readonly page: number
}

export type ListRequestResult =
  | { readonly ok: true; readonly request: ListRequest }
  | { readonly ok: false; readonly errors: Record<string, string[]> }

const ALLOWED_FILTERS: readonly string[] = FILTERS.map((filter) => filter.param)
const ALLOWED_TEXT = `Allowed filters: ${ALLOWED_FILTERS.join(', ')}.`

/**
 * Validates the query of `GET /v1/items` into a request, or into 422 `data` (parameter name
 * -> messages). All problems are reported at once, each under the parameter's name as sent
 * (decoded). Parameters that are not filters and not `limit`/`page` are ignored, as most
 * APIs do, but kept in the pagination links.
 */
export function parseListRequest(params: readonly QueryParam[]): ListRequestResult {
  const errors: Record<string, string[]> = {}
  const fail = (key: string, message: string) => {
    ;(errors[key] ??= []).push(message)
  }
  const byKey = new Map<string, string[]>()
  for (const { key, value } of params) byKey.set(key, [...(byKey.get(key) ?? []), value])

  for (const key of byKey.keys()) {
    if (key.startsWith('filter[') && !ALLOWED_FILTERS.includes(key)) {
      fail(key, `The filter ${quote(key)} is not allowed. ${ALLOWED_TEXT}`)
    }
  }

  /** limit, page and single-value filters hold one value: a repeat is ambiguous, so it is refused. */
  const single = (key: string): string | undefined => {
    const values = byKey.get(key)
    if (values && values.length > 1) {
      fail(key, `${key} was given ${values.length} times; give it once.`)
      return undefined
    }
    return values?.[0]
  }

  let limit = DEFAULT_LIMIT
  const rawLimit = single('limit')
  if (rawLimit !== undefined) {
    const parsed = wholeNumber(rawLimit)
    if (parsed === null || parsed < MIN_LIMIT || parsed > MAX_LIMIT) {
      fail(
        'limit',
        `limit must be a whole number from ${MIN_LIMIT} to ${MAX_LIMIT} (got ${quote(rawLimit)}).`,
      )
    } else limit = parsed
  }

  let page = 1
  const rawPage = single('page')
  if (rawPage !== undefined) {
    const parsed = wholeNumber(rawPage)
    if (parsed === null || parsed < 1) {
      fail('page', `page must be a whole number of at least 1 (got ${quote(rawPage)}).`)
    } else page = parsed
  }

  // Every filter of the shared list, read by its kind (FILTER_READERS).
  const query: FilterQuery = { all: (param) => byKey.get(param) ?? [], single, fail }
  const values: Record<string, AnyFilterValue> = {}
  for (const filter of FILTERS) values[filter.key] = FILTER_READERS[filter.kind](filter, query)
  const filters = values as ListFilters

  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    request: {
      filters,
      limit,
      page,
    },
  }
}
