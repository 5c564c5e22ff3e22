/**
 * Every spelling in which an echo may carry a secret, as one pattern per secret.
 *
 * A catalog that echoes the Authorization header does not always echo it as sent: PHP writes
 * `/` as `\/`, .NET writes `+` as `\u002B`, Python's `quote()` writes `+` as `%2B` but keeps
 * `/`, another encoder writes `%2b`, an HTML page `&#43;` or `&#x2B;`, and JSON text inside a
 * JSON string doubles every backslash. Listing whole-token spellings cannot keep up (each
 * encoder escapes a different set of characters, and they mix), so the pattern matches the
 * secret character by character, each character in any of the spellings below:
 *
 *   c          as is, after any backslashes (`\/`, `\"`, `\\/` from JSON in JSON), each of
 *              which may be percent-encoded itself (`%5C/`: PHP's JSON text put in a URL)
 *   %XX        its UTF-8 bytes percent-encoded, hex in either case, `%` itself re-encoded
 *              (`%252B`) for URLs inside URLs; `%uXXXX` (JavaScript's `escape`)
 *   \uXXXX     JSON, JavaScript, .NET, Java; astral characters as a surrogate pair
 *   \u{X}      JavaScript, Ruby, Swift;  \xXX  Python, C, JavaScript
 *   &#n; &#xX; HTML numeric references, any leading zeros, `;` optional as HTML reads them,
 *              `&` itself escaped as `&amp;` (an entity written twice)
 *   &name;     the HTML named references of ASCII punctuation (`&plus;`, `&sol;`, …)
 *   +          for a space, as HTML forms write it
 *
 * Every repetition is bounded, so no text can make a match backtrack for long (the text is the
 * catalog's; a run of a million backslashes must cost no more than a run of letters).
 */

/** What an echo's spellings are built on. */
export interface SpelledSecret {
  /** The secret as it was sent. */
  readonly literal: string
  /** Finds one spelling (no `g` flag, so it keeps no position between calls). */
  readonly find: RegExp
  /** Finds every spelling, for replacing. */
  readonly every: RegExp
}

/** Four layers of JSON in a JSON string escape a character with 1, 3, 7, then 15 backslashes. */
const MAX_BACKSLASHES = 15
/** Layers of `%25` or `&amp;` before the escape proper: a URL in a URL in a URL, … */
const MAX_REENCODINGS = 4
/** Leading zeros an HTML numeric reference or `\u{…}` may carry (`&#0000043;`). */
const MAX_LEADING_ZEROS = 8

/**
 * A text in which none of these occurs can hold a secret only as it is: every spelling other
 * than the literal one contains at least one of them (a backslash, `%` before a hex digit or
 * `u`, `&#`, `&` opening a named reference, `+`). A bare `&` or `%` is no mark, so the common
 * page, whose trade URLs join their query with `&`, takes the quick literal search.
 */
const SPELLING_MARKS = /[\\+]|%[\dA-Fa-fu]|&(?:#|[A-Za-z]+;)/

/** The HTML named character references of ASCII characters a token may contain. */
const NAMED_REFERENCES: Readonly<Record<string, readonly string[]>> = {
  '!': ['excl'],
  '"': ['quot', 'QUOT'],
  '#': ['num'],
  $: ['dollar'],
  '%': ['percnt'],
  '&': ['amp', 'AMP'],
  "'": ['apos'],
  '(': ['lpar'],
  ')': ['rpar'],
  '*': ['ast', 'midast'],
  '+': ['plus'],
  ',': ['comma'],
  '.': ['period'],
  '/': ['sol'],
  ':': ['colon'],
  ';': ['semi'],
  '<': ['lt', 'LT'],
  '=': ['equals'],
  '>': ['gt', 'GT'],
  '?': ['quest'],
  '@': ['commat'],
  '[': ['lsqb', 'lbrack'],
  '\\': ['bsol'],
  ']': ['rsqb', 'rbrack'],
  '^': ['Hat'],
  _: ['lowbar', 'UnderBar'],
  '`': ['grave', 'DiacriticalGrave'],
  '{': ['lcub', 'lbrace'],
  '|': ['verbar', 'vert', 'VerticalLine'],
  '}': ['rcub', 'rbrace'],
}

const literally = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')

/** `value` in hex, at least `width` digits, each letter matched in either case. */
function hexOf(value: number, width: number): string {
  return [...value.toString(16).padStart(width, '0')]
    .map((digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit))
    .join('')
}

/** Backslashes before an escape, each possibly percent-encoded (JSON text put in a URL). */
const backslashes = (min: number) => `(?:\\\\|%5[cC]){${min},${MAX_BACKSLASHES}}`
const zeros = `0{0,${MAX_LEADING_ZEROS}}`
/** `&`, itself possibly written as `&amp;` a few times over. */
const ampersand = `&(?:amp;|AMP;){0,${MAX_REENCODINGS}}`
/** `%`, itself possibly percent-encoded a few times over (`%25`). */
const percent = `%(?:25){0,${MAX_REENCODINGS}}`

/** Every spelling of one character (one code point), as a regular-expression alternation. */
function characterSpellings(character: string): string {
  const point = character.codePointAt(0) ?? 0
  const units = character.split('').map((unit) => unit.charCodeAt(0))
  const bytes = [...new TextEncoder().encode(character)]
  const spellings = [
    `${backslashes(0)}${literally(character)}`,
    bytes.map((byte) => `${percent}${hexOf(byte, 2)}`).join(''),
    units.map((unit) => `${backslashes(1)}u${hexOf(unit, 4)}`).join(''),
    units.map((unit) => `${percent}u${hexOf(unit, 4)}`).join(''),
    `${backslashes(1)}u\\{${zeros}${hexOf(point, 1)}\\}`,
    `${ampersand}#${zeros}${point};?`,
    `${ampersand}#[xX]${zeros}${hexOf(point, 1)};?`,
    // Stryker disable next-line ArrayDeclaration: a made-up name (`&Stryker was here;`) is a spelling no encoder writes, so no echo can tell
    ...(NAMED_REFERENCES[character] ?? []).map((name) => `${ampersand}${name};`),
  ]
  if (point < 0x100) spellings.push(`${backslashes(1)}x${hexOf(point, 2)}`)
  if (character === ' ') spellings.push('\\+')
  return `(?:${spellings.join('|')})`
}

export function spelledSecret(secret: string): SpelledSecret {
  // Building the pattern costs more than searching a page with it, and every request asks
  // for the same token's: the last one is kept.
  if (lastSpelled?.literal === secret) return lastSpelled
  const source = [...secret].map(characterSpellings).join('')
  lastSpelled = { literal: secret, find: new RegExp(source), every: new RegExp(source, 'g') }
  return lastSpelled
}

let lastSpelled: SpelledSecret | null = null

/** Whether `text` holds `secret` in any spelling. */
export function holdsSecret(text: string, secret: SpelledSecret): boolean {
  return SPELLING_MARKS.test(text) ? secret.find.test(text) : text.includes(secret.literal)
}

/** `text` with `secret`, in any spelling, replaced by `mask`. */
export function replaceSecret(text: string, secret: SpelledSecret, mask: string): string {
  // Stryker disable next-line ConditionalExpression: equivalent: in a text without marks the pattern can match only the literal, as split does
  if (SPELLING_MARKS.test(text)) return text.replace(secret.every, mask)
  return text.includes(secret.literal) ? text.split(secret.literal).join(mask) : text
}
