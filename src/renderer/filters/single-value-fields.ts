import type { FilterKey, FilterKind, IntegerFilterKey } from '../../shared/catalog/filters'
import { parseDecimal } from '../../shared/catalog/decimal'
import { words } from '../../shared/i18n/words'
import { parseAppId, type ParsedWords } from '../input/parse-ids'

/** How a single-value filter's field reads what is typed, and what it offers while typing. */
export interface SingleValueField {
  /**
   * Typed text as the filter's value (blank is no filter), or what is wrong and what to type,
   * as words: the bar words them when it shows them, in the app language.
   */
  readonly parse: (text: string) => ParsedWords<number | string | null>
  /** Whether the field suggests the known games (App ID takes a game's name too). */
  readonly games: boolean
  /** The on-screen keyboard it asks for. */
  readonly inputMode: 'numeric' | 'decimal'
}

/**
 * Each integer filter's field. A Record, so a new integer filter does not build until it
 * says how its text is read (App ID takes a game's name as well as a number).
 */
const INTEGER_FIELDS: Readonly<Record<IntegerFilterKey, SingleValueField>> = {
  appid: { parse: parseAppId, games: true, inputMode: 'numeric' },
}

/** A decimal comma with one or two digits after it: `12,50` can only mean 12.50 (a group has three). */
const DECIMAL_COMMA = /^(\d+),(\d{1,2})$/

/**
 * A decimal filter's text (a price): digits with at most two after the point, or after a
 * comma as German, Spanish, Portuguese and Russian write it. Anything else (`1,250`, a third
 * decimal, a sign) is refused with what to type, never rounded and never read as a whole number.
 */
export function parseDecimalText(input: string): ParsedWords<string | null> {
  const text = input.trim()
  if (text === '') return { ok: true, value: null }
  const value = parseDecimal(text.replace(DECIMAL_COMMA, '$1.$2'))
  if (value !== null) return { ok: true, value }
  return {
    ok: false,
    message: words(
      {
        id: 'filters.notAnAmount',
        defaultMessage:
          '"{text}" is not an amount. Use digits with at most two decimal places, e.g. {example, number, ::.00}.',
        description: 'The example is 12.5, written with the decimal mark of the app language.',
      },
      { text: text.slice(0, 40), example: 12.5 },
    ),
  }
}

const DECIMAL_FIELD: SingleValueField = { parse: parseDecimalText, games: false, inputMode: 'decimal' }

/**
 * The field of every kind but text (which has chips), by kind: a Record, so a new kind of
 * filter does not build until the filter bar can read it.
 */
export const SINGLE_VALUE_FIELDS: {
  readonly [K in Exclude<FilterKind, 'text'>]: (key: FilterKey) => SingleValueField
} = {
  // Called only with an integer filter's key (the kind was checked first).
  integer: (key) => INTEGER_FIELDS[key as IntegerFilterKey],
  decimal: () => DECIMAL_FIELD,
}
