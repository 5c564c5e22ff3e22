/**
 * Every spelling in which an echo may carry a secret.
 *
 * A catalog that echoes the Authorization header does not always echo it as sent: PHP writes
 * `/` as `\/`, .NET writes `+` as `\u002B`, Python's `quote()` writes `+` as `%2B` but keeps
 * `/`, another encoder writes `%2b`, an HTML page `&#43;` or `&#x2B;`, and JSON text inside a
 * JSON string doubles every backslash. Listing whole-token spellings cannot keep up (each
 * encoder escapes a different set of characters, and they mix), so the secret is matched
 * character by character, each character in any of the spellings below:
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
 * The secret's characters are one form of it; its bytes in base64 (at each of the three shifts
 * a blob around it may give it, in either alphabet) and in hex are others (token-encodings.ts),
 * and every character of those is matched in the same spellings (a base64 blob in a URL has its
 * `+` as `%2B`, in PHP's JSON its `/` as `\/`). Between any two characters of any form may stand
 * a few spaces, tabs or line breaks, as they are or escaped (`\r\n`, `%0D%0A`): a writer that
 * wraps base64 at 76 characters (MIME, PEM), folds a header or wraps a long line.
 *
 * Every repetition is bounded, so no text can make a match backtrack for long (the text is the
 * catalog's; a run of a million backslashes must cost no more than a run of letters).
 */

import { spellingSearch, type SpellingSearch } from './spelling-search'
import { tokenForms, type Slot } from './token-encodings'

/** What an echo's spellings are built on. */
export interface SpelledSecret {
  /** The secret as it was sent. */
  readonly literal: string
  /** Finds it in every form and spelling. */
  readonly spelled: SpellingSearch
  /** Finds it in every form as it is, split only by raw white space: all `spelled` can find in a text without SPELLING_MARKS. */
  readonly plain: SpellingSearch
}

/** Four layers of JSON in a JSON string escape a character with 1, 3, 7, then 15 backslashes. */
const MAX_BACKSLASHES = 15
/** Layers of `%25` or `&amp;` before the escape proper: a URL in a URL in a URL, … */
const MAX_REENCODINGS = 4
/** Leading zeros an HTML numeric reference or `\u{…}` may carry (`&#0000043;`). */
const MAX_LEADING_ZEROS = 8
/** Spaces, tabs and line breaks between two characters: a line break and a nested block's indentation. */
const MAX_SEPARATOR = 16

/**
 * A text in which none of these occurs can hold a secret only as it is, split by raw white space
 * at most: every other spelling contains at least one of them (a backslash, `%` before a hex
 * digit or `u`, `&#`, `&` opening a named reference, `+`). A bare `&` or `%` is no mark, so the
 * common page, whose trade URLs join their query with `&`, takes the quicker plain search.
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
/** What a writer may put between two characters: white space, as it is or escaped as JSON or a URL would. */
const SEPARATOR =
  `(?:[\\t\\n\\r ]|${backslashes(1)}(?:[nrt]|u00(?:0[9aAdD]|20))|${percent}(?:0[9aAdD]|20))` +
  `{0,${MAX_SEPARATOR}}`
/** The same in a text without SPELLING_MARKS, where white space can only be as it is. */
const PLAIN_SEPARATOR = `[\\t\\n\\r ]{0,${MAX_SEPARATOR}}`

/** One of `patterns`, each matched as a whole. */
const oneOf = (patterns: readonly string[]) => `(?:${patterns.join('|')})`

/**
 * Every spelling of any of the characters (code points) of `slot`, as one alternation whose
 * branches start differently (`\`, `%`, `&`, the characters): grouped by how a character is
 * escaped, not by character, so that a slot of many characters (a base64 digit that the bytes
 * around the token decide) costs a search little more than a slot of one.
 */
function slotSpellings(slot: Slot): string {
  const characters = slot.map((character) => ({
    character,
    point: character.codePointAt(0) ?? 0,
    units: character.split('').map((unit) => unit.charCodeAt(0)),
    bytes: [...new TextEncoder().encode(character)],
  }))
  const latin1 = characters.filter(({ point }) => point < 0x100)
  // Stryker disable next-line ArrayDeclaration: a made-up name (`&Stryker was here;`) is a spelling no encoder writes, so no echo can tell
  const named = characters.flatMap(({ character }) => NAMED_REFERENCES[character] ?? [])
  const escapes = [
    // JSON's \uXXXX: an astral character is a surrogate pair, each escaped
    `u${oneOf(characters.map(({ units }) => units.map((unit) => hexOf(unit, 4)).join(`${backslashes(1)}u`)))}`,
    `u\\{${zeros}${oneOf(characters.map(({ point }) => hexOf(point, 1)))}\\}`,
  ]
  if (latin1.length > 0) escapes.push(`x${oneOf(latin1.map(({ point }) => hexOf(point, 2)))}`)
  const references = [
    `#${zeros}${oneOf(characters.map(({ point }) => String(point)))};?`,
    `#[xX]${zeros}${oneOf(characters.map(({ point }) => hexOf(point, 1)))};?`,
  ]
  if (named.length > 0) references.push(`${oneOf(named)};`)
  const spellings = [
    `${percent}${oneOf(characters.map(({ bytes }) => bytes.map((byte) => hexOf(byte, 2)).join(percent)))}`,
    `${percent}u${oneOf(characters.map(({ units }) => units.map((unit) => hexOf(unit, 4)).join(`${percent}u`)))}`,
    `${backslashes(1)}${oneOf(escapes)}`,
    `${ampersand}${oneOf(references)}`,
  ]
  if (slot.includes(' ')) spellings.push('\\+')
  // The character as it is comes last: where `\u`, `%` or `&` could be it or the start of an
  // escape, the escape is read first, so a match ends where the escape does.
  spellings.push(`${backslashes(0)}${oneOf(slot.map(literally))}`)
  return oneOf(spellings)
}

export function spelledSecret(secret: string): SpelledSecret {
  // Building the patterns costs more than searching a page with them, and every request asks
  // for the same token's: the last one is kept.
  if (lastSpelled?.literal === secret) return lastSpelled
  const forms = tokenForms(secret)
  lastSpelled = {
    literal: secret,
    spelled: spellingSearch(forms, { slot: slotSpellings, separator: SEPARATOR }),
    plain: spellingSearch(forms, { slot: (slot) => oneOf(slot.map(literally)), separator: PLAIN_SEPARATOR }),
  }
  return lastSpelled
}

let lastSpelled: SpelledSecret | null = null

/** The search that finds every spelling `text` may hold: the plain one where it holds no mark. */
const searchFor = (text: string, secret: SpelledSecret) =>
  SPELLING_MARKS.test(text) ? secret.spelled : secret.plain

/** Whether `text` holds `secret` in any spelling. */
export function holdsSecret(text: string, secret: SpelledSecret): boolean {
  return searchFor(text, secret).next(text, 0) !== null
}

/** `text` with `secret`, in any spelling, replaced by `mask`. */
export function replaceSecret(text: string, secret: SpelledSecret, mask: string): string {
  const search = searchFor(text, secret)
  let kept = 0
  let result = ''
  for (let found = search.next(text, 0); found !== null; found = search.next(text, found.end)) {
    result += `${text.slice(kept, found.start)}${mask}`
    kept = found.end
  }
  return `${result}${text.slice(kept)}`
}
