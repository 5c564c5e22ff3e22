import { clauseAround, normaliseErrorText, tokensOf, WILDCARD, type Token } from './error-words'

/**
 * A row's `Error text contains` as a phrase: its words, in order, contiguous, matched at word
 * boundaries (error-words.ts says what a word is); `*` stands for one volatile part of the
 * error (a number, an ID, a date, a hex code, a quoted value). Any other number or quoted value
 * in a row is matched as written: "eresult 16" reads EResult 16 and no other code.
 *
 * A negation directly before an occurrence voids it: "not accepted" is not "accepted", "has
 * no trade hold" is not "trade hold". Directly means in the same clause, with at most two
 * small words between (be, been, yet, a, the, …: "has not been accepted", "not yet expired").
 */
export interface Phrase {
  readonly tokens: readonly Token[]
  /** A row of wildcards and numbers alone would read almost any error: it reads none. */
  readonly hasWord: boolean
}

export function phraseOf(rowText: string): Phrase {
  const tokens = tokensOf(normaliseErrorText(rowText), true)
  return { tokens, hasWord: tokens.some((token) => !token.wildcard && !token.volatile) }
}

/** Two rows with the same key read the same errors: "Trade-banned" and "trade  banned". */
export function phraseKey(rowText: string): string {
  return phraseOf(rowText)
    .tokens.map((token) => (token.wildcard ? WILDCARD : token.text))
    .join(' ')
}

/** Words that negate what follows them. Contractions ("wasn't", "didn't", "can't") end in n't. */
const NEGATIONS: readonly (readonly string[])[] = [
  ['not'],
  ['never'],
  ['no'],
  ['cannot'],
  ['without'],
  ['failed', 'to'],
  ['fails', 'to'],
  ['unable', 'to'],
]

/** Small words that may stand between a negation and what it negates. */
const BETWEEN: ReadonlySet<string> = new Set([
  'be',
  'been',
  'being',
  'yet',
  'ever',
  'a',
  'an',
  'the',
  'have',
  'has',
  'had',
  'get',
  'got',
])
const MAX_BETWEEN = 2

/** Whether a negation ends at token `last` (never before `clause`, where `last` starts at the latest). */
function negationEndsAt(tokens: readonly Token[], last: number, clause: number): boolean {
  if (tokens[last]!.text.endsWith("n't")) return true
  return NEGATIONS.some((negation) => {
    const first = last - negation.length + 1
    if (first < clause) return false
    return negation.every((text, at) => tokens[first + at]!.text === text)
  })
}

/** Whether the occurrence starting at `index` is negated by the words just before it. */
export function negatedAt(tokens: readonly Token[], index: number): boolean {
  const [clause] = clauseAround(tokens, index, index)
  let last = index - 1
  for (let skipped = 0; last >= clause; skipped += 1) {
    if (negationEndsAt(tokens, last, clause)) return true
    if (skipped === MAX_BETWEEN || !BETWEEN.has(tokens[last]!.text)) return false
    last -= 1
  }
  return false
}

function tokenMatches(token: Token, wanted: Token): boolean {
  return wanted.wildcard ? token.volatile : token.text === wanted.text
}

/** Where in the error's tokens the phrase stands, negated occurrences left out. */
export function occurrencesOf(tokens: readonly Token[], phrase: Phrase): number[] {
  const found: number[] = []
  const wanted = phrase.tokens
  if (!phrase.hasWord) return found
  for (let start = 0; start + wanted.length <= tokens.length; start += 1) {
    const here = wanted.every((token, at) => tokenMatches(tokens[start + at]!, token))
    if (here && !negatedAt(tokens, start)) found.push(start)
  }
  return found
}
