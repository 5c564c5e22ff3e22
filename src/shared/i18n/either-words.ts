import { words, type WordValue } from './words'

/** `“text”` in the app language's quotation marks. */
export const quoted = (text: string) => words({ id: 'filters.quoted', defaultMessage: '“{text}”' }, { text })

/**
 * The parts joined one message at a time from the right, `join(first, rest)`: one message per
 * join, so a language that words a list otherwise reorders it. Empty for no parts.
 */
function joined(
  parts: readonly WordValue[],
  join: (first: WordValue, rest: WordValue) => WordValue,
): WordValue {
  const [first, ...rest] = parts
  if (first === undefined) return ''
  return rest.length === 0 ? first : join(first, joined(rest, join))
}

/** `a or b or c` as words, each `or` in the app language. */
export const either = (parts: readonly WordValue[]): WordValue =>
  joined(parts, (first, rest) =>
    words({ id: 'filters.or', defaultMessage: '{first} or {rest}' }, { first, rest }),
  )

/** `a and b and c` as words, each `and` in the app language. */
export const both = (parts: readonly WordValue[]): WordValue =>
  joined(parts, (first, rest) =>
    words({ id: 'filters.and', defaultMessage: '{first} and {rest}' }, { first, rest }),
  )
