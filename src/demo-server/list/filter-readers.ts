import type { FilterDescriptor, FilterKind, FilterValue } from '../../shared/catalog'
import { parseDecimal } from '../../shared/catalog/decimal'
import { quote } from '../http/envelope'

/** The parts of a list query a filter reader needs. */
export interface FilterQuery {
  /** Every value sent under `param`, in order (a parameter may repeat). */
  all(param: string): readonly string[]
  /** The one value sent under `param`; a repeat is refused (reported) and reads as undefined. */
  single(param: string): string | undefined
  fail(param: string, message: string): void
}

/**
 * A whole number written with digits only (surrounding whitespace trimmed): `1.5`, `1e3`,
 * `-1` and `0x10` are refused rather than rounded or guessed.
 */
export function wholeNumber(value: string): number | null {
  const trimmed = value.trim()
  if (!/^\d{1,16}$/.test(trimmed)) return null
  const number = Number(trimmed)
  return Number.isSafeInteger(number) ? number : null
}

/**
 * Comma-separated values of a text filter; every occurrence of a repeated parameter adds
 * values (`filter[name]=a&filter[name]=b` means `a,b`). Values are trimmed, NFC-normalised
 * and lower-cased for case-insensitive matching; empty values are dropped, so an empty
 * filter is no filter.
 */
function textValues(occurrences: readonly string[]): string[] {
  const values = occurrences
    .flatMap((occurrence) => occurrence.split(','))
    .map((value) => value.trim().normalize('NFC').toLowerCase())
    .filter((value) => value !== '')
  return [...new Set(values)]
}

/** One value of a single-value filter read by `parse`; missing or blank is no filter. */
function singleValue<T>(
  filter: FilterDescriptor,
  query: FilterQuery,
  parse: (raw: string) => T | null,
  example: string,
): T | null {
  const raw = query.single(filter.param)
  if (raw === undefined || raw.trim() === '') return null
  const value = parse(raw)
  if (value === null) query.fail(filter.param, `${filter.param} must be ${example} (got ${quote(raw)}).`)
  return value
}

/**
 * How the demo reads a filter of each kind from the query, reporting what it refuses. Keyed
 * by kind, so a new kind does not build until the demo can read it.
 */
export const FILTER_READERS: {
  readonly [K in FilterKind]: (filter: FilterDescriptor, query: FilterQuery) => FilterValue<K>
} = {
  text: (filter, query) => textValues(query.all(filter.param)),
  // One whole number; a repeat is refused, like limit and page.
  integer: (filter, query) => singleValue(filter, query, wholeNumber, 'a whole number such as 730'),
  // One decimal with at most two fraction digits, kept as canonical text: never a float,
  // and never read as an integer (12.5 is not 12).
  decimal: (filter, query) =>
    singleValue(
      filter,
      query,
      parseDecimal,
      'a decimal number with at most two fraction digits, such as 12.50',
    ),
}
