/**
 * Decimal numbers as the service writes prices (spec 2.2: text with two fraction digits,
 * `"12.50"`), read from what a person types or a query sends. Kept as text, never as a float,
 * so 0.1 + 0.2 problems cannot reach a filter.
 */

/** At most this many whole digits (the format's own limit, DECIMAL_PATTERN in formats.ts). */
const MAX_WHOLE_DIGITS = 15

/**
 * `text` as a canonical decimal (`"12.50"`), or null when it is not one: digits, optionally a
 * point and one or two fraction digits (`12`, `12.5`, `012.50`; surrounding whitespace
 * ignored). More fraction digits, a sign, an exponent, a comma or a lone point are refused
 * rather than rounded or guessed.
 */
export function parseDecimal(text: string): string | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  const whole = match[1]!.replace(/^0+(?=\d)/, '')
  if (whole.length > MAX_WHOLE_DIGITS) return null
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`
}

/** A canonical decimal (`"12.50"`) in hundredths (1250), exactly up to Number.MAX_SAFE_INTEGER cents. */
export function decimalToCents(decimal: string): number {
  const [whole = '0', fraction = '00'] = decimal.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
}
