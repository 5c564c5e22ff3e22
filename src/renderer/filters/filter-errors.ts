import type { AppError } from '../../shared/errors'

/** Server messages of a 422, sorted to the filter field they belong to. */
export interface FilterErrors {
  readonly name: readonly string[]
  readonly market_hash_name: readonly string[]
  readonly appid: readonly string[]
  /** Messages for parameters with no field of their own (`limit`, `page`, an unknown filter). */
  readonly other: readonly { readonly param: string; readonly messages: readonly string[] }[]
}

export const NO_FILTER_ERRORS: FilterErrors = { name: [], market_hash_name: [], appid: [], other: [] }

const FIELD_OF: Readonly<Record<string, 'name' | 'market_hash_name' | 'appid'>> = {
  'filter[name]': 'name',
  'filter[market_hash_name]': 'market_hash_name',
  'filter[appid]': 'appid',
}

/**
 * The 422's per-parameter messages, keyed the way the service names its parameters
 * (`filter[name]`, …), turned into per-field lists. Null or other errors give no messages.
 */
export function filterErrorsOf(error: AppError | null): FilterErrors {
  if (!error || error.kind !== 'validation') return NO_FILTER_ERRORS
  const fields = { name: [] as string[], market_hash_name: [] as string[], appid: [] as string[] }
  const other: { param: string; messages: readonly string[] }[] = []
  for (const [param, messages] of Object.entries(error.fields)) {
    const field = FIELD_OF[param]
    if (field) fields[field].push(...messages)
    else other.push({ param, messages })
  }
  // A 422 without any per-parameter message still deserves an explanation.
  if (other.length === 0 && fields.name.length + fields.market_hash_name.length + fields.appid.length === 0) {
    other.push({ param: '', messages: [error.message] })
  }
  return { ...fields, other }
}
