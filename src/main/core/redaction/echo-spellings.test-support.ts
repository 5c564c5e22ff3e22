/**
 * The spellings in which the red-team pass (R4-1) saw catalogs echo a token, and more: each
 * encoder a catalog may run behind (PHP, .NET, Python, HTML templates, JSON in JSON, …),
 * applied to a token with every character they like to escape. Shared by the redactor's and
 * the catalog request's tests, so both count the same variants.
 */

/** Base64 and base64url characters, a JWT's dots, and a quote and backslash (legal in a header). */
export const SPIKY_TOKEN = 'tk9+Ab/cD=e_F-g.h"~i\\Z=='

const code = (character: string) => character.charCodeAt(0)
const hex = (character: string) => code(character).toString(16)
const hex4 = (character: string) => hex(character).padStart(4, '0')
const isPlain = (character: string) => /[A-Za-z0-9]/.test(character)

/** `text` with each character that `pick` selects written by `spell`. */
const each =
  (spell: (character: string) => string, pick: (character: string) => boolean = (c) => !isPlain(c)) =>
  (text: string) =>
    [...text].map((character) => (pick(character) ? spell(character) : character)).join('')

const percentUpper = (character: string) =>
  [...new TextEncoder().encode(character)]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('')
const percentLower = (character: string) => percentUpper(character).toLowerCase()
/** Python's `urllib.parse.quote()`: keeps letters, digits, `_.-~` and, by default, `/`. */
const pythonQuote = each(percentUpper, (c) => !/[A-Za-z0-9_.~/-]/.test(c))
const jsonEscape = (text: string) => JSON.stringify(text).slice(1, -1)

const NAMED: Readonly<Record<string, string>> = {
  '+': '&plus;',
  '/': '&sol;',
  '=': '&equals;',
  '.': '&period;',
  _: '&lowbar;',
  '"': '&quot;',
  '\\': '&bsol;',
}

/** Every spelling's writers, cycled through character by character for the mixed ones. */
const WRITERS: readonly ((character: string) => string)[] = [
  (c) => `\\u${hex4(c).toUpperCase()}`,
  percentLower,
  (c) => `&#${code(c)};`,
  (c) => `&#x${hex(c)};`,
  (c) => c,
  percentUpper,
]
const mixed = (offset: number, pick: (c: string) => boolean) => (text: string) =>
  [...text].map((c, index) => (pick(c) ? WRITERS[(index + offset) % WRITERS.length]!(c) : c)).join('')

export const ECHO_SPELLINGS: readonly (readonly [string, (token: string) => string])[] = [
  ['as sent', (t) => t],
  ['PHP json_encode: \\/', (t) => t.replaceAll('/', '\\/')],
  ['.NET JSON: \\u002B for +', (t) => t.replaceAll('+', '\\u002B')],
  ['.NET JSON: every symbol \\uXXXX, upper-case hex', each((c) => `\\u${hex4(c).toUpperCase()}`)],
  ['JSON \\uXXXX, lower-case hex', each((c) => `\\u${hex4(c)}`)],
  [
    'every character \\uXXXX, letters too',
    each(
      (c) => `\\u${hex4(c)}`,
      () => true,
    ),
  ],
  ['JSON text inside a string: \\\\/ and \\\\u002B', (t) => jsonEscape(jsonEscape(t.replaceAll('/', '\\/')))],
  ['JSON in JSON in JSON', (t) => jsonEscape(jsonEscape(jsonEscape(t)))],
  ["Python quote() keeping '/'", pythonQuote],
  ['encodeURIComponent: upper-case %XX', encodeURIComponent],
  ['lower-case %xx', each(percentLower)],
  ['every character %XX, letters too', each(percentUpper, () => true)],
  ['every character %xx, letters too', each(percentLower, () => true)],
  ['a URL in a URL: %252B', (t) => encodeURIComponent(encodeURIComponent(t))],
  ['JavaScript escape(): %uXXXX', each((c) => `%u${hex4(c).toUpperCase()}`)],
  ['Python / C: \\xXX', each((c) => `\\x${hex(c).padStart(2, '0')}`)],
  ['ES2015 / Ruby: \\u{XX}', each((c) => `\\u{${hex(c)}}`)],
  ['HTML decimal references', each((c) => `&#${code(c)};`)],
  ['HTML decimal references, leading zeros', each((c) => `&#00${code(c)};`)],
  ['HTML decimal references, no semicolon', each((c) => `&#${code(c)}`)],
  ['HTML hex references, lower-case', each((c) => `&#x${hex(c)};`)],
  ['HTML hex references, &#X and upper-case', each((c) => `&#X${hex(c).toUpperCase()};`)],
  ['HTML named references (&plus; &sol; …)', each((c) => NAMED[c] ?? c)],
  ['HTML escaped twice: &amp;#43;', each((c) => `&amp;#${code(c)};`)],
  [
    'every character an HTML hex reference, letters too',
    each(
      (c) => `&#x${hex(c)};`,
      () => true,
    ),
  ],
  ['mixed: \\u, %xx, &#n;, &#xh;, as is, %XX', mixed(0, (c) => !isPlain(c))],
  ['mixed, shifted by one', mixed(1, (c) => !isPlain(c))],
  ['mixed, letters too', mixed(2, () => true)],
  ['Python quote() of PHP JSON text', (t) => pythonQuote(t.replaceAll('/', '\\/'))],
]
