/**
 * A catalog error read as words, the one reading the error table's matching, its sides and
 * "Always read this error as …" share.
 *
 * Both an error and a row's text are normalised (Unicode NFKC, lower case, curly apostrophes
 * straight, white space one space) and cut into tokens: words, and the volatile parts that
 * differ from one failure of the same kind to the next (a number, an ID, a date or time, a hex
 * code, a quoted value, a `key=value` value). Punctuation separates tokens and is otherwise
 * ignored, except that it ends a clause: a negation or a side is read within its clause.
 * Han, Hiragana and Katakana are written without spaces, so each of their characters is a token.
 */

export interface Token {
  readonly text: string
  /** A number, ID, date, hex code or quoted value: what the wildcard stands for. */
  readonly volatile: boolean
  /** Where it stands in the normalised text, so a derived row can replace it. */
  readonly start: number
  readonly end: number
  /** Punctuation that ends a clause stands between it and the token before. */
  readonly clauseStart: boolean
  /** A row's `*`: stands for one volatile token of the error. Only in a row's text. */
  readonly wildcard?: true
}

/** What a lead types for "any number, ID, date, hex code or quoted value here". */
export const WILDCARD = '*'

export function normaliseErrorText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/’/gu, "'").replace(/\s+/gu, ' ').trim()
}

const UNSPACED = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`

/**
 * One alternative per kind of token, tried in this order at each place: a quoted value (an
 * apostrophe only opens a quote where no letter stands before it, so "seller's" stays a word),
 * the value of `key=value`, a `0x` hex code, an ISO date with its time, any other run of digits with the
 * separators of numbers, dates and times, one unspaced character, a word with its apostrophes
 * ("wasn't", "game's"), and the punctuation that ends a clause. Anything else only separates.
 */
const TOKEN = new RegExp(
  [
    String.raw`(?<quoted>"[^"]*"|“[^”]*”|‘[^’]*’|«[^»]*»|„[^“”]*[“”]|「[^」]*」|(?<![\p{L}\p{N}])'[^']*'(?![\p{L}\p{N}]))`,
    String.raw`(?<=[=])(?<value>[^\s&;,)"']+)`,
    String.raw`(?<hex>0x[0-9a-f]+\b)`,
    String.raw`(?<date>\d{4}-\d{2}-\d{2}(?:[t ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)?(?:z\b|[+-]\d{2}:?\d{2}\b)?)`,
    String.raw`(?<number>\d+(?:[.,:/-]\d+)*)`,
    `(?<unspaced>[${UNSPACED}])`,
    String.raw`(?<wildcard>\*)`,
    String.raw`(?<word>(?:(?![${UNSPACED}])[\p{L}\p{M}\p{N}])+(?:'(?:(?![${UNSPACED}])[\p{L}\p{M}])+)*)`,
    String.raw`(?<clause>[.!?;:,()\[\]{}|。，；：！？（）、])`,
  ].join('|'),
  'gu',
)

/**
 * A word that is an ID rather than a word: hex of six characters or more with a digit in it
 * (a hash, a GUID part), or letters and at least two digits in eight characters or more
 * (a trade token, an asset key). Short words with a digit ("cs2", "http2") stay words.
 */
function looksLikeId(word: string): boolean {
  if (!/\d/u.test(word)) return false
  if (word.length >= 6 && /^[0-9a-f]+$/u.test(word)) return true
  return word.length >= 8 && word.replace(/\D/gu, '').length >= 2
}

/**
 * The tokens of an already normalised text. In a row's text (`row`) a `*` is the wildcard; in
 * an error it is punctuation like any other.
 */
export function tokensOf(normalised: string, row = false): Token[] {
  const tokens: Token[] = []
  let clauseStart = false
  for (const match of normalised.matchAll(TOKEN)) {
    const groups = match.groups ?? {}
    if (groups.clause !== undefined) {
      clauseStart = true
      continue
    }
    const text = match[0]
    const at = { start: match.index, end: match.index + text.length, clauseStart }
    if (groups.wildcard !== undefined) {
      if (!row) continue
      tokens.push({ text, volatile: false, wildcard: true, ...at })
      clauseStart = false
      continue
    }
    const volatile = groups.word === undefined && groups.unspaced === undefined ? true : looksLikeId(text)
    tokens.push({ text, volatile, ...at })
    clauseStart = false
  }
  return tokens
}

/** The tokens of an error as it comes from the catalog. */
export function errorTokens(errorText: string): Token[] {
  return tokensOf(normaliseErrorText(errorText))
}

/** Where the clause holding token `index` begins and ends (end exclusive). */
export function clauseAround(tokens: readonly Token[], from: number, to: number): [number, number] {
  let start = from
  while (start > 0 && !tokens[start]!.clauseStart) start -= 1
  let end = to
  while (end < tokens.length && !tokens[end]!.clauseStart) end += 1
  return [start, end]
}

/** A word as its possessor: "seller's" and "bot's" name the seller and the bot. */
export function withoutPossessive(word: string): string {
  return word.endsWith("'s") ? word.slice(0, -2) : word
}
