import { FILTERS, type FilterKey } from '../../shared/catalog/filters'
import type { AppError } from '../../shared/errors'

/** Server messages of a 422, sorted to the filter field they belong to (one list per filter). */
export type FilterErrors = { readonly [K in FilterKey]: readonly string[] } & {
  /** Messages for parameters with no field of their own (`limit`, `page`, an unknown filter). */
  readonly other: readonly { readonly param: string; readonly messages: readonly string[] }[]
}

const noFieldErrors = () =>
  Object.fromEntries(FILTERS.map((filter) => [filter.key, [] as string[]])) as Record<FilterKey, string[]>

export const NO_FILTER_ERRORS: FilterErrors = { ...noFieldErrors(), other: [] }

/** The service names each filter's parameter (`filter[name]`, …): back to the filter's key. */
const FIELD_OF: ReadonlyMap<string, FilterKey> = new Map(FILTERS.map((filter) => [filter.param, filter.key]))

/**
 * The 422's per-parameter messages, keyed the way the service names its parameters
 * (`filter[name]`, …), turned into per-field lists. Null or other errors give no messages.
 */
export function filterErrorsOf(error: AppError | null): FilterErrors {
  if (!error || error.kind !== 'validation') return NO_FILTER_ERRORS
  const fields = noFieldErrors()
  const other: { param: string; messages: readonly string[] }[] = []
  for (const [param, messages] of Object.entries(error.fields)) {
    const field = FIELD_OF.get(param)
    if (field) fields[field].push(...messages)
    else other.push({ param, messages })
  }
  // A 422 without any per-parameter message still deserves an explanation.
  if (other.length === 0 && Object.values(fields).every((messages) => messages.length === 0)) {
    other.push({ param: '', messages: [error.message] })
  }
  return { ...fields, other }
}
