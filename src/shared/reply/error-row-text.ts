import { normaliseErrorText, tokensOf, WILDCARD, type Token } from './error-words'

/** Longest `Error text contains`: room for a whole error line, not for a dump of logs. */
export const MAX_ERROR_TEXT_CHARS = 200

/**
 * Words after which a number is a result code, not an ID: "code 15", "EResult 15", "HTTP 503".
 * A code says what failed, so a row keeps it: reading every code alike would widen the row.
 */
const CODE_WORDS: ReadonlySet<string> = new Set([
  'code',
  'eresult',
  'error',
  'errno',
  'result',
  'status',
  'http',
])

function isCode(tokens: readonly Token[], index: number, text: string): boolean {
  const token = tokens[index]!
  if (!/^\d+$/u.test(token.text)) return false
  const before = tokens[index - 1]
  if (before && !token.clauseStart && CODE_WORDS.has(before.text)) return true
  // Steam's messages end with their EResult in brackets ("Please try again later. (26)"), as
  // node-steam-tradeoffer-manager reads them: nothing but ")" and a full stop after it.
  return text[token.start - 1] === '(' && /^\)\.?$/u.test(text.slice(token.end))
}

/** At most MAX_ERROR_TEXT_CHARS, never ending in half a word: a shorter row is still a phrase of the error. */
function withinLimit(text: string): string {
  if (text.length <= MAX_ERROR_TEXT_CHARS) return text
  const cut = text.slice(0, MAX_ERROR_TEXT_CHARS)
  const wordGoesOn = /[\p{L}\p{M}\p{N}'*]/u.test(text[MAX_ERROR_TEXT_CHARS]!)
  // A single word longer than the limit keeps its first part: a row needs a word.
  const whole = wordGoesOn ? cut.replace(/[\p{L}\p{M}\p{N}'*]+$/u, '') : cut
  return (whole === '' ? cut : whole).trimEnd()
}

/**
 * "Always read this error as …": the row for this error, which reads this error and the next
 * like it and nothing broader. The whole normalised error, every word kept, with only its
 * volatile parts (numbers, IDs, dates, hex codes, quoted values) turned into `*`; a result
 * code stays as it is. An error of volatile parts alone is kept as written.
 */
export function rowTextFor(errorText: string): string {
  const normalised = normaliseErrorText(errorText)
  const tokens = tokensOf(normalised)
  if (!tokens.some((token) => !token.volatile)) return withinLimit(normalised)
  let text = ''
  let copied = 0
  tokens.forEach((token, index) => {
    if (!token.volatile || isCode(tokens, index, normalised)) return
    text += normalised.slice(copied, token.start) + WILDCARD
    copied = token.end
  })
  return withinLimit(text + normalised.slice(copied))
}
