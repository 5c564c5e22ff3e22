import { words, type WordValue } from '../../shared/i18n/words'

/** `“text”` in the app language's quotation marks. */
export const quoted = (text: string) => words({ id: 'filters.quoted', defaultMessage: '“{text}”' }, { text })

/**
 * `a or b or c` as words, each `or` in the app language: one message per join, so a
 * language that words a choice otherwise reorders it. Empty for no parts.
 */
export function either(parts: readonly WordValue[]): WordValue {
  const [first, ...rest] = parts
  if (first === undefined) return ''
  return rest.length === 0
    ? first
    : words({ id: 'filters.or', defaultMessage: '{first} or {rest}' }, { first, rest: either(rest) })
}

/** `a and b and c` as words, like `either`. */
export function both(parts: readonly WordValue[]): WordValue {
  const [first, ...rest] = parts
  if (first === undefined) return ''
  return rest.length === 0
    ? first
    : words({ id: 'filters.and', defaultMessage: '{first} and {rest}' }, { first, rest: both(rest) })
}
