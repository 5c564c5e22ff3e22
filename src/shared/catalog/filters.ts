import { defineMessage, type MessageDescriptor } from '../i18n/words'
import { FIELD_NAMES } from './list-columns'

/**
 * The list filters, described once (spec 4.1), without zod.
 *
 * Everything else about a filter is derived from its entry here: the list-query schema
 * (`list-query.ts`), the empty filters, the URL parameters (`toSearchParams`), the 422 field
 * mapping and the filter bar's fields (renderer), the saved-preferences comparison, and the
 * demo server's parsing. Adding a filter is one entry here, the demo's matcher (tsc asks for
 * it) and its tests; see docs/dev/how-to-add.md. Zod-free so the renderer can read it at run time.
 */

/**
 * What each kind of filter holds; no values / null means "not filtered". Every place that
 * treats kinds differently (the schema, the filter bar, the demo's parsing) has a table keyed
 * by kind, so a new kind does not build until each has its entry.
 */
interface FilterValues {
  /** Several values, each matched as a case-insensitive substring, sent comma-joined. */
  text: string[]
  /** One whole number. */
  integer: number | null
  /** One decimal number such as a price, as canonical text (`"12.50"`, see decimal.ts), never a float. */
  decimal: string | null
}

export type FilterKind = keyof FilterValues

/** What the service accepts per text filter (spec 4.1): values at once, characters per value. */
export const FILTER_LIMITS = Object.freeze({ values: 50, characters: 200 })

export interface FilterDescriptor {
  /** The field name in `ListFilters` and the saved preferences. */
  readonly key: string
  /** The query parameter the service reads. */
  readonly param: string
  readonly kind: FilterKind
  /** The field's name: its English is the accessible name of shared/ui-contract.md. */
  readonly label: MessageDescriptor
  /** The example in the empty field. */
  readonly placeholder: MessageDescriptor
}

/** The filters the service accepts (spec 4.1 rule 1); any other `filter[x]` is a 422. */
export const FILTERS = [
  {
    key: 'name',
    param: 'filter[name]',
    kind: 'text',
    label: FIELD_NAMES.name,
    placeholder: defineMessage({ id: 'filters.name.placeholder', defaultMessage: 'e.g. AK-47 | Redline' }),
  },
  {
    key: 'market_hash_name',
    param: 'filter[market_hash_name]',
    kind: 'text',
    label: FIELD_NAMES.marketHashName,
    placeholder: defineMessage({
      id: 'filters.marketHashName.placeholder',
      defaultMessage: 'e.g. AK-47 | Redline (Field-Tested)',
    }),
  },
  {
    key: 'appid',
    param: 'filter[appid]',
    kind: 'integer',
    label: FIELD_NAMES.appId,
    placeholder: defineMessage({ id: 'filters.appId.placeholder', defaultMessage: 'Any game' }),
  },
] as const satisfies readonly FilterDescriptor[]

type Filter = (typeof FILTERS)[number]
export type FilterKey = Filter['key']
export type TextFilterKey = Extract<Filter, { kind: 'text' }>['key']
export type IntegerFilterKey = Extract<Filter, { kind: 'integer' }>['key']
export type DecimalFilterKey = Extract<Filter, { kind: 'decimal' }>['key']

/** The value a filter of kind `K` holds. */
export type FilterValue<K extends FilterKind> = FilterValues[K]
/** Any filter's value. */
export type AnyFilterValue = FilterValue<FilterKind>

/** The applied filters, one field per entry of FILTERS. */
export type ListFilters = { [F in Filter as F['key']]: FilterValue<F['kind']> }

const EMPTY_OF_KIND: { readonly [K in FilterKind]: () => FilterValue<K> } = {
  text: () => [],
  integer: () => null,
  decimal: () => null,
}

/** The empty value of one kind of filter (a new array each time for text). */
export const emptyValue = <K extends FilterKind>(kind: K): FilterValue<K> => EMPTY_OF_KIND[kind]()

/** True when a filter value restricts the results. */
export const isSet = (value: Readonly<AnyFilterValue>): boolean =>
  Array.isArray(value) ? value.length > 0 : value !== null

/** True when any filter restricts the results. */
export const hasFilters = (filters: ListFilters): boolean =>
  FILTERS.some((filter) => isSet(filters[filter.key]))

/**
 * A filter's value as the service's query parameter value, or null when it is not sent:
 * text values comma-joined (a value never holds a comma), integers in decimal, decimals as
 * their canonical text.
 */
export function paramValue(value: Readonly<AnyFilterValue>): string | null {
  if (!isSet(value)) return null
  return Array.isArray(value) ? value.join(',') : String(value)
}
