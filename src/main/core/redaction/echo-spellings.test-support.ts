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

/*
 * R5-5: the token inside what an encoder made of the bytes around it, and split by a writer
 * that wraps lines. Each writer puts other bytes before and after the token, as a blob around it
 * would, so the token is encoded at each of base64's three shifts.
 */

const base64 = (bytes: string) => Buffer.from(bytes).toString('base64')
const base64Url = (bytes: string) => Buffer.from(bytes).toString('base64url')
const hexOf = (bytes: string) => Buffer.from(bytes).toString('hex')
/** `text` cut into lines of `width` characters, each ended by `end` (MIME and PEM write CRLF). */
const wrapped = (text: string, width: number, end = '\r\n') =>
  text.replace(new RegExp(`.{${width}}(?=.)`, 'gs'), `$&${end}`)

export const ENCODED_ECHOES: readonly (readonly [string, (token: string) => string])[] = [
  ['base64 of the token alone, padded', (t) => base64(t)],
  ['base64 of the token alone, unpadded', (t) => base64(t).replace(/=+$/, '')],
  ['base64 of a JSON body, on a group', (t) => base64(`{"sent":"${t}","ok":false}`)],
  ['base64 of the echoed header, 1 byte off a group', (t) => base64(`Authorization: Bearer ${t}`)],
  ['base64 of a Basic credential, 2 bytes off a group', (t) => `Basic ${base64(`support:${t}`)}`],
  ['base64url of a JSON body (a JWT-like claim)', (t) => base64Url(`{"tok":"${t}","n":1}`)],
  ['base64 in a URL: %2B %2F %3D', (t) => encodeURIComponent(base64(`Bearer ${t}`))],
  ['base64 in PHP JSON: \\/', (t) => base64(`x${t}`).replaceAll('/', '\\/')],
  ['base64 wrapped at 76 characters (MIME, CRLF)', (t) => wrapped(base64(`${'#'.repeat(70)}${t}.`), 76)],
  ['base64 wrapped at 64 characters (PEM, LF)', (t) => wrapped(base64(`ab${t}`), 64, '\n')],
  ['hex, lower-case', (t) => hexOf(t)],
  ['hex, upper-case, inside a dump', (t) => hexOf(`\u0000${t}\u0001`).toUpperCase()],
  ['hex, a space between bytes', (t) => hexOf(t).replace(/(..)(?=.)/g, '$1 ')],
  ['split by a line break after 9 characters (LF)', (t) => `${t.slice(0, 9)}\n${t.slice(9)}`],
  ['split by CRLF and an indent', (t) => `${t.slice(0, 5)}\r\n    ${t.slice(5)}`],
  ['split by a bare CR', (t) => `${t.slice(0, 3)}\r${t.slice(3)}`],
  ['a space between every character', (t) => [...t].join(' ')],
  ['base64 wrapped every 7 characters in JSON text: \\r\\n', (t) => wrapped(base64(`0${t}`), 7, '\\r\\n')],
]

/**
 * What of `token` a redacted text must no longer hold, in any form above: the token, each run
 * of base64 digits its bytes alone decide (either alphabet), its hex; looked for in `text` with
 * white space taken out and JSON's and URLs' escapes undone.
 */
export function tokenTraces(token: string): string[] {
  const bytes = Buffer.from(token)
  const cores = [0, 1, 2].flatMap((shift) => {
    const encoded = Buffer.concat([Buffer.alloc(shift), bytes])
    const from = Math.ceil((8 * shift) / 6)
    const to = Math.floor((8 * (shift + bytes.length)) / 6)
    return [encoded.toString('base64').slice(from, to), encoded.toString('base64url').slice(from, to)]
  })
  const hex = bytes.toString('hex')
  return [token.replace(/\s/g, ''), ...cores, hex, hex.toUpperCase()]
}

/** The traces of `token` that `text` still holds (none, once it is redacted). */
export function tracesLeft(text: string, token: string): string[] {
  const squeezed = text
    .replace(/\\+[rnt]/g, '')
    .replace(/\\+u([\dA-Fa-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\+([/"\\])/g, '$1')
    .replace(/(?:%[\dA-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run)
      } catch {
        return run
      }
    })
    .replace(/\s/g, '')
  return tokenTraces(token).filter((trace) => squeezed.includes(trace))
}
