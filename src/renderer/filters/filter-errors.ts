import { FILTERS, type FilterKey } from '../../shared/catalog/filters'
import type { AppError } from '../../shared/errors'
import type { Words } from '../../shared/i18n/words'

/** Server messages of a 422, sorted to the filter field they belong to (one list per filter). */
export type FilterErrors = { readonly [K in FilterKey]: readonly string[] } & {
  /** Messages for parameters with no field of their own (`limit`, `page`, an unknown filter). */
  readonly other: readonly { readonly param: string; readonly messages: readonly string[] }[]
  /** Main's words for a 422 that named no parameter at all: it still deserves an explanation. */
  readonly unsaid: Words | null
}

const noFieldErrors = () =>
  Object.fromEntries(FILTERS.map((filter) => [filter.key, [] as string[]])) as Record<FilterKey, string[]>

export const NO_FILTER_ERRORS: FilterErrors = { ...noFieldErrors(), other: [], unsaid: null }

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
  const said = other.length > 0 || Object.values(fields).some((messages) => messages.length > 0)
  return { ...fields, other, unsaid: said ? null : error.message }
}
